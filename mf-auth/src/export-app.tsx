/**
 * Exposed as `auth/App`: the account pages, mounted by the shell at /auth/* or alone with
 * their own router (createAreaApp, @portal/shared/remote). Props: `brand` (supplier name
 * and logo for the sign-in card) and, standalone, `basename`.
 */
import { createAreaApp } from '@portal/shared/remote';
import { AUTH_AREA } from './components/auth-paths';
import AuthRoutes from './routes/auth-routes';

export default createAreaApp(AUTH_AREA, AuthRoutes);
