// The management pages by name, their paths read from the one route table (spec 000 §2.2
// "Management", all level 1): the contract's calls and the access table both name them.
import { ROUTE_TABLE } from './route-table.js';

/**
 * The management pages; each name is its path's last segment in camelCase, so the path
 * itself is written once, in the route table.
 */
export const MANAGEMENT_PAGES = [
  'invoices',
  'overviews',
  'rental',
  'repairs',
  'depot',
  'productsLocation',
  'productsDepot',
  'activeRental',
  'rentalDate',
  'depotDate',
  'rentalCost',
] as const;
export type TManagementPage = (typeof MANAGEMENT_PAGES)[number];

function routeOf(page: TManagementPage): string {
  const segment = page.toLowerCase();
  const entry = ROUTE_TABLE.find(
    (route) =>
      route.owner === 'management' &&
      route.redirectTo === undefined &&
      route.path.split('/').at(-1) === segment,
  );
  // why: a page the route table lacks fails at import, so it never ships unnoticed.
  if (!entry) throw new Error(`The route table has no management page '${segment}'.`);
  return entry.path;
}

/**
 * The page of each overview; a call or download answers 403 unless the caller reaches it.
 */
export const MANAGEMENT_ROUTES = Object.fromEntries(
  MANAGEMENT_PAGES.map((page) => [page, routeOf(page)]),
) as Readonly<Record<TManagementPage, string>>;
