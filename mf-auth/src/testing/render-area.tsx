// Test helpers of the account area: its whole <Routes> under its base, fetch answered by path.
import { createAreaRenderer } from '@portal/shared/testing';
import { AUTH_BASE } from '../config/auth-routes';
import AuthRoutes from '../routes/auth-routes';

export { currentLocation, mockApi, networkError, ok, refused } from '@portal/shared/testing';

/** Renders the account area at a path under AUTH_BASE, signed out unless permissions are given, with a brand. */
export const renderArea = createAreaRenderer(
  AUTH_BASE,
  <AuthRoutes brand={{ name: 'Vitalis', logoUrl: '/logo.svg' }} />,
  null,
);
