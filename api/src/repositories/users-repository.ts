// Accounts: look-up by e-mail or username, passwords, permissions. (Sign-in throttling
// lives in throttle-repository.ts.)
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
};

const USER_COLUMNS = `id, organisation_id AS "organisationId", email, username,
  full_name AS "fullName", password_hash AS "passwordHash", roles, is_active AS "isActive"`;

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

/** What a password must not be made of: the user's names and organisation (password-policy.ts). */
export async function findPasswordContext(
  db: TQueryable,
  userId: number,
): Promise<{ fullName: string; email: string; username: string | null; organisationName: string }> {
  const [row] = await db.query<{
    fullName: string;
    email: string;
    username: string | null;
    organisationName: string;
  }>(
    `SELECT u.full_name AS "fullName", u.email, u.username, o.name AS "organisationName"
     FROM users u JOIN organisations o ON o.id = u.organisation_id WHERE u.id = $1`,
    [userId],
  );
  return row ?? { fullName: '', email: '', username: null, organisationName: '' };
}

export async function findUserById(db: TQueryable, id: number): Promise<TUserRow | null> {
  const rows = await db.query<TUserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function setPasswordHash(db: TQueryable, userId: number, hash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, hash]);
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

/**
 * The organisation's administrators (issue 38, 'Geen toegang'): its active accounts with
 * every right ('*' at level 2), by name; at most five.
 */
export async function findAdministrators(
  db: TQueryable,
  organisationId: number,
): Promise<{ fullName: string; email: string }[]> {
  return db.query<{ fullName: string; email: string }>(
    `SELECT u.full_name AS "fullName", u.email FROM users u
     JOIN user_permissions p ON p.user_id = u.id AND p.route_prefix = '*' AND p.level >= 2
     WHERE u.organisation_id = $1 AND u.is_active
     ORDER BY u.full_name, u.id LIMIT 5`,
    [organisationId],
  );
}
