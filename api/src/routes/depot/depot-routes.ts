// The depot area (issue 11): order lists, details and their Excel, the depot writes. One
// registration for app.ts.
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { depotCaseCalls } from './depot-case-calls.js';
import { depotCasesExcelRoute } from './depot-cases-excel-route.js';
import { depotWriteCalls } from './depot-write-calls.js';

export function depotRoutes(app: FastifyInstance, deps: TDeps): void {
  depotCaseCalls(app, deps);
  depotCasesExcelRoute(app, deps);
  depotWriteCalls(app, deps);
}
