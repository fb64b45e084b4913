// The rentals area (issue 3): case lists and views, the rental writes, the request
// permission check, the QR code lookup and the Excel of a list. One registration for app.ts.
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { rentalCaseCalls } from './rental-case-calls.js';
import { rentalCasesExcelRoute } from './rental-cases-excel-route.js';
import { rentalRequestCalls } from './rental-request-calls.js';
import { requestCheckCalls } from './request-check-calls.js';

export function rentalsRoutes(app: FastifyInstance, deps: TDeps): void {
  rentalCaseCalls(app, deps);
  rentalRequestCalls(app, deps);
  requestCheckCalls(app, deps);
  rentalCasesExcelRoute(app, deps);
}
