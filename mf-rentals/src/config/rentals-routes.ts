/**
 * The rentals routes this remote links to: its slice of the one route table
 * (`ROUTE_TABLE` of @portal/shared/rules, spec 000 §2.2), levels included. Tabs, tiles
 * and actions show only when `may` allows them; the shell checks the same levels before a
 * route is rendered at all.
 */
import type { TRentalTab } from '@portal/shared/contract/rentals';
import { tableRoute, type TTableRoute } from '@portal/shared/rules';

export const RENTALS_BASE = '/rentals';

export const RENTAL_ROUTES = {
  actions: tableRoute('/rentals/actions'),
  scan: tableRoute('/rentals/actions/scan'),
  request: tableRoute('/rentals/actions/request'),
  active: tableRoute('/rentals/active'),
  waiting: tableRoute('/rentals/waiting'),
  archive: tableRoute('/rentals/archive'),
  caseActions: tableRoute('/rentals/active/actions/:rentalCaseId'),
  retour: tableRoute('/rentals/active/retour/:rentalCaseId'),
  repair: tableRoute('/rentals/active/repair/:rentalCaseId'),
} as const satisfies Record<string, TTableRoute>;

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
