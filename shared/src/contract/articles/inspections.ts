// Inspections of a product and the inspections overview (spec 001 §3, §5, §7).
import { z } from 'zod';
import { TEXT_LIMITS, ZId, ZText } from '../bounded.js';
import { defineCall } from '../define-call.js';
import { LIST_SORT_KEYS, listQueryShape } from '../list-order.js';
import { ZEnvelope, ZPaging } from '../envelope.js';
import { ZIsoDate } from '../rentals.js';
import { VIEW, noParams } from './call-access.js';
import { ZInspectionConclusion, ZInspectionDue } from './values.js';

export const ZInspection = z.object({
  /** Null for a product that is due but has no planned inspection yet ('Te keuren'). */
  inspectionId: z.number().int().nullable(),
  productId: z.number().int(),
  statusLabel: z.string(),
  conclusion: ZInspectionConclusion,
  plannedDate: ZIsoDate.nullable(),
  inspectDate: ZIsoDate.nullable(),
  serialNumber: z.string(),
  name: z.string(),
  owner: z.string().nullable(),
  inspectionNumber: z.string().nullable(),
  /** Ours: whether a report can be downloaded (GET global/download/inspection/{id}). */
  hasReport: z.boolean(),
  /**
   * Ours: the date the product is due for inspection, and where that stands today, on a
   * row about the coming inspection (PENDING, or a 'Te keuren' row without a plan); null on
   * a finished inspection, whose dates are its own plannedDate and inspectDate.
   */
  nextInspectionDate: ZIsoDate.nullable(),
  inspectionDue: ZInspectionDue.nullable(),
});
export type TInspection = z.infer<typeof ZInspection>;

/** Filters of the inspections overview (dates from 2015, spec 001 §5). */
export const ZInspectionFilters = z.object({
  categoryId: ZId.nullable().optional(),
  locationId: ZId.nullable().optional(),
  serialNumber: ZText(TEXT_LIMITS.short).nullable().optional(),
  dateFrom: ZIsoDate.nullable().optional(),
  dateTo: ZIsoDate.nullable().optional(),
  /** Ours, 'Te keuren' only: past its due date (the home tile's count) or due within 30 days. */
  due: z.enum(['OVERDUE', 'SOON']).nullable().optional(),
  ...listQueryShape(LIST_SORT_KEYS.inspections),
});

export const ZInspectionContext = z.enum([
  'overview-open',
  'overview-archive',
  'overview-inspections',
  'product',
]);
export type TInspectionContext = z.infer<typeof ZInspectionContext>;

export const ZInspectionsOverviewRequest = z.object({
  context: ZInspectionContext,
  /** Required when context is 'product'. */
  productId: ZId.nullable().optional(),
  filters: ZPaging.extend(ZInspectionFilters.shape),
});

export const getInspectionsCall = defineCall({
  method: 'POST',
  path: '/customer/articles/product/inspections/overview',
  params: noParams,
  body: ZInspectionsOverviewRequest,
  response: ZEnvelope(
    z.object({ inspections: z.array(ZInspection), totalCount: z.number().int() }),
  ),
  access: VIEW,
});
