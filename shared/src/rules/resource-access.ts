/**
 * Whether a user may see a resource of a kind, by the one access table
 * (shared/src/access/resource-access.ts). As with canOpen, the front ends' use of it is
 * cosmetic; the api enforces it.
 */
import type { TPermissions } from '../access/permission-map.js';
import { RESOURCE_ACCESS, type TResourceKind } from '../access/resource-access.js';
import { canOpen } from './permissions.js';

/** Whether a user with `permissions` may see a resource of `kind`. */
export function canSee(permissions: TPermissions, kind: TResourceKind): boolean {
  const { route, level } = RESOURCE_ACCESS[kind];
  return canOpen(permissions, route, level);
}
