// The response envelope every /Rest/Pwa call answers with (spec 000 §7): status, message
// and response. Request and response schemas of each call are built on it.
import { z } from 'zod';
import { MAX_LIMIT_OFFSET, MAX_LIMIT_ROWS, ZCount } from './bounded.js';

export const ZStatus = z.enum(['success', 'error', 'handled', 'SESSION_EXPIRED']);
export type TStatus = z.infer<typeof ZStatus>;

/** Envelope of an answer whose payload is validated by `response`. */
export function ZEnvelope<T extends z.ZodType>(response: T) {
  return z.object({
    status: ZStatus,
    message: z.string().nullable().optional(),
    response: response.nullable().optional(),
  });
}

/** Answer that carries only a status and perhaps a message. */
export const ZStatusOnly = ZEnvelope(z.null());
export type TStatusOnly = z.infer<typeof ZStatusOnly>;

/** An answer as it crosses the wire, before its payload is known to be valid. */
export const ZRawEnvelope = z.object({
  status: z.string(),
  message: z.string().nullable().optional(),
  response: z.unknown().optional(),
});
export type TRawEnvelope = z.infer<typeof ZRawEnvelope>;

export const ZPaging = z.object({
  limitOffset: ZCount(1, MAX_LIMIT_OFFSET),
  limitRows: ZCount(1, MAX_LIMIT_ROWS),
});
export type TPaging = z.infer<typeof ZPaging>;
