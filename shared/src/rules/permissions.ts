/**
 * Permission resolution of spec 000 §6: the session holds a map of route prefixes to
 * levels (1 view, 2 act), a trailing `*` allowed. The shell uses this to hide routes,
 * menus and tiles; those checks are cosmetic. The api calls the same function and refuses
 * every call whose route level the user lacks, so the server is the one that enforces.
 */
import type { TPermissions } from '../access/permission-map.js';

export const HOME_PATH = '/home';
export const DEFAULT_REQUIRED_LEVEL = 1;

/**
 * The supplier's back office (issue 41): below this prefix only a key that names it counts,
 * so a customer's `*` (or any other wildcard) never reaches a back-office page or call.
 */
export const STAFF_PREFIX = '/backoffice';

/** Whether `routePath` is a page or call of the back office. */
export function isStaffRoute(routePath: string): boolean {
  const path = staticPrefix(routePath);
  return path === STAFF_PREFIX || path.startsWith(`${STAFF_PREFIX}/`);
}

/** Strips `:param` segments and what follows, so `/a/b/:id` is checked as `/a/b`. */
export function staticPrefix(routePath: string): string {
  const index = routePath.indexOf('/:');
  const path = index === -1 ? routePath : routePath.slice(0, index);
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function matchLength(key: string, path: string): number | null {
  if (key.endsWith('*')) {
    const base = key.slice(0, -1);
    return path.startsWith(base) ? base.length : null;
  }
  const base = key.length > 1 ? key.replace(/\/+$/, '') : key;
  if (path === base || path.startsWith(base === '/' ? '/' : `${base}/`)) {
    // why: an exact key beats a wildcard of the same length, so it counts half a
    // character more.
    return base.length + 0.5;
  }
  return null;
}

/** The level the user has on `routePath` (0 when no key matches). */
export function resolvePermissionLevel(permissions: TPermissions, routePath: string): number {
  const path = staticPrefix(routePath);
  const isStaff = isStaffRoute(path);
  let best = -1;
  let level = 0;
  for (const [key, value] of Object.entries(permissions)) {
    if (isStaff && !isStaffRoute(key.replace(/\*$/, ''))) continue;
    const length = matchLength(key, path);
    if (length !== null && length > best) {
      best = length;
      level = value;
    }
  }
  return level;
}

/** Whether a user with `permissions` may open `routePath`, which requires `requiredLevel`. */
export function canOpen(
  permissions: TPermissions,
  routePath: string,
  requiredLevel: number = DEFAULT_REQUIRED_LEVEL,
): boolean {
  if (staticPrefix(routePath) === HOME_PATH) return true;
  return resolvePermissionLevel(permissions, routePath) >= requiredLevel;
}
