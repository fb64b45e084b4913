// Test helpers of the back office: its whole <Routes> under its base, fetch answered by path.
import { createAreaRenderer } from '@portal/shared/testing';
import { BACKOFFICE_BASE } from '../config/backoffice-routes';
import BackOfficeRoutes from '../routes/backoffice-routes';

export { currentLocation, mockApi, ok, refused, type TRecordedCall } from '@portal/shared/testing';

/** Renders the back office at a path under BACKOFFICE_BASE, signed in (`{ '*': 2 }` unless given). */
export const renderArea = createAreaRenderer(BACKOFFICE_BASE, <BackOfficeRoutes />);
