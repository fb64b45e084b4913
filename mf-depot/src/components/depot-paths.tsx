// The depot area, mounted at /articles for the route table's depot paths: where it is
// mounted (createAreaApp provides it) and the addresses inside it (createAreaPaths,
// @portal/shared/remote): '/articles/depot-pending' in the shell, '/depot-pending' under a
// standalone router whose basename is /articles.
import { createAreaPaths } from '@portal/shared/remote';
import { DEPOT_BASE } from '../config/depot-routes';

export const DEPOT_AREA = createAreaPaths(DEPOT_BASE);

export const useDepotPaths = DEPOT_AREA.useAreaPaths;
