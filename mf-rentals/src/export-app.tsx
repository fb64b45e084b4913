/**
 * Exposed as `rentals/App`: the rentals pages, mounted by the shell at /rentals/* or alone
 * with their own router (createAreaApp, @portal/shared/remote).
 */
import { createAreaApp } from '@portal/shared/remote';
import { RENTALS_AREA } from './components/rentals-paths';
import RentalsRoutes from './routes/rentals-routes';

export default createAreaApp(RENTALS_AREA, RentalsRoutes);
