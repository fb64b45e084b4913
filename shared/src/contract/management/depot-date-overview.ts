// 'Depot op datum' (spec 001 §3, §7): what stood in the depot on one day.
import { z } from 'zod';
import { ZId, ZIsoDate } from '../bounded.js';
import { defineCall } from '../define-call.js';
import { ZPaging } from '../envelope.js';
import { ZChartAnswer, chartOf } from './charts.js';
import { ZOverviewAnswer, level1, noParams } from './overview-answers.js';

/** A product that was in the depot on the asked day (ours: the spec names no fields). */
export const ZDepotDateRow = z.object({
  productId: z.number().int(),
  articleName: z.string(),
  serialNumber: z.string(),
  articleGroup: z.string().nullable(),
  /** The depot (warehouse) it was in. */
  owner: z.string().nullable(),
  /** The day it came into the depot, and the day it left (null: still there). */
  inDepotFrom: ZIsoDate,
  inDepotUntil: ZIsoDate.nullable(),
});
export type TDepotDateRow = z.infer<typeof ZDepotDateRow>;

/** 'Depot op datum': the products that were in the depot on `date` (required). */
export const ZDepotDateFilters = z.object({
  date: ZIsoDate,
  categoryId: ZId.nullable().optional(),
  warehouseId: ZId.nullable().optional(),
});
export type TDepotDateFilters = z.infer<typeof ZDepotDateFilters>;

export const ZDepotDateRequest = z.object({
  filters: ZPaging.extend(ZDepotDateFilters.shape),
});
export type TDepotDateRequest = z.input<typeof ZDepotDateRequest>;

export const getDepotDateOverviewCall = defineCall({
  method: 'POST',
  path: '/customer/management/overviews/depotdate',
  params: noParams,
  body: ZDepotDateRequest,
  response: ZOverviewAnswer({ products: z.array(ZDepotDateRow) }),
  access: level1('depotDate'),
});

export const getDepotDateChartCall = defineCall({
  method: 'POST',
  path: '/customer/management/overviews/depotdate/chart',
  params: noParams,
  body: chartOf({ filters: ZDepotDateFilters }),
  response: ZChartAnswer,
  access: level1('depotDate'),
  lane: 'list',
});
