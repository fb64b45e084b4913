// Repairs of a product and the repairs overview (spec 001 §3, §7).
import { z } from 'zod';
import { TEXT_LIMITS, ZId, ZText } from '../bounded.js';
import { defineCall } from '../define-call.js';
import { LIST_SORT_KEYS, listQueryShape } from '../list-order.js';
import { ZEnvelope, ZPaging } from '../envelope.js';
import { ZIsoDate } from '../rentals.js';
import { VIEW, noParams } from './call-access.js';
import { ZRepairStatus } from './values.js';

export const ZRepair = z.object({
  repairId: z.number().int(),
  productId: z.number().int(),
  repairNumber: z.string(),
  serialNumber: z.string(),
  statusLabel: z.string(),
  status: ZRepairStatus,
  createDate: ZIsoDate,
  repairDate: ZIsoDate.nullable(),
  repairer: z.string().nullable(),
  /** File name of the repair slip (GET global/download/repair/{repairId}). */
  documentName: z.string().nullable(),
  // Ours: what the overview shows beside the spec's fields.
  name: z.string(),
  owner: z.string().nullable(),
});
export type TRepair = z.infer<typeof ZRepair>;

export const ZRepairsTab = z.enum(['open', 'archive', 'product']);
export const ZRepairsOverviewRequest = z.object({
  tabType: ZRepairsTab,
  /** Required when tabType is 'product'. */
  productId: ZId.nullable().optional(),
  filters: ZPaging.extend({
    categoryId: ZId.nullable().optional(),
    locationId: ZId.nullable().optional(),
    serialNumber: ZText(TEXT_LIMITS.short).nullable().optional(),
    ...listQueryShape(LIST_SORT_KEYS.repairs),
  }),
});

export const getRepairsCall = defineCall({
  method: 'POST',
  path: '/customer/articles/product/repairs/overview',
  params: noParams,
  body: ZRepairsOverviewRequest,
  response: ZEnvelope(z.object({ repairs: z.array(ZRepair), totalCount: z.number().int() })),
  access: VIEW,
});
