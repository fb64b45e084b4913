// Test helpers of the account area: its pages under /auth/*, signed out, fetch answered by path.
import { renderAreaAt } from '@portal/shared/testing';
import AuthRoutes from '../routes/auth-routes';

export { currentLocation, mockApi, networkError, ok, refused } from '@portal/shared/testing';

/** Renders the account area at `path` (under /auth/*) without a session, with a brand. */
export function renderArea(path: string | { pathname: string; state?: unknown }) {
  return renderAreaAt(
    '/auth',
    path,
    <AuthRoutes brand={{ name: 'Vitalis', logoUrl: '/logo.svg' }} />,
    null,
  );
}
