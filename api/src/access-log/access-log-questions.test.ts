// The shape of migration 053 (one entry per access, its clients as arrays): the viewer's
// three questions find what they ask from their indexes, and the entries of migration 045
// (one client each) are kept through the migration as entries naming that client. Runs on
// PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../db/database.js';
import { migrate, readMigrations } from '../db/migrate.js';
import { openTestDatabase, type TTestDatabase } from '../testing/test-database.js';
import { entriesOf, type TAccessActor } from './access-entry.js';
import {
  ENTRIES_BY_CLIENT_NAME,
  ENTRIES_BY_USER,
  ENTRIES_IN_PERIOD,
} from './access-log-questions.js';
import { insertEntries } from './access-log-writer.js';

let test: TTestDatabase;
let db: TDatabase;
beforeAll(async () => {
  // why: up to 052, so entries of 045's shape can be written before 053 runs.
  test = await openTestDatabase(readMigrations().filter((m) => m.version < 53));
  db = test.db;
  await db.query(
    `INSERT INTO access_log (user_id, organisation_id, kind, record_type, record_id,
       client_name, call)
     VALUES (5, 1, 'view', 'rentalCase', 70, 'Mevr. O. Oud', 'GET /old'),
       (5, 1, 'view', 'customerRequest', 71, NULL, 'GET /old')`,
  );
  await migrate(test.db);
});
afterAll(() => test.drop());

const actor = (organisationId: number, userId: number): TAccessActor => ({
  userId,
  onBehalfOfUserId: null,
  organisationId,
  call: 'POST /customer/rentals/cases',
  clientAddress: '10.0.0.1',
});

type TRow = { user_id: number; record_ids: number[]; client_names: (string | null)[] };
const ask = (sql: string, params: (string | number)[]) =>
  db.query<TRow>(
    sql.replace('SELECT *', 'SELECT user_id, record_ids::int[], client_names'),
    params,
  );

describe('the entries of migration 045', () => {
  it('are kept, each naming its one client', async () => {
    const rows = await db.query<TRow>(
      `SELECT user_id, record_ids::int[], client_names FROM access_log WHERE call = 'GET /old'
       ORDER BY id`,
    );
    expect(rows).toEqual([
      { user_id: 5, record_ids: [70], client_names: ['Mevr. O. Oud'] },
      { user_id: 5, record_ids: [71], client_names: [null] },
    ]);
    expect(await ask(ENTRIES_BY_CLIENT_NAME, [1, 'mevr. o. oud', 25])).toHaveLength(1);
  });
});

describe("the viewer's questions", () => {
  beforeAll(async () => {
    // A list page of organisation 1 seen by user 1, a details call by user 2, and the same
    // name in organisation 2 (another client: an organisation sees only its own).
    // why: one insert each, so each has its own moment (an insert's entries share now()).
    const entries = [
      ...entriesOf(actor(1, 1), 'list', [
        { recordType: 'rentalCase', recordId: 1, clientName: 'Mevr. A. Jansen' },
        { recordType: 'rentalCase', recordId: 2, clientName: null },
        { recordType: 'rentalCase', recordId: 3, clientName: 'Dhr. B. de Vries' },
        { recordType: 'rentalCase', recordId: 1, clientName: 'Mevr. A. Jansen' },
      ]),
      ...entriesOf(actor(1, 2), 'view', [
        { recordType: 'product', recordId: 9, clientName: 'Dhr. B. de Vries' },
      ]),
      ...entriesOf(actor(2, 3), 'list', [
        { recordType: 'rentalCase', recordId: 4, clientName: 'Mevr. A. Jansen' },
      ]),
    ];
    for (const entry of entries) await insertEntries(db, [entry]);
  });

  it('a list page is one entry naming each client once, in the order shown', async () => {
    expect(await ask(ENTRIES_BY_USER, [1, 1, 25])).toEqual([
      {
        user_id: 1,
        record_ids: [1, 2, 3],
        client_names: ['Mevr. A. Jansen', null, 'Dhr. B. de Vries'],
      },
    ]);
  });

  it('by client name: any case, within the organisation, newest first', async () => {
    const seen = await ask(ENTRIES_BY_CLIENT_NAME, [1, 'DHR. B. DE VRIES', 25]);
    expect(seen.map((row) => row.user_id)).toEqual([2, 1]);
    expect(
      (await ask(ENTRIES_BY_CLIENT_NAME, [2, 'mevr. a. jansen', 25])).map((row) => row.user_id),
    ).toEqual([3]);
    expect(await ask(ENTRIES_BY_CLIENT_NAME, [2, 'Dhr. B. de Vries', 25])).toEqual([]);
  });

  it('by period', async () => {
    const rows = await ask(ENTRIES_IN_PERIOD, [1, '2000-01-01', '2100-01-01', 25]);
    expect(rows.map((row) => row.user_id)).toEqual([2, 1, 5, 5]);
    expect(await ask(ENTRIES_IN_PERIOD, [1, '2000-01-01', '2001-01-01', 25])).toEqual([]);
  });

  it('each from its own index', async () => {
    // why: enough entries that the planner weighs the indexes as it does at size.
    await db.query(
      `INSERT INTO access_log (user_id, organisation_id, kind, record_type, record_ids,
         client_names, call)
       SELECT 10 + i % 50, 1 + i % 5, 'list', 'rentalCase', ARRAY[i, i + 1],
         ARRAY['Cliënt ' || i, 'Cliënt ' || (i + 1)], 'POST /x'
       FROM generate_series(1, 3000) AS i`,
    );
    await db.query('ANALYZE access_log');
    const plans = await db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      const plan = async (sql: string, params: (string | number)[]) =>
        (await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params))
          .map((row) => row['QUERY PLAN'])
          .join('\n');
      return {
        client: await plan(ENTRIES_BY_CLIENT_NAME, [1, 'Cliënt 17', 25]),
        user: await plan(ENTRIES_BY_USER, [1, 11, 25]),
        period: await plan(ENTRIES_IN_PERIOD, [1, '2026-01-01', '2026-02-01', 25]),
      };
    });
    expect(plans.client).toMatch(/access_log_client_keys_idx/);
    expect(plans.user).toMatch(/organisation_id_user_id_at_idx/);
    expect(plans.period).toMatch(/organisation_id_at_idx/);
  });
});
