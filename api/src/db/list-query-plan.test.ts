// How PostgreSQL plans a long list: its first page once for all calls, an export's batches
// from an index alone. Its own database, so that no other test's calls are in the
// statement's history of plans.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eachRentalOverviewBatch } from '../repositories/management-rentals-repository.js';
import { findRentalCasesPage } from '../repositories/rentals-repository.js';
import { openTestDatabase, type TTestDatabase } from '../testing/test-database.js';
import type { TQueryable, TSqlParam } from './database.js';

const ROWS = 20_000;
let database: TTestDatabase;
let org: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  const [row] = await db.query<{ id: number }>(
    "INSERT INTO organisations (name) VALUES ('Lijst van 20.000') RETURNING id",
  );
  org = row?.id ?? 0;
  await db.query(
    `INSERT INTO rental_cases (organisation_id, display_name, status, start_date)
     SELECT $1, 'Artikel ' || g, 'ACTIVE', date '2024-01-01' + (g % 700)
     FROM generate_series(1, $2) g`,
    [org, ROWS],
  );
  await db.exec('ANALYZE rental_cases');
});
afterAll(() => database.drop());

it('a first page of a long list is planned once for all calls (a generic plan)', async () => {
  // why: PostgreSQL plans the first five runs of a prepared statement for their values,
  // then keeps one plan for all when it looks no costlier than planning each call. One
  // connection (a transaction) holds the statement's name.
  const plans = await database.db.transaction(async (tx) => {
    let pageSql = '';
    const seen: TQueryable = {
      ...tx,
      query<T>(text: string, params?: readonly TSqlParam[]) {
        pageSql = text;
        return tx.query<T>(text, params);
      },
    };
    for (let run = 0; run < 8; run++) {
      const page = await findRentalCasesPage(seen, org, 'active', {}, { offset: 1, rows: 10 });
      expect(page.rows).toHaveLength(10);
      expect(page.totalCount).toBe(ROWS);
    }
    return tx.query<{ generic: number; custom: number }>(
      `SELECT generic_plans::int AS generic, custom_plans::int AS custom
       FROM pg_prepared_statements WHERE statement = $1`,
      [pageSql],
    );
  });
  // planned again for every call, it was { generic: 0, custom: 8 }
  expect(plans).toEqual([{ generic: 3, custom: 5 }]);
});

it("the 'Verhuur' file reads its cases from their index alone, in its order (migration 025)", async () => {
  const { db } = database;
  // why: index-only scans need the table's pages marked all-visible (autovacuum on
  // PostgreSQL, db/pglite-maintenance.ts on PGlite).
  await db.exec('VACUUM (ANALYZE) rental_cases');
  const statements: { text: string; params: readonly TSqlParam[] }[] = [];
  const seen: TQueryable = {
    query<T>(text: string, params: readonly TSqlParam[] = []) {
      statements.push({ text, params });
      return db.query<T>(text, params);
    },
    exec: (text) => db.exec(text),
  };
  const batches = eachRentalOverviewBatch(seen, org, 'DELIVER', {});
  await batches.next();
  await batches.return(undefined);
  const batch = statements.find(({ text }) => /FROM rental_cases r\b/.test(text));
  if (!batch) throw new Error('no batch statement');
  const plan = await db.query(`EXPLAIN (FORMAT JSON) ${batch.text}`, batch.params);
  // with the case columns read from the table it was an "Index Scan" of it
  expect(JSON.stringify(plan)).toMatch(/"Index Only Scan".*"rental_cases_delivered"/);
});
