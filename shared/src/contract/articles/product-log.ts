// A product's log (spec 001 §3, §7).
import { z } from 'zod';
import { ZId } from '../bounded.js';
import { defineCall } from '../define-call.js';
import { ZEnvelope, ZPaging } from '../envelope.js';
import { VIEW, noParams } from './call-access.js';

export const ZProductLogEntry = z.object({
  /** ISO date-time. */
  createDate: z.string(),
  message: z.string(),
  specification: z.string(),
  name: z.string(),
});
export type TProductLogEntry = z.infer<typeof ZProductLogEntry>;

export const ZProductLogRequest = z.object({ productId: ZId, filters: ZPaging });

export const getProductLogCall = defineCall({
  method: 'POST',
  path: '/customer/articles/product/log/overview',
  params: noParams,
  body: ZProductLogRequest,
  response: ZEnvelope(z.object({ log: z.array(ZProductLogEntry), totalCount: z.number().int() })),
  access: VIEW,
});
