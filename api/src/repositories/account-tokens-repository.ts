// Register and reset tokens: single use, time-limited, stored only as a sha256.
import type { TQueryable } from '../db/database.js';
import { hashToken, newToken } from '../auth/tokens.js';

export type TAccountTokenKind = 'register' | 'reset';

export const TOKEN_VALIDITY_HOURS: Record<TAccountTokenKind, number> = {
  register: 7 * 24,
  reset: 1,
};

export type TAccountTokenRow = { id: number; userId: number; kind: TAccountTokenKind };

export async function createAccountToken(
  db: TQueryable,
  userId: number,
  kind: TAccountTokenKind,
): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO account_tokens (token_hash, user_id, kind, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(hours => $4))`,
    [hashToken(token), userId, kind, TOKEN_VALIDITY_HOURS[kind]],
  );
  return token;
}

/** The token if it exists, is unused and unexpired, and its user is active; else null. */
export async function findUsableAccountToken(
  db: TQueryable,
  token: string,
): Promise<TAccountTokenRow | null> {
  const rows = await db.query<TAccountTokenRow>(
    `SELECT t.id, t.user_id AS "userId", t.kind FROM account_tokens t
     JOIN users u ON u.id = t.user_id
     WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now() AND u.is_active`,
    [hashToken(token)],
  );
  return rows[0] ?? null;
}

/** Marks every open token of the user used, so one new password closes all old links. */
export async function useAccountTokens(db: TQueryable, userId: number): Promise<void> {
  await db.query(
    'UPDATE account_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
    [userId],
  );
}
