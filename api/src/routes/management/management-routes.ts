// Management info (issue 25, spec 001 §2.7, §7 Management): the overviews, their charts,
// the rental costs and the downloads. One registration for app.ts. The invoice list is a
// rentals call (routes/rentals/rental-case-calls.ts), as the spec lists it.
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { managementChartCalls } from './chart-calls.js';
import { managementDownloadRoute } from './management-download-route.js';
import { managementOverviewCalls } from './overview-calls.js';

export function managementRoutes(app: FastifyInstance, deps: TDeps): void {
  managementOverviewCalls(app, deps);
  managementChartCalls(app, deps);
  managementDownloadRoute(app, deps);
}
