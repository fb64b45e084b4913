// The articles area (issue 10): product lists and views, their Excel, the product writes,
// documents, labels. One registration for app.ts.
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { productEditCalls } from './product-edit-calls.js';
import { productFileRoutes } from './product-file-routes.js';
import { productRequestCalls } from './product-request-calls.js';
import { productViewCalls } from './product-view-calls.js';
import { productsExcelRoute } from './products-excel-route.js';

export function articlesRoutes(app: FastifyInstance, deps: TDeps): void {
  productViewCalls(app, deps);
  productsExcelRoute(app, deps);
  productEditCalls(app, deps);
  productRequestCalls(app, deps);
  productFileRoutes(app, deps);
}
