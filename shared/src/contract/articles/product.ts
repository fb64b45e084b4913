// A product, its template fields, its details page and its barcode and image (spec 001 §3,
// §7 Articles).
import { z } from 'zod';
import { TEXT_LIMITS, ZId, ZText } from '../bounded.js';
import { defineCall } from '../define-call.js';
import { ZEnvelope } from '../envelope.js';
import { ZFlag } from '../global.js';
import { ZIsoDate, ZRequestType } from '../rentals.js';
import { VIEW, noBody } from './call-access.js';
import {
  ZInspectionDue,
  ZProductDepotStatus,
  ZProductDisplayStatus,
  ZProductPlacement,
  ZProductStatus,
  ZQuality,
} from './values.js';

export const ZProduct = z.object({
  title: z.string(),
  productId: z.number().int(),
  /** 0/1, or '0'/'1' from the supplier's own backend (spec 000 §4). */
  enableReservation: z.union([ZFlag, z.enum(['0', '1'])]),
  articleName: z.string(),
  serialNumber: z.string(),
  productStatus: ZProductStatus,
  depotStatus: ZProductDepotStatus.nullable(),
  /** Date placed at its current location or in the depot. */
  startDate: ZIsoDate.nullable(),
  /** The location (on location) or warehouse (in depot) that holds it. */
  owner: z.string().nullable(),
  departmentRoom: z.string().nullable(),
  /** Shown as 'Bouwjaar' (its year). */
  registrationDate: ZIsoDate.nullable(),
  productBrand: z.string().nullable(),
  productType: z.string().nullable(),
  quality: ZQuality.nullable(),
  /** Date of the last inspection. */
  inspectDate: ZIsoDate.nullable(),
  // Ours, beyond the spec:
  clientName: z.string().nullable(),
  hasBarcode: z.boolean(),
  nextInspectionDate: ZIsoDate.nullable(),
  inspectionDue: ZInspectionDue.nullable(),
});
export type TProduct = z.infer<typeof ZProduct>;

export const ZCustomFieldType = z.enum(['text', 'number', 'date', 'select', 'checkbox']);
export type TCustomFieldType = z.infer<typeof ZCustomFieldType>;

/** Properties of a template field: options of a select, required, maximum length, unit. */
export const ZCustomFieldProperties = z.object({
  options: z.array(z.object({ label: z.string(), value: z.string() })).optional(),
  required: z.boolean().optional(),
  max: z.number().int().optional(),
  unit: z.string().optional(),
});

/** A field of an article template (GET customfields) with, on a product, its value. */
export const ZProductCustomField = z.object({
  id: z.number().int(),
  label: z.string(),
  /** The value as displayed ('Ja', '150 kg', '01-02-2026'); null when empty. */
  value: z.string().nullable(),
  /** The stored value ('1', '150', '2026-02-01'); null when empty. */
  valueRaw: z.string().nullable(),
  type: ZCustomFieldType,
  properties: ZCustomFieldProperties,
});
export type TProductCustomField = z.infer<typeof ZProductCustomField>;

export const ZProductDetails = ZProduct.extend({
  frameNumber: z.string().nullable(),
  barcodeDisplay: z.string().nullable(),
  status: ZProductDisplayStatus,
  statusDisplay: z.string(),
  dimensions: z.string().nullable(),
  customFields: z.array(ZProductCustomField),
  qualityUpdate: ZIsoDate.nullable(),
  currentValue: z.string().nullable(),
  purchaseValue: z.string().nullable(),
  remarks: z.string().nullable(),
  reservationReason: z.string().nullable(),
  /** The location or warehouse id holding it. */
  ownerEntityId: z.number().int().nullable(),
  departmentId: z.number().int().nullable(),
  room: z.string().nullable(),
  productTemplateId: z.number().int().nullable(),
  // Ours: what the forms need to start from the current values.
  placement: ZProductPlacement.nullable(),
  locationId: z.number().int().nullable(),
  articleId: z.number().int(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  inspectionIntervalMonths: z.number().int().nullable(),
  /**
   * Ours: the request types running for this product (OPEN or PROCESSING), so the product
   * page offers only the actions the api allows (productActionRefusal of shared/rules).
   */
  runningRequests: z.array(ZRequestType),
});
export type TProductDetails = z.infer<typeof ZProductDetails>;

/** The serial hint of spec 001 §5: capitals, digits, hyphen and period. */
export const SERIAL_PATTERN = /^[A-Z0-9.-]+$/;
export const ZSerialNumber = ZText(TEXT_LIMITS.short, { min: 1 }).pipe(
  z.string().regex(SERIAL_PATTERN),
);

export const getProductDetailsCall = defineCall({
  method: 'GET',
  path: '/customer/articles/details/:id',
  params: z.object({ id: ZId }),
  body: noBody,
  response: ZEnvelope(z.object({ details: ZProductDetails })),
  access: VIEW,
});

/** Template fields of article `id` (step 2 of registration). */
export const getCustomFieldsCall = defineCall({
  method: 'GET',
  path: '/customer/articles/customfields/:id',
  params: z.object({ id: ZId }),
  body: noBody,
  response: ZEnvelope(z.object({ fields: z.array(ZProductCustomField) })),
  access: VIEW,
});

/** The QR presence check: the product's code, null when none is linked. */
export const getProductBarcodeCall = defineCall({
  method: 'GET',
  path: '/customer/articles/barcode/:id',
  params: z.object({ id: ZId }),
  body: noBody,
  response: ZEnvelope(z.object({ barcode: z.string().nullable() })),
  access: VIEW,
});

/** Ours, like the spec's image.php: a product image by guid, with the token header. */
export const PRODUCT_IMAGE_PATH = '/image.php';
