// Test helpers of the rentals area: its whole <Routes> under its base, fetch answered by path.
import { createAreaRenderer } from '@portal/shared/testing';
import { RENTALS_BASE } from '../config/rentals-routes';
import RentalsRoutes from '../routes/rentals-routes';

export { currentLocation, mockApi, ok, refused } from '@portal/shared/testing';

/** Renders the rentals area at a path under RENTALS_BASE, signed in (`{ '*': 2 }` unless given). */
export const renderArea = createAreaRenderer(RENTALS_BASE, <RentalsRoutes />);
