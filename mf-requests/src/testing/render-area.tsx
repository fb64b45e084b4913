// Test helpers of the requests area: its pages under /requests/*, fetch answered by path.
import type { TPermissions } from '@portal/shared/contract';
import { renderAreaAt } from '@portal/shared/testing';
import RequestsRoutes from '../routes/requests-routes';

export { currentLocation, mockApi, ok, refused, type TRecordedCall } from '@portal/shared/testing';

/** Renders the requests area at `path` (under /requests/*), signed in with `permissions`. */
export function renderArea(
  path: string | { pathname: string; state?: unknown },
  permissions?: TPermissions,
) {
  return renderAreaAt('/requests', path, <RequestsRoutes />, permissions);
}
