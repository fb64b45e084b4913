/**
 * Which routes of the table a user can reach: a route is available when its owning remote
 * is in /remotes.json (or it is a built shell page) and permitted when `canOpen` says so.
 * Pure functions; the shell's router, menus, tiles and routes-tree all start here.
 */
import type { TPermissions } from '@portal/shared/contract';
import { canOpen, isShellPageBuilt, ROUTE_TABLE, type TRouteEntry } from '@portal/shared/rules';

/** Names of the remotes /remotes.json lists. */
export type TAvailableRemotes = ReadonlySet<string>;

export function isRouteAvailable(entry: TRouteEntry, remotes: TAvailableRemotes): boolean {
  return entry.owner === 'shell' ? isShellPageBuilt(entry.path) : remotes.has(entry.owner);
}

export function isRoutePermitted(entry: TRouteEntry, permissions: TPermissions): boolean {
  return entry.isPublic || canOpen(permissions, entry.path, entry.level);
}

/** Protected routes that are both available and permitted, in table order. */
export function openRoutes(
  permissions: TPermissions,
  remotes: TAvailableRemotes,
  table: readonly TRouteEntry[] = ROUTE_TABLE,
): TRouteEntry[] {
  return table.filter(
    (entry) =>
      !entry.isPublic && isRouteAvailable(entry, remotes) && isRoutePermitted(entry, permissions),
  );
}

/** Path segments without parameters: '/rentals/active/details/:id' → ['rentals','active','details']. */
export function staticSegments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '' && !segment.startsWith(':'));
}

function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return false;
  return want.every((segment, index) => segment.startsWith(':') || segment === have[index]);
}

function isBelow(prefix: string, pathname: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The table entry whose path `pathname` matches exactly (parameters match any segment). */
export function matchRouteEntry(
  pathname: string,
  table: readonly TRouteEntry[] = ROUTE_TABLE,
): TRouteEntry | null {
  const clean = withoutTrailingSlash(pathname);
  // why: a static route beats a parameter route of the same length ('actions/scan/:id'
  // against 'actions/:id' is never ambiguous, but '/x/new' against '/x/:id' could be).
  const matches = table.filter((entry) => matchesPattern(entry.path, clean));
  return matches.find((entry) => !entry.path.includes(':')) ?? matches[0] ?? null;
}

/**
 * The table entry for `pathname`: the route it matches exactly, else the deepest route it
 * lies below (so '/management/unknown' is judged as '/management'). Null outside the table.
 */
export function findRouteEntry(
  pathname: string,
  table: readonly TRouteEntry[] = ROUTE_TABLE,
): TRouteEntry | null {
  const clean = withoutTrailingSlash(pathname);
  const exact = matchRouteEntry(clean, table);
  if (exact) return exact;
  let best: TRouteEntry | null = null;
  for (const entry of table) {
    if (entry.path.includes(':')) continue;
    if (isBelow(entry.path, clean) && (!best || entry.path.length > best.path.length)) {
      best = entry;
    }
  }
  return best;
}

/** First path segment with a leading slash: '/articles/depot' → '/articles'. */
export function areaBase(path: string): string {
  return `/${path.split('/').filter(Boolean)[0] ?? ''}`;
}

/**
 * Area bases the router mounts remotes at ('/rentals', '/articles', ...) with the remotes
 * that own routes below each; '/articles' holds both articles and depot.
 */
export function remoteAreas(
  remotes: TAvailableRemotes,
  table: readonly TRouteEntry[] = ROUTE_TABLE,
): Map<string, Set<string>> {
  const areas = new Map<string, Set<string>>();
  for (const entry of table) {
    if (entry.owner === 'shell' || entry.isPublic || !remotes.has(entry.owner)) continue;
    const base = areaBase(entry.path);
    const owners = areas.get(base) ?? new Set<string>();
    owners.add(entry.owner);
    areas.set(base, owners);
  }
  return areas;
}
