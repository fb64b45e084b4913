// Cleanings of a product (spec 001 §3, §7).
import { z } from 'zod';
import { ZId } from '../bounded.js';
import { defineCall } from '../define-call.js';
import { ZEnvelope, ZPaging } from '../envelope.js';
import { ZIsoDate } from '../rentals.js';
import { VIEW, noParams } from './call-access.js';
import { ZCleaningStatus } from './values.js';

export const ZCleaning = z.object({
  cleaningId: z.number().int(),
  status: ZCleaningStatus,
  statusLabel: z.string(),
  createDate: ZIsoDate,
  cleanDate: ZIsoDate.nullable(),
});
export type TCleaning = z.infer<typeof ZCleaning>;

export const ZCleaningsRequest = z.object({
  productId: ZId,
  filters: ZPaging.extend({ status: ZCleaningStatus.nullable().optional() }),
});

export const getCleaningsCall = defineCall({
  method: 'POST',
  path: '/customer/articles/product/cleanings/overview',
  params: noParams,
  body: ZCleaningsRequest,
  response: ZEnvelope(z.object({ cleanings: z.array(ZCleaning), totalCount: z.number().int() })),
  access: VIEW,
});
