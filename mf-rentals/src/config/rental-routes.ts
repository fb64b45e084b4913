/**
 * The rentals routes this remote links to, with the levels of the route table
 * (`ROUTE_TABLE` of @portal/shared/rules, spec 000 §2.2). Tabs, tiles and actions show
 * only when `canOpen` allows them; the shell checks the same levels before a route is
 * rendered at all.
 */
import type { TRentalTab } from '@portal/shared/contract';

export type TRouteLevel = { path: string; level: 1 | 2 };

export const RENTALS_BASE = '/rentals';

export const RENTAL_ROUTES = {
  actions: { path: '/rentals/actions', level: 1 },
  scan: { path: '/rentals/actions/scan', level: 1 },
  request: { path: '/rentals/actions/request', level: 2 },
  active: { path: '/rentals/active', level: 1 },
  waiting: { path: '/rentals/waiting', level: 1 },
  archive: { path: '/rentals/archive', level: 1 },
  caseActions: { path: '/rentals/active/actions', level: 2 },
  retour: { path: '/rentals/active/retour', level: 2 },
  repair: { path: '/rentals/active/repair', level: 2 },
} as const satisfies Record<string, TRouteLevel>;

/** The three overview tabs, in the order of the tab group rentals-overview. */
export const RENTAL_TABS: readonly TRentalTab[] = ['active', 'waiting', 'archive'];

/** The pages of one rental case under a tab (level 1 each). */
export type TCasePage = 'details' | 'invoices' | 'documents';

/** Absolute path of a page of one case, e.g. /rentals/active/details/12. */
export function casePath(
  tab: TRentalTab,
  page: TCasePage | 'actions' | 'retour' | 'repair',
  id: number,
): string {
  return `${RENTALS_BASE}/${tab}/${page}/${id}`;
}

/** The requests area, where a new rental request is followed (spec 001 §2.6). */
export const REQUESTS_ROUTE: TRouteLevel = { path: '/requests/open', level: 1 };

/** The details of a customer request under /requests/open. */
export function requestDetailsPath(customerRequestId: number): string {
  return `${REQUESTS_ROUTE.path}/details/${customerRequestId}`;
}
