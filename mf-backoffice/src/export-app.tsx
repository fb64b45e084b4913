/**
 * Exposed as `backoffice/App`: the supplier's back office, mounted by the shell at
 * /backoffice/* or alone with its own router (createAreaApp, @portal/shared/remote), e.g.
 * in a supplier's own intranet.
 */
import { createAreaApp } from '@portal/shared/remote';
import { BACKOFFICE_AREA } from './components/backoffice-paths';
import BackOfficeRoutes from './routes/backoffice-routes';

export default createAreaApp(BACKOFFICE_AREA, BackOfficeRoutes);
