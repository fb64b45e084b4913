/**
 * The views derived from the route table for one user: the stored `routes-tree`, the
 * `main-menu`, the home tiles and the breadcrumb trail. Pure, so they are tested per
 * permission map without a browser.
 */
import type { TPermissions } from '@portal/shared/contract';
import { HOME_PATH, matchRouteEntry, ROUTE_TABLE, type TRouteEntry } from '@portal/shared/rules';
import type { TMenuItem, TRoutesTree } from '@portal/shared/client';
import { HOME_TILES, type THomeTile } from '../config/home-tiles';
import {
  isRouteAvailable,
  isRoutePermitted,
  openRoutes,
  staticSegments,
  type TAvailableRemotes,
} from './route-access';

/** Key of a path in the routes tree: its static segments joined with underscores. */
export function routesTreeKey(path: string): string {
  return staticSegments(path).join('_');
}

/** `{ rentals_active_details: { pageTitle: 'Details' }, ... }` of the routes the user may open. */
export function deriveRoutesTree(
  permissions: TPermissions,
  remotes: TAvailableRemotes,
  table: readonly TRouteEntry[] = ROUTE_TABLE,
): TRoutesTree {
  const tree: TRoutesTree = {};
  for (const entry of openRoutes(permissions, remotes, table)) {
    const key = routesTreeKey(entry.path);
    // why: '/x/:id' and '/x' share a key; the first (the list itself) names the crumb.
    if (!(key in tree)) tree[key] = { pageTitle: entry.title };
  }
  return tree;
}

/** The user menu: permitted, available top-menu routes. */
export function deriveMainMenu(
  permissions: TPermissions,
  remotes: TAvailableRemotes,
  table: readonly TRouteEntry[] = ROUTE_TABLE,
): TMenuItem[] {
  return openRoutes(permissions, remotes, table)
    .filter((entry) => entry.isTopMenu)
    .map((entry) => ({ path: entry.path, title: entry.title }));
}

/** A home tile as shown: its explanation chosen for the user's level. */
export type TShownHomeTile = Omit<THomeTile, 'act'>;

/**
 * Home tiles whose target route the user may open and that exists in this deployment,
 * each with the explanation of what this user may do there (act or view).
 */
export function deriveHomeTiles(
  permissions: TPermissions,
  remotes: TAvailableRemotes,
  tiles: readonly THomeTile[] = HOME_TILES,
  table: readonly TRouteEntry[] = ROUTE_TABLE,
): TShownHomeTile[] {
  return tiles
    .filter((tile) => {
      const entry = table.find((candidate) => candidate.path === tile.path);
      return (
        entry !== undefined &&
        isRouteAvailable(entry, remotes) &&
        isRoutePermitted(entry, permissions)
      );
    })
    .map(({ act, ...tile }) => {
      const actEntry = act ? table.find((candidate) => candidate.path === act.route) : undefined;
      const mayAct = act && actEntry ? isRoutePermitted(actEntry, permissions) : false;
      return { ...tile, description: mayAct && act ? act.description : tile.description };
    });
}

export type TCrumb = {
  title: string;
  /** Where the crumb links to; null when it cannot be built (a parameter is unknown). */
  path: string | null;
  isCurrent: boolean;
};

/** Fills `:name` segments of `pattern` from `params`; null when one is missing. */
function fillPattern(pattern: string, params: Record<string, string>): string | null {
  const segments = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? (params[segment.slice(1)] ?? null) : segment));
  return segments.includes(null) ? null : segments.join('/');
}

/**
 * The breadcrumb trail of `pathname` from the stored routes tree: one crumb per path
 * prefix that has an entry in the tree; ids and unknown segments are skipped. A crumb of
 * a route with an id ('Acties' of a product) links with the id of the current address.
 * Empty on /home; the home link itself is not part of the trail.
 */
export function deriveBreadcrumbs(
  pathname: string,
  tree: TRoutesTree | null,
  table: readonly TRouteEntry[] = ROUTE_TABLE,
): TCrumb[] {
  if (!tree || pathname === HOME_PATH || pathname === `${HOME_PATH}/`) return [];
  const params = routeParams(pathname, table);
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: TCrumb[] = [];
  for (let index = 0; index < segments.length; index += 1) {
    const key = segments.slice(0, index + 1).join('_');
    const node = tree[key];
    if (!node) continue;
    const entry = table.find((candidate) => routesTreeKey(candidate.path) === key);
    const path = entry
      ? fillPattern(entry.path, params)
      : `/${segments.slice(0, index + 1).join('/')}`;
    crumbs.push({ title: node.pageTitle, path, isCurrent: false });
  }
  const last = crumbs.at(-1);
  if (last) last.isCurrent = true;
  return crumbs;
}

/** Parameters of the table route `pathname` matches exactly ({ productId: '5' }). */
export function routeParams(
  pathname: string,
  table: readonly TRouteEntry[] = ROUTE_TABLE,
): Record<string, string> {
  const entry = matchRouteEntry(pathname, table);
  if (!entry || !entry.path.includes(':')) return {};
  const want = entry.path.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return {};
  const params: Record<string, string> = {};
  want.forEach((segment, index) => {
    const value = have[index];
    if (segment.startsWith(':') && value !== undefined) params[segment.slice(1)] = value;
  });
  return params;
}

/** The title of the page at `pathname` (document.title), from the table; null if unknown. */
export function pageTitleOf(
  pathname: string,
  table: readonly TRouteEntry[] = ROUTE_TABLE,
): string | null {
  return matchRouteEntry(pathname, table)?.title ?? null;
}
