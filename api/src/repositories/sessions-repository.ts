// Sessions: created at login, found by the sha256 of their token, idle after a while.
import type { TPermissions } from '@portal/shared/contract';
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

/** last_seen_at is written at most this often, so most requests only read their session. */
export const SESSION_TOUCH_SECONDS = 60;

/**
 * How old last_seen_at may grow before a call writes it: a minute, or a tenth of a short
 * idle limit, so that a session in use never ends before its idle limit by more than 10%.
 */
export function sessionTouchSeconds(idleSeconds: number): number {
  return Math.min(SESSION_TOUCH_SECONDS, idleSeconds / 10);
}

export type TLiveSession = TSessionRow & { permissions: TPermissions };

/**
 * The live session of `token` (not revoked, seen within `idleSeconds`, created within
 * `maxSeconds`, active user) with the user's permissions, in one statement. last_seen_at
 * moves to now only when it is older than sessionTouchSeconds(idleSeconds): a session may
 * thus expire up to that much sooner than `idleSeconds` after its last call, never later.
 */
export async function findLiveSession(
  db: TQueryable,
  token: string,
  idleSeconds: number,
  maxSeconds: number,
): Promise<TLiveSession | null> {
  const rows = await db.query<TLiveSession>(
    `WITH live AS (
       SELECT s.id, s.last_seen_at, u.id AS user_id, u.organisation_id, u.full_name, u.roles
       FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND u.is_active
         AND s.last_seen_at > now() - make_interval(secs => $2)
         AND s.created_at > now() - make_interval(secs => $4)
     ), touched AS (
       UPDATE sessions s SET last_seen_at = now() FROM live
       WHERE s.id = live.id AND live.last_seen_at < now() - make_interval(secs => $3)
     )
     SELECT live.id AS "sessionId", live.user_id AS "userId",
       live.organisation_id AS "organisationId", live.full_name AS "fullName", live.roles,
       (SELECT coalesce(json_object_agg(p.route_prefix, p.level ORDER BY p.route_prefix), '{}')
        FROM user_permissions p WHERE p.user_id = live.user_id) AS permissions
     FROM live`,
    [hashToken(token), idleSeconds, sessionTouchSeconds(idleSeconds), maxSeconds],
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

/**
 * Whether session `sessionId` is still live, without touching it: an open live stream
 * asks this now and then and must not keep an idle session alive (api/src/live/README.md).
 */
export async function isSessionLive(
  db: TQueryable,
  sessionId: number,
  idleSeconds: number,
  maxSeconds: number,
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `SELECT s.id FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = $1 AND s.revoked_at IS NULL AND u.is_active
       AND s.last_seen_at > now() - make_interval(secs => $2)
       AND s.created_at > now() - make_interval(secs => $3)`,
    [sessionId, idleSeconds, maxSeconds],
  );
  return rows.length > 0;
}
