// The management area at /management: where it is mounted (createAreaApp provides it) and the
// addresses inside it (createAreaPaths, @portal/shared/remote): `to` gives the router address
// of an area path ('/management/x' in the shell, '/x' under a standalone router whose basename is
// /management), `go` navigates there. Every area has this one hook; the paths themselves are the
// config's (MANAGEMENT_PAGES).
import { createAreaPaths } from '@portal/shared/remote';
import { MANAGEMENT_BASE } from '../config/management-routes';

export const MANAGEMENT_AREA = createAreaPaths(MANAGEMENT_BASE);

export const useManagementPaths = MANAGEMENT_AREA.useAreaPaths;
