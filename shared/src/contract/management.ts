// Management calls of spec 001 §7 (Management) and the entities of §3 "Management": the
// overviews of /management/overviews (rental delivered and returned, active rental, rental
// and depot on a date, repairs, depot orders, the category counts, the product overviews),
// their Excel downloads and the repair slip (one binary call by documentType), the rental
// cost file 'Verhuurkosten', and, beyond the spec, the aggregates the area's charts draw
// (api/src/routes/management/README.md "Charts (our extension)"). The invoice list serves the
// management page and a rental case's invoices tab alike; it lives in ./rentals.ts, where
// the spec lists it (§7 Rentals). Dates travel as 'yyyy-MM-dd' strings.
import { z } from 'zod';
import { TEXT_LIMITS, ZCount, ZEnumAnyCase, ZId, ZIsoDate, ZText, ZYesNo } from './bounded.js';
import { defineCall } from './define-call.js';
import { ZEnvelope, ZPaging } from './envelope.js';
import { ZFlag } from './global.js';
import { ZProduct, ZProductFilters, ZProductPlacement, ZRepairStatus } from './articles.js';
import { ZDepotFormType } from './depot.js';
import { ZInvoicesRequest } from './rentals.js';
import { MANAGEMENT_ROUTES, type TManagementPage } from '../access/management-routes.js';

// ---------------------------------------------------------------------------------------
// Routes (spec 000 §2.2 "Management", all level 1)
// ---------------------------------------------------------------------------------------

// why: the paths are the route table's, named once in access/ for the access table too.
export {
  MANAGEMENT_PAGES,
  MANAGEMENT_ROUTES,
  type TManagementPage,
} from '../access/management-routes.js';

// ---------------------------------------------------------------------------------------
// Values
// ---------------------------------------------------------------------------------------

/**
 * Rental overview types (spec 001 §2.7): DELIVER (delivered in the period, by start date)
 * and RETURN (returned in the period, by end date) on 'Verhuur'; ACTIVE (running now, by
 * start date) is forced on 'Actieve verhuurdossiers'.
 */
export const RENTAL_OVERVIEW_TYPES = ['DELIVER', 'RETURN', 'ACTIVE'] as const;
export const ZRentalOverviewType = ZEnumAnyCase(RENTAL_OVERVIEW_TYPES);
export type TRentalOverviewType = (typeof RENTAL_OVERVIEW_TYPES)[number];

/** The page a rental overview type is shown on. */
export function rentalOverviewPage(type: TRentalOverviewType): TManagementPage {
  return type === 'ACTIVE' ? 'activeRental' : 'rental';
}

/** The page a product overview is shown on. */
export function productOverviewPage(placement: 'location' | 'depot'): TManagementPage {
  return placement === 'location' ? 'productsLocation' : 'productsDepot';
}

/** What a chart groups by (ours): calendar months, article categories or locations. */
export const ZChartGroup = z.enum(['month', 'category', 'location']);
export type TChartGroup = z.infer<typeof ZChartGroup>;

/** First year of the rental cost form (spec 001 §5, §9). */
export const RENTAL_COST_FIRST_YEAR = 2023;

// ---------------------------------------------------------------------------------------
// Entities (answers)
// ---------------------------------------------------------------------------------------

/** Rental overview row (spec 001 §3 Management), plus the fields marked ours. */
export const ZRentalOverviewRow = z.object({
  rentalCaseId: z.number().int(),
  displayName: z.string(),
  startDate: ZIsoDate.nullable(),
  endDate: ZIsoDate.nullable(),
  departmentRoom: z.string().nullable(),
  endUser: z.string().nullable(),
  contact: z.string().nullable(),
  companyName: z.string().nullable(),
  // Ours: as on the rental lists (1 = end user shown as 'Algemeen gebruik').
  generalUse: ZFlag,
  serialNumber: z.string().nullable(),
  categoryName: z.string().nullable(),
});
export type TRentalOverviewRow = z.infer<typeof ZRentalOverviewRow>;

/** Repair overview row (spec 001 §3), plus the fields marked ours. */
export const ZRepairOverviewRow = z.object({
  repairNumber: z.string(),
  serialNumber: z.string(),
  location: z.string().nullable(),
  customerReference: z.string().nullable(),
  repairDate: ZIsoDate.nullable(),
  // Ours: the slip (documentType 'repair' with this id) and what the row is about.
  repairId: z.number().int(),
  documentName: z.string(),
  articleName: z.string(),
  status: ZRepairStatus,
  statusLabel: z.string(),
  createDate: ZIsoDate,
});
export type TRepairOverviewRow = z.infer<typeof ZRepairOverviewRow>;

/**
 * Depot overview row (spec 001 §3): one handled depot order. An order may hold several
 * products: `serialNumber` and `articleGroup` then list them, comma separated (ours).
 */
export const ZDepotOverviewRow = z.object({
  depotCaseId: z.number().int(),
  handleDate: ZIsoDate.nullable(),
  customerName: z.string().nullable(),
  articleGroup: z.string().nullable(),
  serialNumber: z.string().nullable(),
  formType: ZDepotFormType,
  pickupAddress: z.string().nullable(),
  dropoffAddress: z.string().nullable(),
  // Ours: the order's name, as on the depot lists, and how many products it held.
  name: z.string(),
  numberOfProducts: z.number().int(),
});
export type TDepotOverviewRow = z.infer<typeof ZDepotOverviewRow>;

/** Category counts (spec 001 §3): per company (location) and category. */
export const ZCategoryCount = z.object({
  companyName: z.string().nullable(),
  numberOfProducts: z.number().int(),
  categoryName: z.string().nullable(),
  // Ours: the ids, to link a count to the overview filtered on it.
  locationId: z.number().int().nullable(),
  categoryId: z.number().int().nullable(),
});
export type TCategoryCount = z.infer<typeof ZCategoryCount>;

/** A product that was in the depot on the asked day (ours: the spec names no fields). */
export const ZDepotDateRow = z.object({
  productId: z.number().int(),
  articleName: z.string(),
  serialNumber: z.string(),
  articleGroup: z.string().nullable(),
  /** The depot (warehouse) it was in. */
  owner: z.string().nullable(),
  /** The day it came into the depot, and the day it left (null: still there). */
  inDepotFrom: ZIsoDate,
  inDepotUntil: ZIsoDate.nullable(),
});
export type TDepotDateRow = z.infer<typeof ZDepotDateRow>;

/** One bar (or point) of a chart: its key ('2026-03', a category or location id). */
export const ZChartPoint = z.object({
  /**
   * A month as 'yyyy-MM', or a category or location id as text ('depot-<id>' for a depot
   * where a chart groups places); '' for none.
   */
  key: z.string(),
  /** The category's or location's name; null for a month (the client formats it). */
  label: z.string().nullable(),
  value: z.number(),
});
export type TChartPoint = z.infer<typeof ZChartPoint>;

export const ZChart = z.object({
  groupBy: ZChartGroup,
  /** Months in order (every month of the range, zero included), else largest first. */
  points: z.array(ZChartPoint),
});
export type TChart = z.infer<typeof ZChart>;

/** One line of the rental cost file and the rental cost chart (api/README.md rule). */
export const ZRentalCostRow = z.object({
  /** 'yyyy-MM'. */
  month: z.string(),
  /** Only when grouped per location (else the chosen location and those below it). */
  locationId: z.number().int().nullable(),
  location: z.string().nullable(),
  /** Only when grouped per department. */
  departmentId: z.number().int().nullable(),
  department: z.string().nullable(),
  numberOfCases: z.number().int(),
  rentalDays: z.number().int(),
  costCents: z.number().int(),
  priceDisplay: z.string(),
});
export type TRentalCostRow = z.infer<typeof ZRentalCostRow>;

// ---------------------------------------------------------------------------------------
// Requests (bounded, see bounded.ts)
// ---------------------------------------------------------------------------------------

/**
 * A date range of an overview (spec 001 §5: 125 years back, no maximum; both optional,
 * inclusive). The api refuses a year before that and an end before the start.
 */
const dateRange = {
  dateFrom: ZIsoDate.nullable().optional(),
  dateTo: ZIsoDate.nullable().optional(),
};

/** Filters of the rental overviews: the period (start or end date by type), place, kind. */
export const ZRentalOverviewFilters = z.object({
  ...dateRange,
  /** A location and those below it. */
  locationId: ZId.nullable().optional(),
  /** A category and those below it. */
  categoryId: ZId.nullable().optional(),
});
export type TRentalOverviewFilters = z.infer<typeof ZRentalOverviewFilters>;

export const ZRentalOverviewRequest = z.object({
  tabType: ZRentalOverviewType,
  filters: ZPaging.extend(ZRentalOverviewFilters.shape),
});
export type TRentalOverviewRequest = z.input<typeof ZRentalOverviewRequest>;

/** Filters of the repairs overview: the period (repair date, else the day reported). */
export const ZRepairOverviewFilters = z.object({
  ...dateRange,
  locationId: ZId.nullable().optional(),
  categoryId: ZId.nullable().optional(),
  serialNumber: ZText(TEXT_LIMITS.short).nullable().optional(),
});
export type TRepairOverviewFilters = z.infer<typeof ZRepairOverviewFilters>;

export const ZRepairOverviewRequest = z.object({
  filters: ZPaging.extend(ZRepairOverviewFilters.shape),
});
export type TRepairOverviewRequest = z.input<typeof ZRepairOverviewRequest>;

/** Filters of the depot overview: the period (handled date), order type, place, kind. */
export const ZDepotOverviewFilters = z.object({
  ...dateRange,
  formType: ZDepotFormType.nullable().optional(),
  locationId: ZId.nullable().optional(),
  categoryId: ZId.nullable().optional(),
});
export type TDepotOverviewFilters = z.infer<typeof ZDepotOverviewFilters>;

export const ZDepotOverviewRequest = z.object({
  filters: ZPaging.extend(ZDepotOverviewFilters.shape),
});
export type TDepotOverviewRequest = z.input<typeof ZDepotOverviewRequest>;

/** 'Hulpmiddelen op locatie' / 'in depot': the product list's filters (spec 001 §3). */
export const ZProductOverviewRequest = z.object({
  tabType: ZProductPlacement,
  filters: ZPaging.extend(ZProductFilters.shape),
});
export type TProductOverviewRequest = z.input<typeof ZProductOverviewRequest>;

/** 'Verhuur op datum': the cases that were out on `date` (required, spec 001 §5). */
export const ZRentalDateFilters = z.object({
  date: ZIsoDate,
  locationId: ZId.nullable().optional(),
  categoryId: ZId.nullable().optional(),
});
export type TRentalDateFilters = z.infer<typeof ZRentalDateFilters>;

export const ZRentalDateRequest = z.object({
  filters: ZPaging.extend(ZRentalDateFilters.shape),
});
export type TRentalDateRequest = z.input<typeof ZRentalDateRequest>;

/** 'Depot op datum': the products that were in the depot on `date` (required). */
export const ZDepotDateFilters = z.object({
  date: ZIsoDate,
  categoryId: ZId.nullable().optional(),
  warehouseId: ZId.nullable().optional(),
});
export type TDepotDateFilters = z.infer<typeof ZDepotDateFilters>;

export const ZDepotDateRequest = z.object({
  filters: ZPaging.extend(ZDepotDateFilters.shape),
});
export type TDepotDateRequest = z.input<typeof ZDepotDateRequest>;

/**
 * 'Verhuurkosten' (spec 001 §5): from and to month (1-12) and year (2023 up to this year,
 * checked by the api), a location (required: 'Selecteer een locatie'; it includes those
 * below it), and optional grouping per location and per department.
 */
export const ZRentalCostRequest = z.object({
  fromMonth: ZCount(1, 12),
  // why: any four-digit year here, so that one out of range gets the date field's own
  // message from the api ('Ongeldig jaartal (2023 - <this year>)').
  fromYear: ZCount(1000, 9999),
  toMonth: ZCount(1, 12),
  toYear: ZCount(1000, 9999),
  // why: optional here so that a missing one gets the spec's own message from the api.
  locationId: ZId.nullable().optional(),
  groupByLocation: ZYesNo.optional().default(false),
  groupByDepartment: ZYesNo.optional().default(false),
});
export type TRentalCostRequest = z.input<typeof ZRentalCostRequest>;

/** A chart request: the overview's own body without paging, and what to group by. */
const chartOf = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, groupBy: ZChartGroup.nullable().optional() });

// ---------------------------------------------------------------------------------------
// Calls (spec 001 §7 Management; the chart calls are ours)
// ---------------------------------------------------------------------------------------

const noParams = z.object({});
const level1 = (page: TManagementPage) => ({ route: MANAGEMENT_ROUTES[page], level: 1 }) as const;
/** The access of a call that serves several pages; the api checks the page of the body. */
export const anyManagementPage = (...pages: TManagementPage[]) =>
  ({ anyOf: pages.map((page) => MANAGEMENT_ROUTES[page]), level: 1 }) as const;

/** Every overview answers its rows, the total and the file name its Excel gets. */
const ZOverviewAnswer = <T extends z.ZodRawShape>(rows: T) =>
  ZEnvelope(z.object({ ...rows, totalCount: z.number().int(), documentName: z.string() }));

export const getRentalOverviewCall = defineCall({
  method: 'POST',
  path: '/customer/management/overviews/rental',
  params: noParams,
  body: ZRentalOverviewRequest,
  response: ZOverviewAnswer({ cases: z.array(ZRentalOverviewRow) }),
  // why: DELIVER and RETURN are 'Verhuur', ACTIVE 'Actieve verhuurdossiers'; the api checks
  // the page of the type asked (rentalOverviewPage).
  access: anyManagementPage('rental', 'activeRental'),
});

export const getRentalCategoryCountsCall = defineCall({
  method: 'POST',
  path: '/customer/management/overviews/rental-category',
  params: noParams,
  body: ZRentalOverviewRequest,
  response: ZOverviewAnswer({ items: z.array(ZCategoryCount) }),
  access: anyManagementPage('rental', 'activeRental'),
});

export const getRepairOverviewCall = defineCall({
  method: 'POST',
  path: '/customer/management/overviews/repairs',
  params: noParams,
  body: ZRepairOverviewRequest,
  response: ZOverviewAnswer({ repairs: z.array(ZRepairOverviewRow) }),
  access: level1('repairs'),
});

export const getDepotOverviewCall = defineCall({
  method: 'POST',
  path: '/customer/management/overviews/depot',
  params: noParams,
  body: ZDepotOverviewRequest,
  response: ZOverviewAnswer({ cases: z.array(ZDepotOverviewRow) }),
  access: level1('depot'),
});

export const getDepotCategoryCountsCall = defineCall({
  method: 'POST',
  path: '/customer/management/overviews/depot-category',
  params: noParams,
  body: ZDepotOverviewRequest,
  response: ZOverviewAnswer({ items: z.array(ZCategoryCount) }),
  access: level1('depot'),
});

export const getProductOverviewCall = defineCall({
  method: 'POST',
  path: '/customer/management/overviews/products',
  params: noParams,
  body: ZProductOverviewRequest,
  response: ZOverviewAnswer({ products: z.array(ZProduct) }),
  // why: 'location' is 'Hulpmiddelen op locatie', 'depot' 'Hulpmiddelen in depot'.
  access: anyManagementPage('productsLocation', 'productsDepot'),
});

export const getRentalDateOverviewCall = defineCall({
  method: 'POST',
  path: '/customer/management/overviews/rentaldate',
  params: noParams,
  body: ZRentalDateRequest,
  response: ZOverviewAnswer({ cases: z.array(ZRentalOverviewRow) }),
  access: level1('rentalDate'),
});

export const getDepotDateOverviewCall = defineCall({
  method: 'POST',
  path: '/customer/management/overviews/depotdate',
  params: noParams,
  body: ZDepotDateRequest,
  response: ZOverviewAnswer({ products: z.array(ZDepotDateRow) }),
  access: level1('depotDate'),
});

// Charts (ours, beyond the spec): the same search, grouped. No paging; an aggregate reads
// as much as a list page, so it waits in the list lane.

const ZChartAnswer = ZEnvelope(z.object({ chart: ZChart }));

export const getRentalChartCall = defineCall({
  method: 'POST',
  path: '/customer/management/overviews/rental/chart',
  params: noParams,
  body: chartOf({ tabType: ZRentalOverviewType, filters: ZRentalOverviewFilters }),
  response: ZChartAnswer,
  access: anyManagementPage('rental', 'activeRental'),
  lane: 'list',
});

export const getRepairChartCall = defineCall({
  method: 'POST',
  path: '/customer/management/overviews/repairs/chart',
  params: noParams,
  body: chartOf({ filters: ZRepairOverviewFilters }),
  response: ZChartAnswer,
  access: level1('repairs'),
  lane: 'list',
});

export const getDepotChartCall = defineCall({
  method: 'POST',
  path: '/customer/management/overviews/depot/chart',
  params: noParams,
  body: chartOf({ filters: ZDepotOverviewFilters }),
  response: ZChartAnswer,
  access: level1('depot'),
  lane: 'list',
});

export const getProductChartCall = defineCall({
  method: 'POST',
  path: '/customer/management/overviews/products/chart',
  params: noParams,
  body: chartOf({ tabType: ZProductPlacement, filters: ZProductFilters }),
  response: ZChartAnswer,
  access: anyManagementPage('productsLocation', 'productsDepot'),
  lane: 'list',
});

export const getRentalDateChartCall = defineCall({
  method: 'POST',
  path: '/customer/management/overviews/rentaldate/chart',
  params: noParams,
  body: chartOf({ filters: ZRentalDateFilters }),
  response: ZChartAnswer,
  access: level1('rentalDate'),
  lane: 'list',
});

export const getDepotDateChartCall = defineCall({
  method: 'POST',
  path: '/customer/management/overviews/depotdate/chart',
  params: noParams,
  body: chartOf({ filters: ZDepotDateFilters }),
  response: ZChartAnswer,
  access: level1('depotDate'),
  lane: 'list',
});

/** The rental cost lines of the form's search (the file's rows), for its chart and table. */
export const getRentalCostCall = defineCall({
  method: 'POST',
  path: '/customer/management/rentalcost',
  params: noParams,
  body: ZRentalCostRequest,
  response: ZEnvelope(
    z.object({
      rows: z.array(ZRentalCostRow),
      totalCostCents: z.number().int(),
      documentName: z.string(),
    }),
  ),
  access: level1('rentalCost'),
  lane: 'list',
});

// ---------------------------------------------------------------------------------------
// Downloads: POST /customer/management/overviews/excel (spec 001 §7), binary
// ---------------------------------------------------------------------------------------

/**
 * The download of a management page: an .xlsx of exactly the rows its search shows (the
 * same filters; paging fields are ignored), the rental cost file, or a repair's slip
 * (PDF). Answers the file (Excel mime type for spreadsheets), or an envelope on refusal.
 */
export const MANAGEMENT_EXCEL_PATH = '/customer/management/overviews/excel';
/** Who may ask for a download at all: the page of its document type is checked after. */
export const MANAGEMENT_EXCEL_ACCESS = anyManagementPage(
  'invoices',
  'rental',
  'activeRental',
  'rentalDate',
  'repairs',
  'depot',
  'depotDate',
  'productsLocation',
  'productsDepot',
  'rentalCost',
);

/** The document types (spec 001 §7: 'rental, repairs, depot, products location, ...'). */
export const ZManagementExcelRequest = z.discriminatedUnion('documentType', [
  z.object({
    documentType: z.literal('rental'),
    tabType: z.enum(['DELIVER', 'RETURN']),
    filters: ZRentalOverviewFilters.default({}),
  }),
  z.object({
    documentType: z.literal('activerental'),
    filters: ZRentalOverviewFilters.default({}),
  }),
  z.object({
    documentType: z.literal('rental-category'),
    tabType: ZRentalOverviewType,
    filters: ZRentalOverviewFilters.default({}),
  }),
  z.object({ documentType: z.literal('rentaldate'), filters: ZRentalDateFilters }),
  z.object({ documentType: z.literal('repairs'), filters: ZRepairOverviewFilters.default({}) }),
  z.object({ documentType: z.literal('repair'), repairId: ZId }),
  z.object({ documentType: z.literal('depot'), filters: ZDepotOverviewFilters.default({}) }),
  z.object({
    documentType: z.literal('depot-category'),
    filters: ZDepotOverviewFilters.default({}),
  }),
  z.object({ documentType: z.literal('depotdate'), filters: ZDepotDateFilters }),
  z.object({ documentType: z.literal('products location'), filters: ZProductFilters.default({}) }),
  z.object({ documentType: z.literal('products depot'), filters: ZProductFilters.default({}) }),
  z.object({ documentType: z.literal('rentalcost'), filters: ZRentalCostRequest }),
  // Ours: an invoice's PDF from the management list (of any origin: the list shows them
  // all, a rental invoice too), asked against that page like the repair slip.
  z.object({ documentType: z.literal('invoice'), invoiceId: ZId }),
  // Ours: the management invoice list with its filters.
  z.object({
    documentType: z.literal('invoices'),
    tabType: ZInvoicesRequest.shape.tabType.default('all'),
    filters: ZInvoicesRequest.shape.filters
      .omit({ limitOffset: true, limitRows: true })
      .default({}),
  }),
]);
export type TManagementExcelRequest = z.input<typeof ZManagementExcelRequest>;
export type TManagementDocumentType = z.output<typeof ZManagementExcelRequest>['documentType'];

/** The page whose users may download a document (its kind in RESOURCE_ACCESS). */
export function documentPage(request: z.output<typeof ZManagementExcelRequest>): TManagementPage {
  switch (request.documentType) {
    case 'rental':
      return 'rental';
    case 'activerental':
      return 'activeRental';
    case 'rental-category':
      return rentalOverviewPage(request.tabType);
    case 'rentaldate':
      return 'rentalDate';
    case 'repairs':
    case 'repair':
      return 'repairs';
    case 'depot':
    case 'depot-category':
      return 'depot';
    case 'depotdate':
      return 'depotDate';
    case 'products location':
      return 'productsLocation';
    case 'products depot':
      return 'productsDepot';
    case 'rentalcost':
      return 'rentalCost';
    case 'invoice':
    case 'invoices':
      return 'invoices';
  }
}
