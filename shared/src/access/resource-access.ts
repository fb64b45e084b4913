/**
 * The one table of who may see what (ARCHITECTURE.md "Bounded input, one access
 * table"): each kind of resource names the route, from the shell's route table,
 * whose page shows it, and the level that page needs. Every download, page title and
 * look-up in the api asks this table; a new kind does not compile until it has a row.
 * It sits below both the contract (whose calls name its routes) and the rules (whose
 * canSee asks it), so neither imports the other.
 */
import { MANAGEMENT_ROUTES, type TManagementPage } from './management-routes.js';

export type TResourceKind =
  | 'rentalCase'
  | 'rentalDocument'
  | 'rentalInvoice'
  | 'saleInvoice'
  | 'depotInvoice'
  | 'product'
  | 'productDocument'
  | 'inspectionReport'
  | 'repairSlip'
  | 'depotOrder'
  | 'customerRequest'
  | 'customerRequestFile'
  | 'managementOverview'
  | 'rentalOverview'
  | 'activeRentalOverview'
  | 'rentalDateOverview'
  | 'repairOverview'
  | 'depotOverview'
  | 'depotDateOverview'
  | 'productsLocationOverview'
  | 'productsDepotOverview'
  | 'rentalCost';

export type TResourceAccess = { route: string; level: 1 | 2 };

export const RESOURCE_ACCESS: Record<TResourceKind, TResourceAccess> = {
  // A case and its details, invoices and documents tabs live under /rentals/<tab>/...
  rentalCase: { route: '/rentals', level: 1 },
  rentalDocument: { route: '/rentals', level: 1 },
  // A periodic rental invoice is shown on its case's invoices tab.
  rentalInvoice: { route: '/rentals', level: 1 },
  // Sales and depot invoices only in the management invoice list.
  saleInvoice: { route: MANAGEMENT_ROUTES.invoices, level: 1 },
  depotInvoice: { route: MANAGEMENT_ROUTES.invoices, level: 1 },
  // A product and its documents tab: /articles/location|depot/product/...
  product: { route: '/articles', level: 1 },
  productDocument: { route: '/articles', level: 1 },
  // An inspection report and a repair slip download from a product's tabs and the
  // inspections and repairs overviews, all under /articles.
  inspectionReport: { route: '/articles', level: 1 },
  repairSlip: { route: '/articles', level: 1 },
  // why: an order shows under depot-pending until handled, then under depot-archive; the
  // table holds one route per kind, the depot area may refine it by status.
  depotOrder: { route: '/articles/depot-pending', level: 1 },
  customerRequest: { route: '/requests', level: 1 },
  // Repair photos and PDFs are shown on the request's details page.
  customerRequestFile: { route: '/requests', level: 1 },
  managementOverview: { route: MANAGEMENT_ROUTES.overviews, level: 1 },
  // Each management overview (its rows, category counts, chart and Excel; a repair's slip
  // from the repairs overview) is shown on its own page (spec 000 §2.2, all level 1).
  rentalOverview: { route: MANAGEMENT_ROUTES.rental, level: 1 },
  activeRentalOverview: { route: MANAGEMENT_ROUTES.activeRental, level: 1 },
  rentalDateOverview: { route: MANAGEMENT_ROUTES.rentalDate, level: 1 },
  repairOverview: { route: MANAGEMENT_ROUTES.repairs, level: 1 },
  depotOverview: { route: MANAGEMENT_ROUTES.depot, level: 1 },
  depotDateOverview: { route: MANAGEMENT_ROUTES.depotDate, level: 1 },
  productsLocationOverview: { route: MANAGEMENT_ROUTES.productsLocation, level: 1 },
  productsDepotOverview: { route: MANAGEMENT_ROUTES.productsDepot, level: 1 },
  rentalCost: { route: MANAGEMENT_ROUTES.rentalCost, level: 1 },
};

/**
 * The kind of resource each management page shows (its route is MANAGEMENT_ROUTES's,
 * which contract/management.test.ts checks). The invoice list's
 * invoices of every origin are asked as its sales invoices are.
 */
export const MANAGEMENT_PAGE_KIND: Record<TManagementPage, TResourceKind> = {
  invoices: 'saleInvoice',
  overviews: 'managementOverview',
  rental: 'rentalOverview',
  activeRental: 'activeRentalOverview',
  rentalDate: 'rentalDateOverview',
  repairs: 'repairOverview',
  depot: 'depotOverview',
  depotDate: 'depotDateOverview',
  productsLocation: 'productsLocationOverview',
  productsDepot: 'productsDepotOverview',
  rentalCost: 'rentalCost',
};

/** The kind of an invoice by its origin (spec 001 §4: SALE, RENTAL, Depot). */
export function invoiceKind(originType: string): TResourceKind {
  return originType === 'RENTAL'
    ? 'rentalInvoice'
    : originType === 'SALE'
      ? 'saleInvoice'
      : 'depotInvoice';
}
