// Registering an own aid (spec 001 §3 Add product, §4, §5).
import { z } from 'zod';
import { TEXT_LIMITS, ZBoundedRecord, ZId, ZText } from '../bounded.js';
import { defineCall } from '../define-call.js';
import { ZEnvelope } from '../envelope.js';
import { ZIsoDate } from '../rentals.js';
import { noParams } from './call-access.js';
import { ZSerialNumber } from './product.js';

/** Raw values of template fields, keyed by field id. */
export const ZCustomValues = ZBoundedRecord(
  z
    .string()
    .max(10)
    .regex(/^\d{1,10}$/),
  ZText(TEXT_LIMITS.short).nullable(),
  50,
);

/** Decimal with comma or period (spec 001 §5); the api stores it as numeric(12,2). */
export const ZMoneyText = ZText(20).pipe(z.string().regex(/^\d{1,9}([.,]\d{1,2})?$/));

/** Register an own aid (spec 001 §3 Add product), with the serial options of §4. */
export const ZAddProductRequest = z.object({
  articleId: ZId,
  locationId: ZId,
  departmentId: ZId.nullable(),
  room: ZText(TEXT_LIMITS.short).nullable(),
  clientName: ZText(TEXT_LIMITS.short).nullable(),
  /** existing: place the unplaced product `productId`; new: `serialNumber`; unknown: generated. */
  serialOption: z.enum(['existing', 'new', 'unknown']),
  productId: ZId.nullable(),
  serialNumber: ZSerialNumber.nullable(),
  frameNumber: ZText(TEXT_LIMITS.short).nullable(),
  registrationDate: ZIsoDate.nullable(),
  purchaseValue: ZMoneyText.nullable(),
  productBrand: ZText(TEXT_LIMITS.short).nullable(),
  productType: ZText(TEXT_LIMITS.short).nullable(),
  dimensions: ZText(TEXT_LIMITS.short).nullable(),
  remarks: ZText(TEXT_LIMITS.comments).nullable(),
  customFields: ZCustomValues,
});
export type TAddProductRequest = z.infer<typeof ZAddProductRequest>;

/** Success: the new product; failure may name the field (`response.field`, spec §8). */
export const ZAddProductResponse = ZEnvelope(
  z.object({
    productId: z.number().int(),
    message: z.string(),
    /**
     * Ours (issue 38), for the confirmation to say what was registered: the serial number
     * it got (a generated one too) and where it was placed ('Location, Department, Room').
     * An older api sends neither.
     */
    serialNumber: z.string().optional(),
    place: z.string().optional(),
  }),
);

export const addProductCall = defineCall({
  method: 'PUT',
  path: '/global/articles/product/add',
  params: noParams,
  body: ZAddProductRequest,
  response: ZAddProductResponse,
  access: { route: '/articles/add', level: 2 },
});
