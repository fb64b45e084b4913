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
