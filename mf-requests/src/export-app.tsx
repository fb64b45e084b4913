/**
 * Exposed as `requests/App`: the customer requests pages, mounted by the shell at
 * /requests/* or alone with their own router (createAreaApp, @portal/shared/remote).
 */
import { createAreaApp } from '@portal/shared/remote';
import { REQUESTS_AREA } from './components/requests-paths';
import RequestsRoutes from './routes/requests-routes';

export default createAreaApp(REQUESTS_AREA, RequestsRoutes);
