// Removal of rows that no call will ever read again: sessions past their idle time or
// lifetime or signed out, used or expired account tokens, idempotency keys older than any
// retry, sign-in counters older than their longest window, and known sign-in clients
// unused for longer than they count. Each table is walked in
// windows of its key (a few hundred rows, one short statement each), so no statement holds
// the database (PGlite's one session) for long, and the walk costs what the table holds.
import type { TQueryable, TSqlParam } from '../db/database.js';
import {
  KNOWN_CLIENT_DAYS,
  RESET_MAIL_EVERY_MINUTES,
  SIGN_IN_FAILURES,
} from '../auth/login-policy.js';

/** A retried write comes within minutes; a day leaves room for a phone that was offline. */
export const IDEMPOTENCY_KEEP_HOURS = 24;

/**
 * A counter untouched for longer than its longest window (the unknown clients' failures:
 * a day; a client's 15 minutes, the per-minute hits and the reset-mail pace are shorter)
 * counts nothing any more.
 */
export const THROTTLE_KEEP_MINUTES = Math.max(
  SIGN_IN_FAILURES.client.windowMinutes,
  SIGN_IN_FAILURES.unknownClients.windowMinutes,
  RESET_MAIL_EVERY_MINUTES,
  1,
);

export type TSessionLimits = { sessionIdleSeconds: number; sessionMaxSeconds: number };

type TSweptTable = {
  table: string;
  key: string;
  keyType: 'int' | 'text';
  /** Condition on the row `t` with parameters from $3 on. */
  expired: string;
  params: (limits: TSessionLimits) => TSqlParam[];
};

export const SWEPT_TABLES: readonly TSweptTable[] = [
  {
    table: 'sessions',
    key: 'id',
    keyType: 'int',
    expired: `t.revoked_at IS NOT NULL
      OR t.last_seen_at < now() - make_interval(secs => $3)
      OR t.created_at < now() - make_interval(secs => $4)`,
    params: (limits) => [limits.sessionIdleSeconds, limits.sessionMaxSeconds],
  },
  {
    table: 'account_tokens',
    key: 'id',
    keyType: 'int',
    expired: 't.used_at IS NOT NULL OR t.expires_at < now()',
    params: () => [],
  },
  {
    table: 'idempotency_keys',
    key: 'id',
    keyType: 'int',
    expired: 't.created_at < now() - make_interval(hours => $3)',
    params: () => [IDEMPOTENCY_KEEP_HOURS],
  },
  {
    table: 'auth_throttle',
    key: 'key',
    keyType: 'text',
    expired: `t.updated_at < now() - make_interval(mins => $3)
      AND (t.blocked_until IS NULL OR t.blocked_until < now())`,
    params: () => [THROTTLE_KEEP_MINUTES],
  },
  {
    table: 'sign_in_clients',
    key: 'key',
    keyType: 'text',
    expired: 't.last_success_at < now() - make_interval(days => $3)',
    params: () => [KNOWN_CLIENT_DAYS],
  },
  {
    // issue 40 §1: a sign-in through a provider is over 10 minutes after it started.
    table: 'sso_sign_ins',
    key: 'state_hash',
    keyType: 'text',
    expired: 't.expires_at < now()',
    params: () => [],
  },
  {
    // issue 40 §2: the step between password and passkey, and the challenges, 5 minutes.
    table: 'passkey_sign_ins',
    key: 'ticket_hash',
    keyType: 'text',
    expired: 't.expires_at < now() OR t.used_at IS NOT NULL',
    params: () => [],
  },
  {
    table: 'webauthn_challenges',
    key: 'challenge_hash',
    keyType: 'text',
    expired: 't.expires_at < now()',
    params: () => [],
  },
];

/** Rows looked at per statement. */
export const SWEEP_WINDOW = 500;

/**
 * Removes the expired rows among the next `SWEEP_WINDOW` rows after `after` (by key; null
 * for the start: ids are positive, and every text key sorts after '');
 * answers the last key looked at (null: the table is walked) and how many went.
 */
export async function sweepWindow(
  db: TQueryable,
  swept: TSweptTable,
  after: string | null,
  limits: TSessionLimits,
): Promise<{ last: string | null; removed: number }> {
  const { table, key, keyType, expired } = swept;
  const [row] = await db.query<{ last: string | null; removed: number }>(
    `WITH scanned AS (
       SELECT ${key} FROM ${table} WHERE ${key} > $1::${keyType}
       ORDER BY ${key} LIMIT $2
     ), removed AS (
       DELETE FROM ${table} t USING scanned s WHERE t.${key} = s.${key} AND (${expired})
       RETURNING 1
     )
     SELECT (SELECT max(${key})::text FROM scanned) AS last,
            (SELECT count(*)::int FROM removed) AS removed`,
    [after ?? (keyType === 'int' ? '0' : ''), SWEEP_WINDOW, ...swept.params(limits)],
  );
  return { last: row?.last ?? null, removed: row?.removed ?? 0 };
}
