/**
 * The requests routes this remote draws and links to: its slice of the one route table
 * (`ROUTE_TABLE` of @portal/shared/rules, spec 000 §2.2, through `tableRoute`), levels and
 * titles included, never copied. The shell mounts the remote at /requests/*.
 */
import type { TRequestTab } from '@portal/shared/contract/requests';
import { tableRoute, type TTableRoute } from '@portal/shared/rules';

export const REQUESTS_BASE = '/requests';

/** The list route of each tab. */
export const REQUEST_ROUTES = {
  open: tableRoute('/requests/open'),
  processing: tableRoute('/requests/processing'),
  archive: tableRoute('/requests/archive'),
} as const satisfies Record<TRequestTab, TTableRoute>;

/** Absolute portal path of a request's details under a tab. */
/** The list of a tab, inside the area. */
export function listPath(tab: TRequestTab): string {
  return REQUEST_ROUTES[tab].path;
}

export function detailsPath(tab: TRequestTab, customerRequestId: number | string): string {
  return `${REQUEST_ROUTES[tab].path}/details/${customerRequestId}`;
}
