// Accounts: look-up by e-mail or username, the login lock-out counters, passwords,
// permissions. Counters change in single UPDATE statements so parallel logins cannot race.
import type { TPermissions } from '@portal/shared/contract';
import type { TQueryable } from '../db/database.js';

export type TUserRow = {
  id: number;
  organisationId: number;
  email: string;
  username: string | null;
  fullName: string;
  passwordHash: string | null;
  roles: string[];
  isActive: boolean;
  isLocked: boolean;
};

const USER_COLUMNS = `id, organisation_id AS "organisationId", email, username,
  full_name AS "fullName", password_hash AS "passwordHash", roles, is_active AS "isActive",
  (locked_until IS NOT NULL AND locked_until > now()) AS "isLocked"`;

/** The account whose e-mail address or username is `login`, ignoring case. */
export async function findUserByLogin(db: TQueryable, login: string): Promise<TUserRow | null> {
  const rows = await db.query<TUserRow>(
    `SELECT ${USER_COLUMNS} FROM users
     WHERE lower(email) = lower($1) OR (username IS NOT NULL AND lower(username) = lower($1))
     ORDER BY (lower(email) = lower($1)) DESC LIMIT 1`,
    [login.trim()],
  );
  return rows[0] ?? null;
}

export async function findUserById(db: TQueryable, id: number): Promise<TUserRow | null> {
  const rows = await db.query<TUserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * Counts a failed login within a window of `windowMinutes`; when the count reaches
 * `maxFailures` the account is locked for `lockMinutes`. Returns whether it is now locked.
 */
export async function recordFailedLogin(
  db: TQueryable,
  userId: number,
  policy: { maxFailures: number; windowMinutes: number; lockMinutes: number },
): Promise<boolean> {
  const rows = await db.query<{ locked: boolean }>(
    `WITH counted AS (
       SELECT id,
         CASE WHEN first_failed_login_at IS NULL
                OR first_failed_login_at <= now() - make_interval(mins => $2)
              THEN 1 ELSE failed_login_count + 1 END AS count,
         CASE WHEN first_failed_login_at IS NULL
                OR first_failed_login_at <= now() - make_interval(mins => $2)
              THEN now() ELSE first_failed_login_at END AS first_at
       FROM users WHERE id = $1 FOR UPDATE
     )
     UPDATE users u SET
       failed_login_count = CASE WHEN c.count >= $3 THEN 0 ELSE c.count END,
       first_failed_login_at = CASE WHEN c.count >= $3 THEN NULL ELSE c.first_at END,
       locked_until = CASE WHEN c.count >= $3 THEN now() + make_interval(mins => $4)
                      ELSE u.locked_until END
     FROM counted c WHERE u.id = c.id
     RETURNING (c.count >= $3) AS locked`,
    [userId, policy.windowMinutes, policy.maxFailures, policy.lockMinutes],
  );
  return rows[0]?.locked ?? false;
}

export async function clearFailedLogins(db: TQueryable, userId: number): Promise<void> {
  await db.query(
    `UPDATE users SET failed_login_count = 0, first_failed_login_at = NULL, locked_until = NULL
     WHERE id = $1`,
    [userId],
  );
}

export async function setPasswordHash(db: TQueryable, userId: number, hash: string): Promise<void> {
  await db.query(
    `UPDATE users SET password_hash = $2, failed_login_count = 0, first_failed_login_at = NULL,
       locked_until = NULL WHERE id = $1`,
    [userId, hash],
  );
}

export async function findPermissions(db: TQueryable, userId: number): Promise<TPermissions> {
  const rows = await db.query<{ routePrefix: string; level: number }>(
    'SELECT route_prefix AS "routePrefix", level FROM user_permissions WHERE user_id = $1 ORDER BY route_prefix',
    [userId],
  );
  return Object.fromEntries(rows.map((row) => [row.routePrefix, row.level]));
}

export async function replacePermissions(
  db: TQueryable,
  userId: number,
  permissions: TPermissions,
): Promise<void> {
  await db.query('DELETE FROM user_permissions WHERE user_id = $1', [userId]);
  for (const [routePrefix, level] of Object.entries(permissions)) {
    await db.query(
      'INSERT INTO user_permissions (user_id, route_prefix, level) VALUES ($1, $2, $3)',
      [userId, routePrefix, level],
    );
  }
}

export type TNewUser = {
  organisationId: number;
  email: string;
  fullName: string;
  username?: string | null;
  passwordHash?: string | null;
  roles: string[];
  permissions: TPermissions;
};

/** Creates the account, its permissions and its own contact; returns the user id. */
export async function createUser(db: TQueryable, user: TNewUser): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO users (organisation_id, email, username, full_name, password_hash, roles)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      user.organisationId,
      user.email.trim(),
      user.username ?? null,
      user.fullName,
      user.passwordHash ?? null,
      user.roles,
    ],
  );
  if (!row) throw new Error('INSERT INTO users returned no row');
  await replacePermissions(db, row.id, user.permissions);
  await db.query(
    'INSERT INTO contacts (organisation_id, user_id, name, email) VALUES ($1, $2, $3, $4)',
    [user.organisationId, row.id, user.fullName, user.email.trim()],
  );
  return row.id;
}

export type TUserListRow = {
  id: number;
  email: string;
  fullName: string;
  organisation: string;
  roles: string[];
  isActive: boolean;
  isRegistered: boolean;
};

export async function listUsers(db: TQueryable): Promise<TUserListRow[]> {
  return db.query<TUserListRow>(
    `SELECT u.id, u.email, u.full_name AS "fullName", o.name AS organisation, u.roles,
       u.is_active AS "isActive", (u.password_hash IS NOT NULL) AS "isRegistered"
     FROM users u JOIN organisations o ON o.id = u.organisation_id
     ORDER BY o.name, u.email`,
  );
}
