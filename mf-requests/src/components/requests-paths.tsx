// The requests area at /requests: where it is mounted (createAreaApp provides it) and the
// addresses inside it (createAreaPaths, @portal/shared/remote): `to` gives the router address
// of an area path ('/requests/x' in the shell, '/x' under a standalone router whose basename is
// /requests), `go` navigates there. Every area has this one hook; the paths themselves are the
// config's (REQUEST_ROUTES, listPath, detailsPath).
import { createAreaPaths } from '@portal/shared/remote';
import { REQUESTS_BASE } from '../config/requests-routes';

export const REQUESTS_AREA = createAreaPaths(REQUESTS_BASE);

export const useRequestPaths = REQUESTS_AREA.useAreaPaths;
