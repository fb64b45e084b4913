// Test helpers of the aids management area: its pages under /articles/*, fetch answered by path.
import type { TPermissions } from '@portal/shared/contract';
import { renderAreaAt } from '@portal/shared/testing';
import type { ReactElement } from 'react';

export { currentLocation, mockApi, ok, refused } from '@portal/shared/testing';

export function renderAt(
  path: string | { pathname: string; state?: unknown },
  element: ReactElement,
  permissions?: TPermissions,
  roles?: string[],
) {
  return renderAreaAt('/articles', path, element, permissions, roles);
}
