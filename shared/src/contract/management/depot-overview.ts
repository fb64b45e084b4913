// The depot orders overview (spec 001 §3, §7): rows, category counts and chart.
import { z } from 'zod';
import { ZId, ZIsoDate } from '../bounded.js';
import { defineCall } from '../define-call.js';
import { ZPaging } from '../envelope.js';
import { ZDepotFormType } from '../depot.js';
import { ZChartAnswer, chartOf } from './charts.js';
import {
  ZCategoryCount,
  ZOverviewAnswer,
  dateRange,
  level1,
  noParams,
} from './overview-answers.js';

/**
 * Depot overview row (spec 001 §3): one handled depot order. An order may hold several
 * products: `serialNumber` and `articleGroup` then list them, comma separated (ours).
 */
export const ZDepotOverviewRow = z.object({
  depotCaseId: z.number().int(),
  handleDate: ZIsoDate.nullable(),
  customerName: z.string().nullable(),
  articleGroup: z.string().nullable(),
  serialNumber: z.string().nullable(),
  formType: ZDepotFormType,
  pickupAddress: z.string().nullable(),
  dropoffAddress: z.string().nullable(),
  // Ours: the order's name, as on the depot lists, and how many products it held.
  name: z.string(),
  numberOfProducts: z.number().int(),
});
export type TDepotOverviewRow = z.infer<typeof ZDepotOverviewRow>;

/** Filters of the depot overview: the period (handled date), order type, place, kind. */
export const ZDepotOverviewFilters = z.object({
  ...dateRange,
  formType: ZDepotFormType.nullable().optional(),
  locationId: ZId.nullable().optional(),
  categoryId: ZId.nullable().optional(),
});
export type TDepotOverviewFilters = z.infer<typeof ZDepotOverviewFilters>;

export const ZDepotOverviewRequest = z.object({
  filters: ZPaging.extend(ZDepotOverviewFilters.shape),
});
export type TDepotOverviewRequest = z.input<typeof ZDepotOverviewRequest>;

export const getDepotOverviewCall = defineCall({
  method: 'POST',
  path: '/customer/management/overviews/depot',
  params: noParams,
  body: ZDepotOverviewRequest,
  response: ZOverviewAnswer({ cases: z.array(ZDepotOverviewRow) }),
  access: level1('depot'),
});

export const getDepotCategoryCountsCall = defineCall({
  method: 'POST',
  path: '/customer/management/overviews/depot-category',
  params: noParams,
  body: ZDepotOverviewRequest,
  response: ZOverviewAnswer({ items: z.array(ZCategoryCount) }),
  access: level1('depot'),
});

export const getDepotChartCall = defineCall({
  method: 'POST',
  path: '/customer/management/overviews/depot/chart',
  params: noParams,
  body: chartOf({ filters: ZDepotOverviewFilters }),
  response: ZChartAnswer,
  access: level1('depot'),
  lane: 'list',
});
