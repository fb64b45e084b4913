// The actions a care manager takes on a product (spec 001 §4, §7): link a QR code,
// relocate, the client's name, edit, a client repair, a depot-in request.
import { z } from 'zod';
import { TEXT_LIMITS, ZEnumAnyCase, ZId, ZText } from '../bounded.js';
import { defineCall } from '../define-call.js';
import { ZEnvelope } from '../envelope.js';
import { ZCreatedRequest, ZIsoDate } from '../rentals.js';
import { LOCATION_ACTION, eitherPlacement, noParams } from './call-access.js';
import { ZSerialNumber } from './product.js';
import { ZCustomValues, ZMoneyText } from './register-product.js';
import { QUALITY_VALUES, ZClientRepairConclusion, ZRelocateHandler } from './values.js';

export const ZLinkQrCodeRequest = z.object({
  barcode: ZText(TEXT_LIMITS.short, { min: 1 }),
  productId: ZId,
});

export const ZRelocateRequest = z.object({
  productId: ZId,
  toLocation: ZId,
  toDepartment: ZId.nullable(),
  toRoom: ZText(TEXT_LIMITS.short).nullable(),
  handler: ZRelocateHandler,
  /** Only with handler vdm. */
  comment: ZText(TEXT_LIMITS.comments).nullable(),
  /** Desired execution date, only with handler vdm. */
  deliverDate: ZIsoDate.nullable(),
  contactId: ZId,
});
export type TRelocateRequest = z.infer<typeof ZRelocateRequest>;

export const ZClientNameRequest = z.object({
  productId: ZId,
  clientName: ZText(TEXT_LIMITS.short, { min: 1 }),
});

export const ZEditProductRequest = z.object({
  productId: ZId,
  serialNumber: ZSerialNumber,
  frameNumber: ZText(TEXT_LIMITS.short).nullable(),
  registrationDate: ZIsoDate.nullable(),
  /** Only with the management permission; otherwise send null (or leave it out). */
  purchaseValue: ZMoneyText.nullable().optional(),
  productBrand: ZText(TEXT_LIMITS.short).nullable(),
  productType: ZText(TEXT_LIMITS.short).nullable(),
  dimensions: ZText(TEXT_LIMITS.short).nullable(),
  quality: ZEnumAnyCase(QUALITY_VALUES).nullable(),
  remarks: ZText(TEXT_LIMITS.comments).nullable(),
  customFields: ZCustomValues,
});
export type TEditProductRequest = z.infer<typeof ZEditProductRequest>;

/** Longest signature data URL a client repair takes (characters). */
export const MAX_SIGNATURE_CHARS = 500_000;

export const ZClientRepairRequest = z.object({
  productId: ZId,
  repairDate: ZIsoDate,
  conclusion: ZClientRepairConclusion,
  /** The contact who repaired it (GET global/contacts). */
  repairUserId: ZId,
  remark: ZText(TEXT_LIMITS.comments).nullable(),
  /** Ours: the repairer's signature, a PNG data URL from the signature pad. */
  signature: ZText(MAX_SIGNATURE_CHARS, { trim: false }).nullable(),
});
export type TClientRepairRequest = z.infer<typeof ZClientRepairRequest>;

export const ZDepotInRequest = z.object({
  productId: ZId,
  comments: ZText(TEXT_LIMITS.comments, { min: 1 }),
  deliverDate: ZIsoDate.nullable(),
  contactId: ZId,
});

/** Product writes answer the success envelope with the product id. */
export const ZProductWritten = ZEnvelope(z.object({ productId: z.number().int() }));

export const linkQrCodeCall = defineCall({
  method: 'PUT',
  path: '/customer/articles/product/edit/qrcode',
  params: noParams,
  body: ZLinkQrCodeRequest,
  response: ZProductWritten,
  // why: location and depot products have their own scan route; the api checks the one
  // that matches the product's placement (level 2).
  access: eitherPlacement('scan'),
});

/** Answers the created request (handler vdm) or null (intern). */
export const relocateProductCall = defineCall({
  method: 'PUT',
  path: '/customer/articles/product/edit/location',
  params: noParams,
  body: ZRelocateRequest,
  response: ZEnvelope(
    z.object({ productId: z.number().int(), customerRequestId: z.number().int().nullable() }),
  ),
  access: { route: `${LOCATION_ACTION}/relocate`, level: 2 },
});

export const updateClientNameCall = defineCall({
  method: 'PUT',
  path: '/customer/articles/product/edit/client',
  params: noParams,
  body: ZClientNameRequest,
  response: ZCreatedRequest,
  access: { route: `${LOCATION_ACTION}/client`, level: 2 },
});

export const editProductCall = defineCall({
  method: 'PUT',
  path: '/customer/articles/product/edit/data',
  params: noParams,
  body: ZEditProductRequest,
  response: ZProductWritten,
  // why: the edit route of the product's placement (location or depot), level 2.
  access: eitherPlacement('edit'),
});

export const registerClientRepairCall = defineCall({
  method: 'PUT',
  path: '/customer/articles/product/client/repair',
  params: noParams,
  body: ZClientRepairRequest,
  response: ZEnvelope(z.object({ productId: z.number().int(), repairId: z.number().int() })),
  access: { route: `${LOCATION_ACTION}/clientrepair`, level: 2 },
});

export const requestDepotInCall = defineCall({
  method: 'PUT',
  path: '/customer/articles/product/request/depot-in',
  params: noParams,
  body: ZDepotInRequest,
  response: ZCreatedRequest,
  access: { route: `${LOCATION_ACTION}/depot`, level: 2 },
});
