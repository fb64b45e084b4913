// Test helpers of the depot area: its whole <Routes> under its base, fetch answered by path.
import { createAreaRenderer } from '@portal/shared/testing';
import { DEPOT_BASE } from '../config/depot-routes';
import DepotRoutes from '../routes/depot-routes';

export { currentLocation, mockApi, ok, refused } from '@portal/shared/testing';

/** Renders the depot area at a path under DEPOT_BASE, signed in (`{ '*': 2 }` unless given). */
export const renderArea = createAreaRenderer(DEPOT_BASE, <DepotRoutes />);
