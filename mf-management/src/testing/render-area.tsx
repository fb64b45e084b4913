// Test helpers of the management area: its whole <Routes> under its base, fetch answered by path.
import { createAreaRenderer } from '@portal/shared/testing';
import { MANAGEMENT_BASE } from '../config/management-routes';
import ManagementRoutes from '../routes/management-routes';

export { currentLocation, mockApi, ok, refused, type TRecordedCall } from '@portal/shared/testing';

/** Renders the management area at a path under MANAGEMENT_BASE, signed in (`{ '*': 2 }` unless given). */
export const renderArea = createAreaRenderer(MANAGEMENT_BASE, <ManagementRoutes />);
