/**
 * The depot routes this remote draws and links to: its slice of the one route table
 * (`ROUTE_TABLE` of @portal/shared/rules, spec 000 §2.2, through `tableRoute`): paths,
 * titles and levels are never copied here. The shell mounts the remote at /articles/* and
 * gives it the paths the table names owner 'depot'.
 */
import type { TDepotTab } from '@portal/shared/contract/depot';
import { tableRoute, type TTableRoute } from '@portal/shared/rules';

/** Where the shell mounts this remote (the articles area's prefix). */
export const DEPOT_BASE = '/articles';

export const DEPOT_ROUTES = {
  pending: tableRoute('/articles/depot-pending'),
  archive: tableRoute('/articles/depot-archive'),
  request: tableRoute('/articles/depot/request'),
  pendingDetails: tableRoute('/articles/depot-pending/details/:depotCaseId'),
  archiveDetails: tableRoute('/articles/depot-archive/details/:depotCaseId'),
} as const satisfies Record<string, TTableRoute>;

/** The two order tabs, in the order of their tab group. */
export const DEPOT_TABS: readonly TDepotTab[] = ['pending', 'archive'];

/** The list route of a tab. */
export function tabRoute(tab: TDepotTab): TTableRoute {
  return tab === 'pending' ? DEPOT_ROUTES.pending : DEPOT_ROUTES.archive;
}

/** Absolute portal path of an order's details under a tab. */
export function detailsPath(tab: TDepotTab, depotCaseId: number): string {
  return `${tabRoute(tab).path}/details/${depotCaseId}`;
}

/** Where a delivery request is followed (spec 001 §2.5: /requests/open). */
export const REQUESTS_OPEN = tableRoute('/requests/open');
