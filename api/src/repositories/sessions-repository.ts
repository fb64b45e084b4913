// Sessions: created at login, found by the sha256 of their token, idle after a while.
import type { TQueryable } from '../db/database.js';
import { hashToken, newToken } from '../auth/tokens.js';

export type TSessionRow = {
  sessionId: number;
  userId: number;
  organisationId: number;
  fullName: string;
  roles: string[];
};

/** Creates a session for `userId` and returns its token (stored only as a hash). */
export async function createSession(db: TQueryable, userId: number): Promise<string> {
  const token = newToken();
  await db.query('INSERT INTO sessions (token_hash, user_id) VALUES ($1, $2)', [
    hashToken(token),
    userId,
  ]);
  return token;
}

/**
 * The live session of `token` (not revoked, seen within `idleSeconds`, created within
 * `maxSeconds`, active user), with its last_seen_at moved to now; null otherwise.
 */
export async function touchSession(
  db: TQueryable,
  token: string,
  idleSeconds: number,
  maxSeconds: number,
): Promise<TSessionRow | null> {
  const rows = await db.query<TSessionRow>(
    `UPDATE sessions s SET last_seen_at = now()
     FROM users u
     WHERE u.id = s.user_id AND s.token_hash = $1 AND s.revoked_at IS NULL AND u.is_active
       AND s.last_seen_at > now() - make_interval(secs => $2)
       AND s.created_at > now() - make_interval(secs => $3)
     RETURNING s.id AS "sessionId", u.id AS "userId", u.organisation_id AS "organisationId",
       u.full_name AS "fullName", u.roles`,
    [hashToken(token), idleSeconds, maxSeconds],
  );
  return rows[0] ?? null;
}

export async function revokeSession(db: TQueryable, sessionId: number): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [
    sessionId,
  ]);
}

export async function revokeUserSessions(db: TQueryable, userId: number): Promise<void> {
  await db.query(
    'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL',
    [userId],
  );
}
