// The account area at /auth: where it is mounted (createAreaApp provides it) and the
// addresses inside it (createAreaPaths, @portal/shared/remote): `to` gives the router address
// of an area path ('/auth/x' in the shell, '/x' under a standalone router whose basename is
// /auth), `go` navigates there. Every area has this one hook; the paths themselves are the
// config's (AUTH_ROUTES).
import { createAreaPaths } from '@portal/shared/remote';
import { AUTH_BASE } from '../config/auth-routes';

export const AUTH_AREA = createAreaPaths(AUTH_BASE);

export const useAuthPaths = AUTH_AREA.useAreaPaths;
