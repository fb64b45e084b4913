// Test helpers of the management area: its pages under /management/*, fetch answered by path.
import type { TPermissions } from '@portal/shared/contract';
import { renderAreaAt } from '@portal/shared/testing';
import ManagementRoutes from '../routes/management-routes';

export { currentLocation, mockApi, ok, refused, type TRecordedCall } from '@portal/shared/testing';

/** Renders the management area at `path` (under /management/*), signed in with `permissions`. */
export function renderArea(
  path: string | { pathname: string; state?: unknown },
  permissions?: TPermissions,
) {
  return renderAreaAt('/management', path, <ManagementRoutes />, permissions);
}
