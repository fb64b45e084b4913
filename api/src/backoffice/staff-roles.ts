// The supplier's staff roles (issue 41): each account holds 'staff' and one of these, and
// the level of /backoffice that comes with it (shared/access/route-table.ts). Level 1 sees
// the inbox and a request, 2 moves requests along, 3 administers the back office (the
// staff and their invites, the SLA targets: mf-backoffice/README.md "Roles").
import type { TPermissions } from '@portal/shared/contract';
import type { TStaffRoleName, TStaffRoleOption } from '@portal/shared/contract/backoffice';
import { STAFF_PREFIX } from '@portal/shared/rules';
import { STAFF_ROLE } from '../http/register-call.js';

export const STAFF_ROLES = {
  'customer-service': { label: 'Klantenservice', level: 2 },
  planner: { label: 'Planner', level: 2 },
  technician: { label: 'Monteur', level: 1 },
  administrator: { label: 'Beheerder', level: 3 },
} as const satisfies Record<TStaffRoleName, { label: string; level: 1 | 2 | 3 }>;
export type TStaffRole = keyof typeof STAFF_ROLES;

export function isStaffRole(value: string): value is TStaffRole {
  return Object.hasOwn(STAFF_ROLES, value);
}

/** The roles column of a staff account with `role`. */
export function staffRoles(role: TStaffRole): string[] {
  return [STAFF_ROLE, role];
}

/** The permissions of a staff account with `role`: its level of the back office, nothing else. */
export function staffPermissions(role: TStaffRole): TPermissions {
  return { [STAFF_PREFIX]: STAFF_ROLES[role].level };
}

/** The role of the roles column `roles` (the first of the table's), or null. */
export function staffRoleOf(roles: readonly string[]): TStaffRole | null {
  return roles.find(isStaffRole) ?? null;
}

/** The roles table as the administrator's page offers it. */
export function staffRoleOptions(): TStaffRoleOption[] {
  return Object.entries(STAFF_ROLES).map(([role, { label, level }]) => ({
    role: role as TStaffRole,
    label,
    level,
  }));
}
