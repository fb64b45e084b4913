// The access log is append-only in the database itself, keeps every entry for the
// retention and loses only what is older (issue 40 §3); runs on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.js';
import type { TDatabase } from '../db/database.js';
import { runHousekeeping } from '../service/housekeeping.js';
import { openTestDatabase, type TTestDatabase } from '../testing/test-database.js';
import { insertEntries } from './access-log-writer.js';
import { accessLogRetentionYears, keepAccessLog } from './access-log-retention.js';

let test: TTestDatabase;
let db: TDatabase;
beforeAll(async () => {
  test = await openTestDatabase();
  db = test.db;
});
afterAll(() => test.drop());

const entry = {
  userId: 1,
  onBehalfOfUserId: null,
  organisationId: 1,
  kind: 'view' as const,
  recordType: 'rentalCase' as const,
  recordIds: [7],
  clientNames: ['Mevr. A. Append'],
  call: 'GET /customer/rentals/details/:rentalCaseId',
  clientAddress: '127.0.0.1',
};

/** An entry written `age` ago (SQL interval), as the application cannot: for the tests. */
async function entryAged(age: string, name: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO access_log (at, user_id, organisation_id, kind, record_type, record_ids,
       client_names, call)
     VALUES (now() - $1::interval, 1, 1, 'view', 'rentalCase', '{1}', ARRAY[$2::text], 'x')
     RETURNING id::int AS id`,
    [age, name],
  );
  return row?.id ?? 0;
}

const names = async () =>
  (
    await db.query<{ name: string }>(
      'SELECT unnest(client_names) AS name FROM access_log ORDER BY id',
    )
  ).map((row) => row.name);

describe('append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of an entry, in every partition', async () => {
    await insertEntries(db, [entry]);
    const stray = await entryAged('20 years', 'In de standaardpartitie');
    await expect(db.query("UPDATE access_log SET client_names = '{x}'")).rejects.toThrow(
      /append-only: UPDATE refused/,
    );
    await expect(
      db.query('DELETE FROM access_log WHERE id > 0 AND id <> $1', [stray]),
    ).rejects.toThrow(/append-only: DELETE refused/);
    await expect(db.query('TRUNCATE access_log')).rejects.toThrow(/append-only: TRUNCATE refused/);
    const [partition] = await db.query<{ name: string }>(
      `SELECT tableoid::regclass::text AS name FROM access_log WHERE client_names = $1`,
      [entry.clientNames],
    );
    expect(partition?.name).toMatch(/^access_log_\d{6}$/);
    await expect(db.query(`TRUNCATE ${partition?.name ?? ''}`)).rejects.toThrow(/append-only/);
    await expect(db.query('TRUNCATE access_log_default')).rejects.toThrow(/append-only/);
    await expect(db.query(`UPDATE ${partition?.name ?? ''} SET kind = 'list'`)).rejects.toThrow(
      /append-only/,
    );
    expect(await names()).toContain(entry.clientNames[0]);
  });

  it('refuses the DELETE of an entry younger than five years, whatever asks', async () => {
    const young = await entryAged('4 years 11 months', 'Bijna vijf jaar');
    await expect(db.query('DELETE FROM access_log WHERE id = $1', [young])).rejects.toThrow(
      /append-only: DELETE refused/,
    );
    expect(await names()).toContain('Bijna vijf jaar');
  });
});

describe('retention', () => {
  it('refuses a configuration shorter than five years at start, with the reason', () => {
    expect(() => readConfig({ ACCESS_LOG_RETENTION_YEARS: '4' })).toThrow(
      /ACCESS_LOG_RETENTION_YEARS is 4: the access log \(NEN 7513\) is kept at least 5 years/,
    );
    expect(() => accessLogRetentionYears('5.5')).toThrow(/whole number/);
    expect(readConfig({}).accessLogRetentionYears).toBe(5);
    expect(readConfig({ ACCESS_LOG_RETENTION_YEARS: '7' }).accessLogRetentionYears).toBe(7);
  });

  it('makes the months ahead and removes only what is older than the retention', async () => {
    // A month partition of long ago, as a portal running for years has.
    await db.query(
      "SELECT access_log_ensure_month((date_trunc('month', now()) - interval '8 years')::date)",
    );
    await entryAged('8 years', 'Acht jaar oud');
    await entryAged('6 years', 'Zes jaar oud');
    await entryAged('5 years 2 months', 'Vijf jaar en wat');
    await entryAged('4 years', 'Vier jaar oud');
    const oldMonth = await db.query<{ name: string }>(
      `SELECT tableoid::regclass::text AS name FROM access_log
       WHERE client_names = '{"Acht jaar oud"}'`,
    );
    expect(oldMonth[0]?.name).toMatch(/^access_log_\d{6}$/);

    // Seven years configured: the entry of six years stays.
    const seven = await keepAccessLog(db, 7);
    expect(seven.monthsDropped).toBe(1);
    expect(await names()).not.toContain('Acht jaar oud');
    expect(await names()).toEqual(expect.arrayContaining(['Zes jaar oud', 'Vier jaar oud']));

    // A shorter retention than the minimum asked in code still keeps five years.
    await keepAccessLog(db, 1);
    const left = await names();
    expect(left).not.toContain('Zes jaar oud');
    expect(left).not.toContain('Vijf jaar en wat');
    expect(left).toEqual(
      expect.arrayContaining(['Vier jaar oud', 'Bijna vijf jaar', entry.clientNames[0]]),
    );

    const partitions = await db.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
       WHERE i.inhparent = 'access_log'::regclass ORDER BY 1`,
    );
    // The current month and three ahead exist after a run.
    expect(partitions.length).toBeGreaterThanOrEqual(5);
    expect(partitions.map((row) => row.name)).not.toContain(oldMonth[0]?.name);
  });

  it('is part of every housekeeping run', async () => {
    const removed = await runHousekeeping(db, {
      sessionIdleSeconds: 1800,
      sessionMaxSeconds: 43200,
      accessLogRetentionYears: 5,
    });
    expect(removed).toMatchObject({ access_log: 0, access_log_months: 0 });
  });
});
