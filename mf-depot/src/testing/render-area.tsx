// Test helpers of the depot area: its pages under /articles/*, fetch answered by path.
import type { TPermissions } from '@portal/shared/contract';
import { renderAreaAt } from '@portal/shared/testing';
import DepotRoutes from '../routes/depot-routes';

export { currentLocation, mockApi, ok, refused } from '@portal/shared/testing';

/** Renders the depot area at `path` (under /articles/*), signed in with `permissions`. */
export function renderArea(
  path: string | { pathname: string; state?: unknown },
  permissions?: TPermissions,
) {
  return renderAreaAt('/articles', path, <DepotRoutes />, permissions);
}
