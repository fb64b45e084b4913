/**
 * The back-office routes this remote draws and links to: its slice of the one route table
 * (`ROUTE_TABLE` of @portal/shared/rules, through `tableRoute`), levels and titles
 * included, never copied. The shell mounts the remote at /backoffice/*.
 */
import type { TDepotTab } from '@portal/shared/contract/depot';
import type { TRequestTab } from '@portal/shared/contract/requests';
import { tableRoute, type TTableRoute } from '@portal/shared/rules';

export const BACKOFFICE_BASE = '/backoffice';

/** The inbox of each tab. */
export const INBOX_ROUTES = {
  open: tableRoute('/backoffice/inbox/open'),
  processing: tableRoute('/backoffice/inbox/processing'),
  archive: tableRoute('/backoffice/inbox/archive'),
} as const satisfies Record<TRequestTab, TTableRoute>;

/** A request's page (level 1 sees it; its moves need level 2). */
export const REQUEST_ROUTE = tableRoute('/backoffice/requests/:customerRequestId');

export function inboxPath(tab: TRequestTab): string {
  return INBOX_ROUTES[tab].path;
}

export function requestPath(customerRequestId: number | string): string {
  return `${BACKOFFICE_BASE}/requests/${customerRequestId}`;
}

/** The depot orders of each tab (issue 41 "Depot orders the same way"). */
export const DEPOT_LIST_ROUTES = {
  pending: tableRoute('/backoffice/depot/pending'),
  archive: tableRoute('/backoffice/depot/archive'),
} as const satisfies Record<TDepotTab, TTableRoute>;

/** A depot order's page (level 1 sees it; its moves need level 2). */
export const DEPOT_ORDER_ROUTE = tableRoute('/backoffice/depot-orders/:depotCaseId');

export function depotListPath(tab: TDepotTab): string {
  return DEPOT_LIST_ROUTES[tab].path;
}

export function depotOrderPath(depotCaseId: number | string): string {
  return `${BACKOFFICE_BASE}/depot-orders/${depotCaseId}`;
}
/** The administrator's pages (level 3): the staff and their invites, the SLA targets. */
export const ADMIN_ROUTES = {
  staff: tableRoute('/backoffice/staff'),
  sla: tableRoute('/backoffice/sla'),
} as const;
