// Test helpers of the rentals area: its pages under /rentals/*, fetch answered by path.
import type { TPermissions } from '@portal/shared/contract';
import { renderAreaAt } from '@portal/shared/testing';
import type { ReactElement } from 'react';

export { currentLocation, mockApi, ok, refused } from '@portal/shared/testing';

export function renderAt(path: string, element: ReactElement, permissions?: TPermissions) {
  return renderAreaAt('/rentals', path, element, permissions);
}
