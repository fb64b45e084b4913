// Counters of the sign-in throttling (migration 004 auth_throttle) and the known clients of
// each account (migration 011 sign_in_clients), shared by every api process through the
// database. Each statement updates one row atomically, so parallel requests count
// correctly. Keys are hashes: no e-mail address, client address or cookie is stored.
import { createHash } from 'node:crypto';
import type { TQueryable } from '../db/database.js';

/** The stored key of a counted subject (an account name, a client address) in `scope`. */
export function throttleKey(scope: string, subject: string): string {
  return createHash('sha256').update(`${scope}\u0000${subject}`, 'utf8').digest('hex');
}

/** Counts one request in a fixed window of `windowSeconds`; answers the count in it. */
export async function countHit(
  db: TQueryable,
  key: string,
  windowSeconds: number,
): Promise<number> {
  const [row] = await db.query<{ hits: number }>(
    `INSERT INTO auth_throttle AS t (key, hits, window_started_at, updated_at)
     VALUES ($1, 1, now(), now())
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN t.window_started_at <= now() - make_interval(secs => $2)
                   THEN 1 ELSE t.hits + 1 END,
       window_started_at = CASE WHEN t.window_started_at <= now() - make_interval(secs => $2)
                                THEN now() ELSE t.window_started_at END,
       updated_at = now()
     RETURNING hits`,
    [key, windowSeconds],
  );
  return row?.hits ?? 1;
}

/** Whether any of `keys` has to wait (its growing delay has not passed). */
export async function isAnyWaiting(db: TQueryable, keys: readonly string[]): Promise<boolean> {
  if (keys.length === 0) return false;
  const rows = await db.query<{ key: string }>(
    'SELECT key FROM auth_throttle WHERE key = ANY($1::text[]) AND blocked_until > now() LIMIT 1',
    [keys],
  );
  return rows.length > 0;
}

/** Those of `keys` that name a client known to its user, used within `days`. */
export async function isKnownClient(
  db: TQueryable,
  keys: readonly string[],
  days: number,
): Promise<ReadonlySet<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.query<{ key: string }>(
    `SELECT key FROM sign_in_clients
     WHERE key = ANY($1::text[]) AND last_success_at > now() - make_interval(days => $2)`,
    [keys, days],
  );
  return new Set(rows.map((row) => row.key));
}

/** Remembers `keys` as clients of `userId` that signed in just now. */
export async function rememberClient(
  db: TQueryable,
  userId: number,
  keys: readonly string[],
): Promise<void> {
  await db.query(
    `INSERT INTO sign_in_clients (key, user_id, last_success_at)
     SELECT key, $2, now() FROM unnest($1::text[]) AS key
     ON CONFLICT (key) DO UPDATE SET last_success_at = now()`,
    [keys, userId],
  );
}

/**
 * Counts a failure of `key` (failures older than `windowMinutes` are forgotten) and sets
 * the delay `delayOf(failures)` seconds before the next attempt; answers the count.
 */
export async function recordFailure(
  db: TQueryable,
  key: string,
  windowMinutes: number,
  delayOf: (failures: number) => number,
): Promise<number> {
  const [row] = await db.query<{ failures: number }>(
    `INSERT INTO auth_throttle AS t (key, failures, last_failure_at, updated_at)
     VALUES ($1, 1, now(), now())
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN t.last_failure_at IS NULL
                         OR t.last_failure_at <= now() - make_interval(mins => $2)
                       THEN 1 ELSE t.failures + 1 END,
       last_failure_at = now(),
       updated_at = now()
     RETURNING failures`,
    [key, windowMinutes],
  );
  const failures = row?.failures ?? 1;
  const delay = delayOf(failures);
  await db.query(
    `UPDATE auth_throttle SET blocked_until = CASE WHEN $2::int > 0
       THEN now() + make_interval(secs => $2) ELSE NULL END WHERE key = $1`,
    [key, delay],
  );
  return failures;
}

/** How failures of a key slow it down (auth/login-policy.ts TFailurePolicy). */
export type TClaimPolicy = {
  freeFailures: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  windowMinutes: number;
};

// why: the failure count an update of `t` gives (failures older than the window forgotten).
const NEXT_FAILURES = `CASE WHEN t.last_failure_at IS NULL
  OR t.last_failure_at <= now() - make_interval(mins => $2) THEN 1 ELSE t.failures + 1 END`;

/**
 * Counts an attempt of `key` as a failure in advance, in one statement, unless `key` has
 * to wait: true when the attempt may go on. why in advance and in one statement: parallel
 * attempts (eight addresses guessing at once) would all pass a check made before any of
 * them counted. A right password takes its claim back (`releaseClaim`).
 */
export async function claimAttempt(
  db: TQueryable,
  key: string,
  policy: TClaimPolicy,
): Promise<boolean> {
  const rows = await db.query<{ key: string }>(
    `INSERT INTO auth_throttle AS t (key, failures, last_failure_at, updated_at)
     VALUES ($1, 1, now(), now())
     ON CONFLICT (key) DO UPDATE SET
       failures = ${NEXT_FAILURES},
       blocked_until = CASE WHEN ${NEXT_FAILURES} > $3
         THEN now() + make_interval(secs => least($5::float8,
           $4::float8 * power(2::float8, (${NEXT_FAILURES}) - $3 - 1)))
         ELSE NULL END,
       last_failure_at = now(),
       updated_at = now()
     WHERE t.blocked_until IS NULL OR t.blocked_until <= now()
     RETURNING key`,
    [
      key,
      policy.windowMinutes,
      policy.freeFailures,
      policy.firstDelaySeconds,
      policy.maxDelaySeconds,
    ],
  );
  return rows.length > 0;
}

/** Takes back a claim of `claimAttempt` (the password was right): one failure less, no wait. */
export async function releaseClaim(db: TQueryable, key: string): Promise<void> {
  await db.query(
    `UPDATE auth_throttle SET failures = greatest(failures - 1, 0), blocked_until = NULL,
       updated_at = now() WHERE key = $1`,
    [key],
  );
}

/** Forgets the failures of `key` (a successful sign-in). */
export async function clearFailures(db: TQueryable, key: string): Promise<void> {
  await db.query(
    'UPDATE auth_throttle SET failures = 0, blocked_until = NULL, updated_at = now() WHERE key = $1',
    [key],
  );
}

/**
 * Claims `key` once per `minutes`: true for the first claim in that time, false for every
 * other (the reset mail's pace, also across processes).
 */
export async function claimOncePer(db: TQueryable, key: string, minutes: number): Promise<boolean> {
  const rows = await db.query<{ key: string }>(
    `INSERT INTO auth_throttle AS t (key, window_started_at, updated_at) VALUES ($1, now(), now())
     ON CONFLICT (key) DO UPDATE SET window_started_at = now(), updated_at = now()
       WHERE t.window_started_at <= now() - make_interval(mins => $2)
     RETURNING key`,
    [key, minutes],
  );
  return rows.length > 0;
}
