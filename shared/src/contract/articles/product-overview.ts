// The product overview: its filters, the list call and its Excel (spec 001 §3, §7).
import { z } from 'zod';
import { TEXT_LIMITS, ZEnumAnyCase, ZId, ZText } from '../bounded.js';
import { defineCall } from '../define-call.js';
import { LIST_SORT_KEYS, listQueryShape } from '../list-order.js';
import { ZEnvelope, ZPaging } from '../envelope.js';
import { ZIsoDate } from '../rentals.js';
import { VIEW, noParams } from './call-access.js';
import { ZProduct } from './product.js';
import { QUALITY_VALUES, ZProductPlacement } from './values.js';

/** The eight product filters of spec 001 §3, plus a depot and a sort (ours). */
export const ZProductFilters = z.object({
  categoryId: ZId.nullable().optional(),
  locationId: ZId.nullable().optional(),
  /** Ours: the depot (GET /global/warehouses) holding it; a product on location is in none. */
  warehouseId: ZId.nullable().optional(),
  clientName: ZText(TEXT_LIMITS.short).nullable().optional(),
  serialNumber: ZText(TEXT_LIMITS.short).nullable().optional(),
  frameNumber: ZText(TEXT_LIMITS.short).nullable().optional(),
  registrationDateFrom: ZIsoDate.nullable().optional(),
  registrationDateTo: ZIsoDate.nullable().optional(),
  quality: ZEnumAnyCase(QUALITY_VALUES).nullable().optional(),
  /**
   * Ours (before sortBy): 'nextInspection' sorts by the next inspection date, soonest first,
   * as `sortBy: 'nextInspection'` does; kept for clients that send it.
   */
  sort: z.enum(['default', 'nextInspection']).optional(),
  ...listQueryShape(LIST_SORT_KEYS.products),
});
export type TProductFilters = z.infer<typeof ZProductFilters>;

export const ZProductsOverviewRequest = z.object({
  tabType: ZProductPlacement,
  filters: ZPaging.extend(ZProductFilters.shape),
});
export type TProductsOverviewRequest = z.input<typeof ZProductsOverviewRequest>;

/** Excel of a product list with its filters (ours); answers the .xlsx or an envelope. */
export const PRODUCTS_EXCEL_PATH = '/customer/articles/overview/excel';
export const ZProductsExcelRequest = z.object({
  tabType: ZProductPlacement,
  filters: ZProductFilters.default({}),
});

export const getProductsCall = defineCall({
  method: 'POST',
  path: '/customer/articles/overview',
  params: noParams,
  body: ZProductsOverviewRequest,
  response: ZEnvelope(z.object({ products: z.array(ZProduct), totalCount: z.number().int() })),
  access: VIEW,
});
