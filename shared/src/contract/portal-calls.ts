// Calls of the portal as a whole rather than of one area: the shell's home tile, the
// scanner's QR lookup and the permission check before a request form (the shared UI's
// ScanPanel and PermissionGate). Every page loads them with the core contract; an area's
// own calls live in its file (rentals.ts, articles.ts, ...), which only its pages load.
import { z } from 'zod';
import { defineCall } from './define-call.js';
import { TEXT_LIMITS, ZId, ZText } from './bounded.js';
import { ZEnvelope } from './envelope.js';

const noParams = z.object({});
const noBody = z.undefined();

/** Request types whose form is preceded by a server permission check (spec 001 §4). */
export const ZCheckedRequestType = z.enum([
  'RENTAL-STOP',
  'PRODUCT-LOCATION-UPDATE',
  'REPAIR-DEPOT',
  'REPAIR-RENTAL',
  'DEPOT-OUT',
  'PRODUCT-CLIENT-UPDATE',
]);
export type TCheckedRequestType = z.infer<typeof ZCheckedRequestType>;

export const ZQrCodeResult = z.object({
  type: z.enum(['rental', 'depot-out', 'depot-in']),
  rentalcaseId: z.number().int().nullable(),
  productId: z.number().int().nullable(),
});
export type TQrCodeResult = z.infer<typeof ZQrCodeResult>;

/** Ours: counts for the Hulpmiddelenbeheer home tile. */
export const getInspectionSummaryCall = defineCall({
  method: 'GET',
  path: '/customer/articles/inspections/summary',
  params: noParams,
  body: noBody,
  response: ZEnvelope(z.object({ overdue: z.number().int(), soon: z.number().int() })),
  access: { route: '/articles', level: 1 },
});

export const checkRequestPermissionCall = defineCall({
  method: 'GET',
  path: '/customer/requests/checkpermission/:sourceId/:requestType',
  params: z.object({ sourceId: ZId, requestType: ZCheckedRequestType }),
  body: noBody,
  response: ZEnvelope(z.null()),
  access: 'session',
});

export const findQrCodeCall = defineCall({
  method: 'POST',
  path: '/customer/articles/qrcode/find',
  params: noParams,
  body: z.object({ barcode: ZText(TEXT_LIMITS.short, { min: 1 }) }),
  response: ZEnvelope(ZQrCodeResult),
  access: 'session',
});
