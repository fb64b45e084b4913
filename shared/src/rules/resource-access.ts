/**
 * The one table of who may see what (ARCHITECTURE.md "Bounded input, one access
 * table"): each kind of resource names the route, from the shell's route table,
 * whose page shows it, and the level that page needs. Every download, page title and
 * look-up in the api asks this table; a new kind does not compile until it has a row.
 * As with canOpen, the front ends' use of it is cosmetic; the api enforces it.
 */
import type { TPermissions } from '../contract/index.js';
import type { TManagementPage } from '../contract/management.js';
import { canOpen } from './permissions.js';

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
  saleInvoice: { route: '/management/invoices', level: 1 },
  depotInvoice: { route: '/management/invoices', level: 1 },
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
  managementOverview: { route: '/management/overviews', level: 1 },
  // Each management overview (its rows, category counts, chart and Excel; a repair's slip
  // from the repairs overview) is shown on its own page (spec 000 §2.2, all level 1).
  rentalOverview: { route: '/management/overviews/rental', level: 1 },
  activeRentalOverview: { route: '/management/overviews/activerental', level: 1 },
  rentalDateOverview: { route: '/management/overviews/rentaldate', level: 1 },
  repairOverview: { route: '/management/overviews/repairs', level: 1 },
  depotOverview: { route: '/management/overviews/depot', level: 1 },
  depotDateOverview: { route: '/management/overviews/depotdate', level: 1 },
  productsLocationOverview: { route: '/management/overviews/productslocation', level: 1 },
  productsDepotOverview: { route: '/management/overviews/productsdepot', level: 1 },
  rentalCost: { route: '/management/rentalcost', level: 1 },
};

/**
 * The kind of resource each management page shows (contract/management MANAGEMENT_ROUTES
 * names the same routes; resource-access.test.ts keeps them equal). The invoice list's
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

/** Whether a user with `permissions` may see a resource of `kind`. */
export function canSee(permissions: TPermissions, kind: TResourceKind): boolean {
  const { route, level } = RESOURCE_ACCESS[kind];
  return canOpen(permissions, route, level);
}

/** The kind of an invoice by its origin (spec 001 §4: SALE, RENTAL, Depot). */
export function invoiceKind(originType: string): TResourceKind {
  return originType === 'RENTAL'
    ? 'rentalInvoice'
    : originType === 'SALE'
      ? 'saleInvoice'
      : 'depotInvoice';
}
