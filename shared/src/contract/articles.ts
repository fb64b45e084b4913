// Articles calls of spec 001 §7 (Articles) and the product entities of §3: the product
// overview, a product's details and tabs, every action a care manager takes on a product,
// registration of an own aid, the inspections and repairs overviews, and (ours, beyond the
// spec) inspection due dates and QR label sheets. Dates travel as 'yyyy-MM-dd' strings.
// The design behind it: README of mf-articles and api/src/routes/articles/README.md.
import { z } from 'zod';
import { TEXT_LIMITS, ZBoundedRecord, ZEnumAnyCase, ZId, ZIdList, ZText } from './bounded.js';
import { defineCall } from './define-call.js';
import { LIST_SORT_KEYS, listQueryShape } from './list-order.js';
import { ZEnvelope, ZPaging } from './envelope.js';
import { ZFlag } from './global.js';
import { ZCreatedRequest, ZIsoDate, ZRequestType } from './rentals.js';

// ---------------------------------------------------------------------------------------
// Values
// ---------------------------------------------------------------------------------------

/** Where a product is listed: 'Op locatie' or 'In depot' (tab group product-overview). */
export const ZProductPlacement = z.enum(['location', 'depot']);
export type TProductPlacement = z.infer<typeof ZProductPlacement>;

/** Stored product status; RESERVED is displayed, never stored (spec 000 §4). */
export const ZProductStatus = z.enum(['ACTIVE', 'REMOVED']);
export type TProductStatus = z.infer<typeof ZProductStatus>;

/** The status a screen shows (spec 000 §4: RESERVED when enableReservation is 1). */
export const ZProductDisplayStatus = z.enum(['ACTIVE', 'RESERVED', 'REMOVED']);
export type TProductDisplayStatus = z.infer<typeof ZProductDisplayStatus>;

/** A product's own depot status (ours; null on location without a running order). */
export const ZProductDepotStatus = z.enum([
  'IN_DEPOT',
  'PENDING_IN',
  'PENDING_OUT',
  'PENDING_TRANSFER',
]);
export type TProductDepotStatus = z.infer<typeof ZProductDepotStatus>;

export const QUALITY_VALUES = ['GOOD', 'AVERAGE', 'BAD'] as const;
export const ZQuality = z.enum(QUALITY_VALUES);
export type TQuality = z.infer<typeof ZQuality>;

/** Beyond the spec: where a product stands against its periodic inspection. */
export const ZInspectionDue = z.enum(['OVERDUE', 'SOON', 'OK']);
export type TInspectionDue = z.infer<typeof ZInspectionDue>;

export const ZInspectionConclusion = z.enum(['PENDING', 'COMPLETED', 'REJECTED']);
export type TInspectionConclusion = z.infer<typeof ZInspectionConclusion>;

/** PROCESSING and FIXED (spec); BROKEN is a client repair's 'not repairable' result. */
export const ZRepairStatus = z.enum(['PROCESSING', 'FIXED', 'BROKEN']);
export type TRepairStatus = z.infer<typeof ZRepairStatus>;

export const ZCleaningStatus = z.enum(['PROCESSING', 'RELEASED', 'REPAIR']);
export type TCleaningStatus = z.infer<typeof ZCleaningStatus>;

export const ZClientRepairConclusion = z.enum(['FIXED', 'BROKEN']);

/** Relocate: 'vdm' asks the supplier to move it, 'intern' records an own move (spec §4). */
export const ZRelocateHandler = z.enum(['vdm', 'intern']);
export type TRelocateHandler = z.infer<typeof ZRelocateHandler>;

// ---------------------------------------------------------------------------------------
// Entities (answers)
// ---------------------------------------------------------------------------------------

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

export const ZCleaning = z.object({
  cleaningId: z.number().int(),
  status: ZCleaningStatus,
  statusLabel: z.string(),
  createDate: ZIsoDate,
  cleanDate: ZIsoDate.nullable(),
});
export type TCleaning = z.infer<typeof ZCleaning>;

export const ZProductLogEntry = z.object({
  /** ISO date-time. */
  createDate: z.string(),
  message: z.string(),
  specification: z.string(),
  name: z.string(),
});
export type TProductLogEntry = z.infer<typeof ZProductLogEntry>;

// ---------------------------------------------------------------------------------------
// Requests (bounded, see bounded.ts)
// ---------------------------------------------------------------------------------------

/** The serial hint of spec 001 §5: capitals, digits, hyphen and period. */
export const SERIAL_PATTERN = /^[A-Z0-9.-]+$/;
export const ZSerialNumber = ZText(TEXT_LIMITS.short, { min: 1 }).pipe(
  z.string().regex(SERIAL_PATTERN),
);

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

export const ZCleaningsRequest = z.object({
  productId: ZId,
  filters: ZPaging.extend({ status: ZCleaningStatus.nullable().optional() }),
});

export const ZProductLogRequest = z.object({ productId: ZId, filters: ZPaging });

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
  z.object({ productId: z.number().int(), message: z.string() }),
);

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

/** Beyond the spec: products whose labels to print (one A4 sheet holds 24). */
export const MAX_LABELS = 24;
export const ZLabelsRequest = z.object({ productIds: ZIdList(MAX_LABELS) });

// ---------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------

const noParams = z.object({});
const noBody = z.undefined();
const VIEW = { route: '/articles', level: 1 } as const;
const LOCATION_ACTION = '/articles/location/product/actions';

/**
 * The route of a product's own page for an action (`scan`, `edit`, ...) by its placement:
 * a product in a depot has its own pages (spec 000 §2.2).
 */
export function productActionRoute(placement: 'location' | 'depot', action: string): string {
  return `/articles/${placement}/product/actions/${action}`;
}

/** A call whose route is the action's page of the product's placement (checked after). */
const eitherPlacement = (action: string) =>
  ({
    anyOf: [productActionRoute('location', action), productActionRoute('depot', action)],
    level: 2,
  }) as const;

export const getProductsCall = defineCall({
  method: 'POST',
  path: '/customer/articles/overview',
  params: noParams,
  body: ZProductsOverviewRequest,
  response: ZEnvelope(z.object({ products: z.array(ZProduct), totalCount: z.number().int() })),
  access: VIEW,
});

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

export const getRepairsCall = defineCall({
  method: 'POST',
  path: '/customer/articles/product/repairs/overview',
  params: noParams,
  body: ZRepairsOverviewRequest,
  response: ZEnvelope(z.object({ repairs: z.array(ZRepair), totalCount: z.number().int() })),
  access: VIEW,
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

export const getCleaningsCall = defineCall({
  method: 'POST',
  path: '/customer/articles/product/cleanings/overview',
  params: noParams,
  body: ZCleaningsRequest,
  response: ZEnvelope(z.object({ cleanings: z.array(ZCleaning), totalCount: z.number().int() })),
  access: VIEW,
});

export const getProductLogCall = defineCall({
  method: 'POST',
  path: '/customer/articles/product/log/overview',
  params: noParams,
  body: ZProductLogRequest,
  response: ZEnvelope(z.object({ log: z.array(ZProductLogEntry), totalCount: z.number().int() })),
  access: VIEW,
});

export const addProductCall = defineCall({
  method: 'PUT',
  path: '/global/articles/product/add',
  params: noParams,
  body: ZAddProductRequest,
  response: ZAddProductResponse,
  access: { route: '/articles/add', level: 2 },
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

/** Ours: a PDF sheet of QR labels; answers the PDF itself, or an envelope on failure. */
export const PRODUCT_LABELS_PATH = '/customer/articles/labels';

/** Ours, like the spec's image.php: a product image by guid, with the token header. */
export const PRODUCT_IMAGE_PATH = '/image.php';
