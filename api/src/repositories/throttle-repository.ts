// Counters of the sign-in throttling (migration 004 auth_throttle), shared by every api
// process through the database. Each statement updates one row atomically, so parallel
// requests count correctly. Keys are hashes: no e-mail address or client address is stored.
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

/** Whether `key` has to wait (its growing delay has not passed). */
export async function isWaiting(db: TQueryable, key: string): Promise<boolean> {
  const rows = await db.query<{ key: string }>(
    'SELECT key FROM auth_throttle WHERE key = $1 AND blocked_until > now()',
    [key],
  );
  return rows.length > 0;
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
