/**
 * The management routes this remote draws and links to: its slice of the one route table
 * (`ROUTE_TABLE` of @portal/shared/rules, spec 000 §2.2, through `tableRoute`), levels and
 * titles included, never copied. The shell mounts the remote at /management/*.
 */
import { MANAGEMENT_ROUTES, type TManagementPage } from '@portal/shared/contract/management';
import { tableRoute, type TTableRoute } from '@portal/shared/rules';

export const MANAGEMENT_BASE = '/management';

/** Every page of the area, by the contract's page names (spec 001 §2.7). */
export const MANAGEMENT_PAGES = Object.fromEntries(
  Object.entries(MANAGEMENT_ROUTES).map(([page, path]) => [page, tableRoute(path)]),
) as Record<TManagementPage, TTableRoute>;
