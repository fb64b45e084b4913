// The supplier's staff as the administrator's 'Medewerkers' page shows and changes them
// (issue 41): the list, a colleague's role, an account disabled or enabled again. The rule
// that holds whoever writes: the supplier keeps at least one active, registered
// administrator (nobody could invite or change anything in the back office any more), and
// an administrator never disables her own account. Each change locks every staff row
// first, so two administrators changing each other at once are taken one after the other
// and the second sees the first's change.
import type { TStaffMember, TStaffState } from '@portal/shared/contract/backoffice';
import type { TQueryable } from '../db/database.js';
import { revokeUserSessions } from '../repositories/sessions-repository.js';
import { replacePermissions } from '../repositories/users-repository.js';
import { staffPermissions, staffRoleOf, staffRoles, type TStaffRole } from './staff-roles.js';

type TStaffRow = {
  id: number;
  fullName: string;
  email: string;
  roles: string[];
  isActive: boolean;
  isRegistered: boolean;
};

const STAFF_ROWS = `SELECT u.id, u.full_name AS "fullName", u.email, u.roles,
    u.is_active AS "isActive", (u.password_hash IS NOT NULL) AS "isRegistered"
  FROM users u JOIN organisations o ON o.id = u.organisation_id AND o.is_supplier
  WHERE 'staff' = ANY (u.roles)`;

function stateOf(row: TStaffRow): TStaffState {
  if (!row.isActive) return 'DISABLED';
  return row.isRegistered ? 'ACTIVE' : 'INVITED';
}

/** The supplier's staff by name, as the page lists them. */
export async function listStaff(db: TQueryable, meUserId: number): Promise<TStaffMember[]> {
  const rows = await db.query<TStaffRow>(`${STAFF_ROWS} ORDER BY lower(u.full_name), u.id`);
  return rows.map((row) => ({
    userId: row.id,
    fullName: row.fullName,
    email: row.email,
    role: staffRoleOf(row.roles),
    state: stateOf(row),
    isMe: row.id === meUserId,
  }));
}

export type TStaffChangeInput = { role: TStaffRole } | { isActive: boolean };

export type TStaffChangeResult =
  | { changed: { fullName: string } }
  | { refused: 'NOT_STAFF' | 'LAST_ADMINISTRATOR' | 'OWN_ACCOUNT' };

/** Whether `row` can sign in as an administrator. */
function isWorkingAdministrator(row: Pick<TStaffRow, 'roles' | 'isActive' | 'isRegistered'>) {
  return row.isActive && row.isRegistered && staffRoleOf(row.roles) === 'administrator';
}

/**
 * Changes staff member `userId` as `actorUserId` asks, in transaction `tx`; the sessions of
 * a disabled account end at once (the caller forgets them from its session cache).
 */
export async function changeStaffMember(
  tx: TQueryable,
  actorUserId: number,
  userId: number,
  change: TStaffChangeInput,
): Promise<TStaffChangeResult> {
  // why: every staff row, locked, so the last-administrator count cannot race.
  const rows = await tx.query<TStaffRow>(`${STAFF_ROWS} ORDER BY u.id FOR UPDATE OF u`);
  const target = rows.find((row) => row.id === userId);
  if (!target) return { refused: 'NOT_STAFF' };
  if ('isActive' in change && !change.isActive && userId === actorUserId) {
    return { refused: 'OWN_ACCOUNT' };
  }
  const after: TStaffRow =
    'role' in change
      ? { ...target, roles: staffRoles(change.role) }
      : { ...target, isActive: change.isActive };
  const administrators = rows
    .map((row) => (row.id === userId ? after : row))
    .filter(isWorkingAdministrator).length;
  if (administrators === 0 && rows.some(isWorkingAdministrator)) {
    return { refused: 'LAST_ADMINISTRATOR' };
  }
  if ('role' in change) {
    await tx.query('UPDATE users SET roles = $2 WHERE id = $1', [userId, staffRoles(change.role)]);
    await replacePermissions(tx, userId, staffPermissions(change.role));
  } else {
    await tx.query('UPDATE users SET is_active = $2 WHERE id = $1', [userId, change.isActive]);
    if (!change.isActive) await revokeUserSessions(tx, userId);
  }
  return { changed: { fullName: target.fullName } };
}
