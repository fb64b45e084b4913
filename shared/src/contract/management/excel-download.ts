// Downloads: POST /customer/management/overviews/excel (spec 001 §7), binary: an overview's
// Excel, the rental cost file or a repair's slip, one call by documentType.
import { z } from 'zod';
import { ZId } from '../bounded.js';
import { ZProductFilters } from '../articles.js';
import { ZInvoicesRequest } from '../rentals.js';
import type { TManagementPage } from '../../access/management-routes.js';
import { ZDepotDateFilters } from './depot-date-overview.js';
import { ZDepotOverviewFilters } from './depot-overview.js';
import { anyManagementPage } from './overview-answers.js';
import { ZRentalCostRequest } from './rental-cost.js';
import { ZRentalDateFilters } from './rental-date-overview.js';
import { ZRentalOverviewFilters } from './rental-overview.js';
import { ZRepairOverviewFilters } from './repair-overview.js';
import { ZRentalOverviewType, rentalOverviewPage } from './values.js';

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
