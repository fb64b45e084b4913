// The back office at /backoffice: where it is mounted (createAreaApp provides it) and the
// addresses inside it (createAreaPaths, @portal/shared/remote): `to` gives the router address
// of an area path, `go` navigates there.
import { createAreaPaths } from '@portal/shared/remote';
import { BACKOFFICE_BASE } from '../config/backoffice-routes';

export const BACKOFFICE_AREA = createAreaPaths(BACKOFFICE_BASE);

export const useBackOfficePaths = BACKOFFICE_AREA.useAreaPaths;
