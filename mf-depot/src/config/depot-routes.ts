/**
 * The depot routes this remote draws and links to, read from the one route table
 * (`ROUTE_TABLE` of @portal/shared/rules, spec 000 §2.2): paths, titles and levels are
 * never copied here. The shell mounts the remote at /articles/* and gives it the paths the
 * table names owner 'depot'.
 */
import type { TDepotTab } from '@portal/shared/contract/depot';
import { matchRouteEntry, type TRouteEntry } from '@portal/shared/rules';

/** Where the shell mounts this remote (the articles area's prefix). */
export const DEPOT_BASE = '/articles';

function entry(path: string): TRouteEntry {
  const found = matchRouteEntry(path);
  // why: a renamed route in the table must fail the build's tests, not show a blank page.
  if (!found) throw new Error(`The route table has no ${path}`);
  return found;
}

export const DEPOT_ROUTES = {
  pending: entry('/articles/depot-pending'),
  archive: entry('/articles/depot-archive'),
  request: entry('/articles/depot/request'),
  pendingDetails: entry('/articles/depot-pending/details/:depotCaseId'),
  archiveDetails: entry('/articles/depot-archive/details/:depotCaseId'),
} as const;

/** The two order tabs, in the order of their tab group. */
export const DEPOT_TABS: readonly TDepotTab[] = ['pending', 'archive'];

/** The list route of a tab. */
export function tabRoute(tab: TDepotTab): TRouteEntry {
  return tab === 'pending' ? DEPOT_ROUTES.pending : DEPOT_ROUTES.archive;
}

/** Absolute portal path of an order's details under a tab. */
export function detailsPath(tab: TDepotTab, depotCaseId: number): string {
  return `${tabRoute(tab).path}/details/${depotCaseId}`;
}

/** Where a delivery request is followed (spec 001 §2.5: /requests/open). */
export const REQUESTS_OPEN = entry('/requests/open');
