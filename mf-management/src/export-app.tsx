/**
 * Exposed as `management/App`: the management pages (invoices, overviews, rental costs),
 * mounted by the shell at /management/* or alone with their own router (createAreaApp,
 * @portal/shared/remote).
 */
import { createAreaApp } from '@portal/shared/remote';
import { MANAGEMENT_AREA } from './components/management-paths';
import ManagementRoutes from './routes/management-routes';

export default createAreaApp(MANAGEMENT_AREA, ManagementRoutes);
