// Test helpers of the requests area: its whole <Routes> under its base, fetch answered by path.
import { createAreaRenderer } from '@portal/shared/testing';
import { REQUESTS_BASE } from '../config/requests-routes';
import RequestsRoutes from '../routes/requests-routes';

export { currentLocation, mockApi, ok, refused, type TRecordedCall } from '@portal/shared/testing';

/** Renders the requests area at a path under REQUESTS_BASE, signed in (`{ '*': 2 }` unless given). */
export const renderArea = createAreaRenderer(REQUESTS_BASE, <RequestsRoutes />);
