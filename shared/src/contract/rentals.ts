// Rentals calls of spec 001 §7 (Rentals) and the entities of §3, plus the QR code lookup
// the scan screens use. Dates travel as 'yyyy-MM-dd' strings.
import { z } from 'zod';
import { defineCall } from './define-call.js';
import { LIST_SORT_KEYS, listQueryShape, ZListSearch } from './list-order.js';
import {
  TEXT_LIMITS,
  ZCount,
  ZEnumAnyCase,
  ZId,
  ZIdList,
  ZIsoDate,
  ZText,
  ZYesNo,
} from './bounded.js';
import { ZEnvelope, ZPaging } from './envelope.js';
import { ZFlag } from './global.js';
import { RESOURCE_ACCESS } from '../access/resource-access.js';

// why: the date type lives in bounded.ts with the other input types; areas import it here.
export { ZIsoDate } from './bounded.js';

export const ZRentalTab = z.enum(['active', 'waiting', 'archive']);
export type TRentalTab = z.infer<typeof ZRentalTab>;

export const ZRentalStatus = z.enum(['ACTIVE', 'WAITING', 'ENDED']);
export type TRentalStatus = z.infer<typeof ZRentalStatus>;

export const ZRentalCase = z.object({
  rentalCaseId: z.number().int(),
  displayName: z.string(),
  startDate: ZIsoDate.nullable(),
  endDate: ZIsoDate.nullable(),
  departmentRoom: z.string().nullable(),
  endUser: z.string().nullable(),
  companyName: z.string().nullable(),
  generalUse: ZFlag,
});
export type TRentalCase = z.infer<typeof ZRentalCase>;

/** Filters of the rental lists (ours: the spec names none); empty means all. */
export const ZRentalFilters = ZPaging.extend({
  ...listQueryShape(LIST_SORT_KEYS.rentalCases),
  locationId: ZId.optional(),
});
export type TRentalFilters = z.infer<typeof ZRentalFilters>;

export const ZRentalCasesRequest = z.object({ tabType: ZRentalTab, filters: ZRentalFilters });
export type TRentalCasesRequest = z.infer<typeof ZRentalCasesRequest>;

export const ZRentalDetails = z.object({
  title: z.string(),
  articleName: z.string(),
  serialNumber: z.string().nullable(),
  productBrand: z.string().nullable(),
  productType: z.string().nullable(),
  barcode: z.string().nullable(),
  rentalCaseId: z.number().int(),
  status: ZRentalStatus,
  statusDisplay: z.string(),
  priceDisplay: z.string().nullable(),
  startDate: ZIsoDate.nullable(),
  endDate: ZIsoDate.nullable(),
  rentalExtensions: z.number().int(),
  endUser: z.string().nullable(),
  birthDate: ZIsoDate.nullable(),
  departmentRoom: z.string().nullable(),
  generalUse: ZFlag,
  contactUser: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  rentalAddress: z.string().nullable(),
  invoiceAddress: z.string().nullable(),
});
export type TRentalDetails = z.infer<typeof ZRentalDetails>;

export const ZRentalDocument = z.object({
  documentNumber: z.string(),
  documentName: z.string(),
  createDate: ZIsoDate,
  documentType: z.string(),
  mimeType: z.string(),
  fileName: z.string(),
});
export type TRentalDocument = z.infer<typeof ZRentalDocument>;

export const ZRentalDocumentsRequest = z.object({
  tabType: ZRentalTab,
  rentalCaseId: ZId,
  filters: ZPaging,
});

export const ZPaymentStatus = z.enum(['OPEN', 'HANDLED']);
export const INVOICE_ORIGINS = ['SALE', 'RENTAL', 'Depot'] as const;
export const ZInvoiceOrigin = z.enum(INVOICE_ORIGINS);

export const ZInvoice = z.object({
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  invoiceDate: ZIsoDate,
  priceDisplay: z.string(),
  paymentStatus: ZPaymentStatus,
  /** 0 debit, 1 credit (spec 001 §4). */
  invoiceType: ZFlag,
  originType: ZInvoiceOrigin,
  location: z.string().nullable(),
  documentName: z.string(),
  title: z.string(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

/**
 * tabType of the invoice list. The spec names the field but not its values: ours are
 * all, open and handled (payment status); a client on a rental case's invoices tab
 * plausibly sends the rental tab it is on (active, waiting, archive), which narrows
 * nothing, like 'all'.
 */
export const ZInvoiceTab = z.enum(['all', 'open', 'handled', 'active', 'waiting', 'archive']);
export type TInvoiceTab = z.infer<typeof ZInvoiceTab>;

/**
 * Invoices of one rental case (viewType 'rental', typeId the case) or of the organisation
 * (viewType 'all', management). The spec names viewType and typeId without values: besides
 * ours, 'rentalcase' counts as 'rental' and 'management' as 'all', and a typeId of 0 or
 * '' (no case) as null, as a client without a case plausibly sends them.
 */
export const ZInvoicesRequest = z.object({
  tabType: ZInvoiceTab,
  viewType: z
    .enum(['rental', 'rentalcase', 'all', 'management'])
    .transform((value) =>
      value === 'rentalcase' ? 'rental' : value === 'management' ? 'all' : value,
    ),
  typeId: z
    .union([ZId, z.literal(0), z.literal('')])
    .nullable()
    .optional()
    .transform((value) => (value === 0 || value === '' || value === undefined ? null : value)),
  filters: ZPaging.extend({
    // The management invoice list's filters (spec: payment status, origin, date range,
    // location); all optional, all must hold, beside the tab.
    paymentStatus: ZPaymentStatus.nullable().optional(),
    originType: ZEnumAnyCase(INVOICE_ORIGINS).nullable().optional(),
    /** Invoice date from / to, inclusive (overview dates: 125 years back, no maximum). */
    dateFrom: ZIsoDate.nullable().optional(),
    dateTo: ZIsoDate.nullable().optional(),
    /** A location and those below it. */
    locationId: ZId.nullable().optional(),
    /**
     * Ours (issue 38): the list's search field, on the invoice number (the part typed, case
     * ignored), on both lists (management and a rental case's tab).
     */
    search: ZListSearch.nullable().optional(),
  }),
});
export type TInvoicesRequest = z.input<typeof ZInvoicesRequest>;
export type TInvoiceFilters = z.output<typeof ZInvoicesRequest>['filters'];

export const ZOrderedArticle = z.object({
  categoryId: ZId,
  name: ZText(TEXT_LIMITS.name, { min: 1 }),
  amount: ZCount(1, 99),
  key: ZText(TEXT_LIMITS.short, { min: 1 }),
  priceDisplay: ZText(TEXT_LIMITS.short).nullable(),
});
export type TOrderedArticle = z.infer<typeof ZOrderedArticle>;

/** Mattress sizes (spec 001 §5), in the spec's order: the one list the forms and schemas use. */
export const MATTRESS_SIZES = [
  '90x200',
  '90x210',
  '90x220',
  '100x200',
  '100x210',
  '100x220',
  '120x100',
] as const;
export type TMattressSize = (typeof MATTRESS_SIZES)[number];

/** Articles one rental request may carry (ours: a basket a real user never fills). */
export const MAX_REQUEST_ARTICLES = 50;

export const ZRentalRequest = z.object({
  articles: z.array(ZOrderedArticle).min(1).max(MAX_REQUEST_ARTICLES),
  measurementsBed: z.enum(MATTRESS_SIZES).nullable(),
  deliverDate: ZIsoDate,
  urgency: ZYesNo,
  locationId: ZId,
  departmentId: ZId.nullable(),
  room: ZText(50).nullable(),
  generalUse: ZYesNo,
  clientName: ZText(TEXT_LIMITS.short).nullable(),
  birthDate: ZIsoDate.nullable(),
  customerReference: ZText(TEXT_LIMITS.short).nullable(),
  contactId: ZId,
  comments: ZText(TEXT_LIMITS.comments).nullable(),
});
export type TRentalRequest = z.infer<typeof ZRentalRequest>;

export const ZRetourCase = z.object({
  rentalCaseId: z.number().int(),
  articleName: z.string(),
  serialNumber: z.string().nullable(),
  startDate: ZIsoDate.nullable(),
  location: z.string().nullable(),
  departmentRoom: z.string().nullable(),
  endUser: z.string().nullable(),
  isChecked: z.boolean(),
});
export type TRetourCase = z.infer<typeof ZRetourCase>;

/** Rental cases one retour may carry (ours). */
export const MAX_RETOUR_CASES = 50;

export const ZRetourRequest = z.object({
  rentalCases: ZIdList(MAX_RETOUR_CASES),
  retourDate: ZIsoDate,
  comments: ZText(TEXT_LIMITS.comments).nullable(),
  contactId: ZId,
});
export type TRetourRequest = z.infer<typeof ZRetourRequest>;

export const ZRequestType = z.enum([
  'DEPOT-IN',
  'DEPOT-OUT',
  'RENTAL-REQUEST',
  'RENTAL-STOP',
  'REPAIR-DEPOT',
  'REPAIR-RENTAL',
  'PRODUCT-LOCATION-UPDATE',
  'PRODUCT-CLIENT-UPDATE',
]);
export type TRequestType = z.infer<typeof ZRequestType>;

/** Upload limit: characters of encoded data per file (spec 001 §9). */
export const UPLOAD_LIMIT_ENCODED_CHARS = 10_000_000;

/** Files one repair report may carry (ours: the spec gives no number). */
export const MAX_REPAIR_FILES = 10;

export const ZUploadedFile = z.object({
  name: ZText(TEXT_LIMITS.name, { min: 1 }),
  /** A data URL (`data:<mime>;base64,...`) of an image or a PDF. */
  file: z
    .string()
    .min(1)
    .max(UPLOAD_LIMIT_ENCODED_CHARS)
    .regex(/^data:[\w.+-]+\/[\w.+-]+(?:;[\w-]+=[^;,]*)*;base64,[A-Za-z0-9+/=]*$/),
});
export type TUploadedFile = z.infer<typeof ZUploadedFile>;

export const ZRepairRequest = z.object({
  sourceId: ZId,
  requestType: z.enum(['REPAIR-RENTAL', 'REPAIR-DEPOT']),
  description: ZText(TEXT_LIMITS.description, { min: 1 }),
  files: z.array(ZUploadedFile).max(MAX_REPAIR_FILES),
  contactId: ZId,
});
export type TRepairRequest = z.infer<typeof ZRepairRequest>;

/** Answer of every write that creates a customer request. */
export const ZCreatedRequest = ZEnvelope(z.object({ customerRequestId: z.number().int() }));

// why: kept here too for the areas that import it from their contract.
export { IDEMPOTENCY_HEADER } from './define-call.js';

const noParams = z.object({});
const noBody = z.undefined();
const VIEW = { route: '/rentals', level: 1 } as const;

export const getRentalCasesCall = defineCall({
  method: 'POST',
  path: '/customer/rentals/cases',
  params: noParams,
  body: ZRentalCasesRequest,
  response: ZEnvelope(z.object({ cases: z.array(ZRentalCase), totalCount: z.number().int() })),
  access: VIEW,
});

/**
 * Excel of a rental list with its filters (ours: the spec names no path for it); answers
 * the .xlsx file itself, or an envelope on failure.
 */
export const RENTAL_CASES_EXCEL_PATH = '/customer/rentals/cases/excel';

export const ZRentalCasesExcelRequest = z.object({
  tabType: ZRentalTab,
  // why: the whole list, so paging fields are not needed (and ignored when sent).
  filters: ZRentalFilters.omit({ limitOffset: true, limitRows: true }).default({}),
});
export type TRentalCasesExcelRequest = z.input<typeof ZRentalCasesExcelRequest>;

export const getRentalDocumentsCall = defineCall({
  method: 'POST',
  path: '/customer/rentals/documents',
  params: noParams,
  body: ZRentalDocumentsRequest,
  response: ZEnvelope(
    z.object({ documents: z.array(ZRentalDocument), totalCount: z.number().int() }),
  ),
  access: VIEW,
});

export const getRentalDetailsCall = defineCall({
  method: 'GET',
  path: '/customer/rentals/details/:rentalCaseId',
  params: z.object({ rentalCaseId: ZId }),
  body: noBody,
  response: ZEnvelope(z.object({ details: ZRentalDetails })),
  access: VIEW,
});

export const createRentalRequestCall = defineCall({
  method: 'PUT',
  path: '/customer/rentals/request/article',
  params: noParams,
  body: ZRentalRequest,
  response: ZCreatedRequest,
  access: { route: '/rentals/actions/request', level: 2 },
});

export const getRetourCasesCall = defineCall({
  method: 'POST',
  path: '/customer/rentals/request/retour/cases',
  params: noParams,
  body: z.object({ rentalCaseId: ZId }),
  response: ZEnvelope(z.object({ cases: z.array(ZRetourCase) })),
  access: { route: '/rentals/active/retour', level: 2 },
});

export const createRetourCall = defineCall({
  method: 'PUT',
  path: '/customer/rentals/request/retour/process',
  params: noParams,
  body: ZRetourRequest,
  response: ZCreatedRequest,
  access: { route: '/rentals/active/retour', level: 2 },
});

/** The routes (level 2) a repair report needs, by request type (createRepairRequestCall). */
export const REPAIR_REQUEST_ROUTES = {
  'REPAIR-RENTAL': '/rentals/active/repair',
  'REPAIR-DEPOT': '/articles/location/product/actions/repair',
} as const;

export const createRepairRequestCall = defineCall({
  method: 'PUT',
  path: '/customer/articles/product/request/repair',
  params: noParams,
  body: ZRepairRequest,
  response: ZCreatedRequest,
  // why: one call serves rental and depot repairs; the api checks the route that belongs
  // to the request type (/rentals/active/repair or the product repair action), level 2.
  access: { anyOf: Object.values(REPAIR_REQUEST_ROUTES), level: 2 },
});

export const getInvoicesCall = defineCall({
  method: 'POST',
  path: '/customer/management/invoices',
  params: noParams,
  body: ZInvoicesRequest,
  response: ZEnvelope(z.object({ invoices: z.array(ZInvoice), totalCount: z.number().int() })),
  // why: viewType 'rental' needs /rentals (level 1), 'all' needs /management/invoices.
  access: {
    anyOf: [RESOURCE_ACCESS.rentalInvoice.route, RESOURCE_ACCESS.saleInvoice.route],
    level: 1,
  },
});
