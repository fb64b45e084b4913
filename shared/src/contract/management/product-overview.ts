// The product overviews 'Hulpmiddelen op locatie' and 'in depot' (spec 001 §3, §7).
import { z } from 'zod';
import { defineCall } from '../define-call.js';
import { ZPaging } from '../envelope.js';
import { ZProduct, ZProductFilters, ZProductPlacement } from '../articles.js';
import { ZChartAnswer, chartOf } from './charts.js';
import { ZOverviewAnswer, anyManagementPage, noParams } from './overview-answers.js';

/** 'Hulpmiddelen op locatie' / 'in depot': the product list's filters (spec 001 §3). */
export const ZProductOverviewRequest = z.object({
  tabType: ZProductPlacement,
  filters: ZPaging.extend(ZProductFilters.shape),
});
export type TProductOverviewRequest = z.input<typeof ZProductOverviewRequest>;

export const getProductOverviewCall = defineCall({
  method: 'POST',
  path: '/customer/management/overviews/products',
  params: noParams,
  body: ZProductOverviewRequest,
  response: ZOverviewAnswer({ products: z.array(ZProduct) }),
  // why: 'location' is 'Hulpmiddelen op locatie', 'depot' 'Hulpmiddelen in depot'.
  access: anyManagementPage('productsLocation', 'productsDepot'),
});

export const getProductChartCall = defineCall({
  method: 'POST',
  path: '/customer/management/overviews/products/chart',
  params: noParams,
  body: chartOf({ tabType: ZProductPlacement, filters: ZProductFilters }),
  response: ZChartAnswer,
  access: anyManagementPage('productsLocation', 'productsDepot'),
  lane: 'list',
});
