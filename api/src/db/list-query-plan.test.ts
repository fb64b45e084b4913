// How PostgreSQL plans a long list: its first page once for all calls, an export's batches
// from an index alone, a search of 100,000 invoices by number on its trigram index. Its
// own database, so that no other test's calls are in the statement's history of plans.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findInvoicesPage } from '../repositories/invoices-repository.js';
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

/** The statements `run` sends, and each one's plan (EXPLAIN, not run). */
async function plansOf(run: (db: TQueryable) => Promise<unknown>): Promise<string[]> {
  const { db } = database;
  const statements: { text: string; params: readonly TSqlParam[] }[] = [];
  const seen: TQueryable = {
    query<T>(text: string, params: readonly TSqlParam[] = []) {
      statements.push({ text, params });
      return db.query<T>(text, params);
    },
    exec: (text) => db.exec(text),
  };
  await run(seen);
  const plans: string[] = [];
  for (const { text, params } of statements) {
    plans.push(JSON.stringify(await db.query(`EXPLAIN (FORMAT JSON) ${text}`, params)));
  }
  return plans;
}

describe('the invoice search by number at 100,000 invoices (issue 38, migration 047)', () => {
  const INVOICES = 100_000;
  let invoiceOrg: number;

  beforeAll(async () => {
    const { db } = database;
    const [row] = await db.query<{ id: number }>(
      "INSERT INTO organisations (name) VALUES ('Facturen van 100.000') RETURNING id",
    );
    invoiceOrg = row?.id ?? 0;
    // why: a GIN index built once over the rows is many times faster than one kept up row
    // by row; the index is rebuilt from the migration's own definition.
    const [index] = await db.query<{ definition: string }>(
      "SELECT indexdef AS definition FROM pg_indexes WHERE indexname = 'invoices_number_search'",
    );
    expect(index?.definition).toMatch(/USING gin \(invoice_number gin_trgm_ops\)/);
    await db.exec('DROP INDEX invoices_number_search');
    await db.query(
      `INSERT INTO invoices (organisation_id, invoice_number, invoice_date, price_display,
         amount_cents, payment_status, origin_type, document_name, title)
       SELECT $1, 'VP-' || (2020 + g % 6) || '-' || lpad(g::text, 6, '0'),
         date '2020-01-01' + (g % 2190), '€ 10,00', 1000,
         CASE WHEN g % 3 = 0 THEN 'HANDLED' ELSE 'OPEN' END, 'RENTAL',
         'factuur-' || g || '.pdf', 'Factuur ' || g
       FROM generate_series(1, $2) g`,
      [invoiceOrg, INVOICES],
    );
    await db.exec(index?.definition ?? '');
    await db.exec('ANALYZE invoices');
  }, 120_000);

  it('finds one number by a part of it from the trigram index, not by reading the list', async () => {
    let page: Awaited<ReturnType<typeof findInvoicesPage>> | null = null;
    const plans = await plansOf(async (db) => {
      page = await findInvoicesPage(
        db,
        invoiceOrg,
        'all',
        null,
        { offset: 1, rows: 10 },
        { search: '012345' },
      );
    });
    expect(page).toEqual({
      rows: [expect.objectContaining({ invoiceNumber: 'VP-2023-012345' })],
      totalCount: 1,
    });
    // without migration 047 it was a "Seq Scan" of invoices: every invoice read, its
    // number compared
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatch(/"Bitmap Index Scan".*"invoices_number_search"/);
  });

  it('answers a number that is not there, on an open-invoices tab, from the index too', async () => {
    const plans = await plansOf(async (db) => {
      const page = await findInvoicesPage(
        db,
        invoiceOrg,
        'open',
        null,
        { offset: 1, rows: 10 },
        { search: 'vp-2021-999999' },
      );
      expect(page).toEqual({ rows: [], totalCount: 0 });
    });
    expect(plans.every((plan) => /"invoices_number_search"/.test(plan))).toBe(true);
  });
});
