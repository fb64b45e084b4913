// How a provider's groups or roles become the spec's permissions (issue 40 §1): each group
// the user is in adds its permission map; a route prefix in several keeps its highest level.
// Members of a management group also get the role 'management'. No mapped group: no access.
import { ZPermissions, type TPermissions } from '@portal/shared/contract';
import { z } from 'zod';

export const ZGroupPermissions = z.record(z.string().min(1), ZPermissions);
export type TGroupPermissions = z.infer<typeof ZGroupPermissions>;

export type TMappedAccess = { permissions: TPermissions; roles: string[] };

/** The claim's groups: an array of strings, or one string; anything else none. */
export function groupsOf(claims: Record<string, unknown>, claim: string): string[] {
  const value = claims[claim];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

/** The access `groups` give, or null when none of them is mapped (no access at all). */
export function mapGroups(
  groups: readonly string[],
  mapping: TGroupPermissions,
  managementGroups: readonly string[],
): TMappedAccess | null {
  const mapped = groups.filter((group) => Object.hasOwn(mapping, group));
  if (mapped.length === 0) return null;
  const permissions: TPermissions = {};
  for (const group of mapped) {
    for (const [prefix, level] of Object.entries(mapping[group] ?? {})) {
      permissions[prefix] = Math.max(permissions[prefix] ?? 0, level);
    }
  }
  const isManagement = groups.some((group) => managementGroups.includes(group));
  return { permissions, roles: isManagement ? ['customer', 'management'] : ['customer'] };
}
