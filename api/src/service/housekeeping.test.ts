// Housekeeping: after a burst of expired sessions, used and expired account tokens, old
// idempotency keys and stale sign-in counters, the schedule brings each table back to its
// live rows, and never removes a live one; one process runs it at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNA, createTestContext, type TTestContext } from '../testing/test-context.js';
import { runHousekeeping } from './housekeeping.js';

let context: TTestContext;
const BURST = 1_200;

beforeAll(async () => {
  context = await createTestContext({ housekeepingIntervalMs: 300 });
});
afterAll(() => context.close());

async function count(table: string): Promise<number> {
  const [row] = await context.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return row?.n ?? 0;
}

async function counts(): Promise<Record<string, number>> {
  const tables = [
    'sessions',
    'account_tokens',
    'idempotency_keys',
    'auth_throttle',
    'sign_in_clients',
  ];
  return Object.fromEntries(
    await Promise.all(tables.map(async (table) => [table, await count(table)] as const)),
  );
}

/** Inserts BURST expired rows into each table; answers how many went in per table. */
async function burst(): Promise<number[]> {
  const { db } = context;
  const [user] = await db.query<{ id: number; organisationId: number }>(
    `SELECT id, organisation_id AS "organisationId" FROM users WHERE email = $1`,
    [ANNA],
  );
  if (!user) throw new Error('no demo user');
  const inserted: number[] = [];
  const insert = async (sql: string, params: (string | number)[]) => {
    inserted.push((await db.query(`${sql} RETURNING 1`, params)).length);
  };
  // Sessions: signed out, idle too long, or past their lifetime.
  await insert(
    `INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, revoked_at)
     SELECT 'burst-' || n, $1,
            CASE WHEN n % 3 = 2 THEN now() - interval '13 hours' ELSE now() END,
            CASE WHEN n % 3 = 1 THEN now() - interval '2 hours' ELSE now() END,
            CASE WHEN n % 3 = 0 THEN now() END
     FROM generate_series(1, $2) n`,
    [user.id, BURST],
  );
  // Account tokens: used, or expired.
  await insert(
    `INSERT INTO account_tokens (token_hash, user_id, kind, expires_at, used_at)
     SELECT 'burst-' || n, $1, 'reset',
            CASE WHEN n % 2 = 0 THEN now() - interval '1 minute' ELSE now() + interval '1 hour' END,
            CASE WHEN n % 2 = 1 THEN now() END
     FROM generate_series(1, $2) n`,
    [user.id, BURST],
  );
  await insert(
    `INSERT INTO idempotency_keys (organisation_id, user_id, call, key, response, created_at)
     SELECT $1, $2, 'burst', 'key-' || n, '{}'::jsonb, now() - interval '25 hours'
     FROM generate_series(1, $3) n`,
    [user.organisationId, user.id, BURST],
  );
  await insert(
    `INSERT INTO auth_throttle (key, hits, updated_at)
     SELECT 'burst-' || n, 1, now() - interval '25 hours' FROM generate_series(1, $1) n`,
    [BURST],
  );
  // Known sign-in clients: unused for longer than they count.
  await insert(
    `INSERT INTO sign_in_clients (key, user_id, last_success_at)
     SELECT 'burst-' || n, $1, now() - interval '91 days' FROM generate_series(1, $2) n`,
    [user.id, BURST],
  );
  return inserted;
}

async function live(): Promise<void> {
  const { db } = context;
  await context.login(ANNA);
  const [user] = await db.query<{ id: number; organisationId: number }>(
    `SELECT id, organisation_id AS "organisationId" FROM users WHERE email = $1`,
    [ANNA],
  );
  if (!user) throw new Error('no demo user');
  await db.query(
    `INSERT INTO account_tokens (token_hash, user_id, kind, expires_at)
     VALUES ('live', $1, 'register', now() + interval '7 days')`,
    [user.id],
  );
  await db.query(
    `INSERT INTO idempotency_keys (organisation_id, user_id, call, key, response, created_at)
     VALUES ($1, $2, 'live', 'live', '{}'::jsonb, now() - interval '23 hours')`,
    [user.organisationId, user.id],
  );
  // A counter within its window, and an old one whose delay still runs.
  await db.query(
    `INSERT INTO auth_throttle (key, failures, last_failure_at, blocked_until, updated_at)
     VALUES ('live-recent', 4, now(), now() + interval '8 seconds', now()),
            ('live-blocked', 9, now() - interval '25 hours', now() + interval '30 seconds',
             now() - interval '25 hours')`,
  );
  await db.query(
    `INSERT INTO sign_in_clients (key, user_id, last_success_at)
     VALUES ('live-client', $1, now() - interval '89 days')`,
    [user.id],
  );
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('housekeeping', () => {
  it('brings every table back to its live rows after a burst, on its schedule', async () => {
    await live();
    const before = await counts();
    // why: the schedule may already be at work while the burst goes in; what went in is
    // counted by the inserts themselves.
    expect(await burst()).toEqual([BURST, BURST, BURST, BURST, BURST]);
    await until(async () => JSON.stringify(await counts()) === JSON.stringify(before), 20_000);
    expect(await counts()).toEqual(before);
    const kept = await context.db.query<{ key: string }>(
      "SELECT key FROM auth_throttle WHERE key LIKE 'live-%' ORDER BY key",
    );
    expect(kept.map((row) => row.key)).toEqual(['live-blocked', 'live-recent']);
  });

  it('leaves the run to the process that holds the lock', async () => {
    // why: on PGlite every connection is the one session, whose advisory locks never keep
    // itself out; one process owns a PGlite folder, so there is nobody to keep out.
    if (context.db.kind !== 'postgres') return;
    const limits = { sessionIdleSeconds: 1800, sessionMaxSeconds: 43200 };
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const locked = new Promise<void>((resolveLocked) => {
      void context.db.withConnection(async (connection) => {
        await connection.query("SELECT pg_advisory_lock(hashtext('housekeeping'))");
        resolveLocked();
        await held;
        await connection.query("SELECT pg_advisory_unlock(hashtext('housekeeping'))");
      });
    });
    await locked;
    try {
      expect(await runHousekeeping(context.db, limits)).toBeNull();
    } finally {
      release();
    }
    await until(async () => (await runHousekeeping(context.db, limits)) !== null, 5_000);
  });
});
