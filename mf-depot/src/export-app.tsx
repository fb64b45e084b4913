/**
 * Exposed as `depot/App`: the depot order tabs, their details and the delivery request,
 * mounted by the shell at /articles/* (for the paths the route table gives the depot
 * remote) or alone with their own router (createAreaApp, @portal/shared/remote).
 */
import { createAreaApp } from '@portal/shared/remote';
import { DEPOT_AREA } from './components/depot-paths';
import DepotRoutes from './routes/depot-routes';

export default createAreaApp(DEPOT_AREA, DepotRoutes);
