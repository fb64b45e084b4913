// The shared set-up of the bucket counter tests (migration 009, findListPage): bucketed-
// pages, depot-day-buckets, product-buckets and bucket-counters .test.ts. Each test file
// opens its own database with one organisation, 'Emmers', and its rows, and checks pages
// against a plain ORDER BY ... OFFSET over the same rows.
// why: the bindings below are set in beforeAll; ES module exports are live, so each test
// file reads them as it would read its own `let`s.
import { afterAll, beforeAll, expect } from 'vitest';
import { openTestDatabase, type TTestDatabase } from '../testing/test-database.js';
import type { TDatabase, TSqlParam } from './database.js';

let database: TTestDatabase;
export let db: TDatabase;
export let org: number;

export async function ids(query: string, params: TSqlParam[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>(query, params);
  return rows.map((row) => row.id);
}

/** Every page of `size` rows, read through `page(offset)`, against `expected`. */
export async function expectPages(
  expected: number[],
  size: number,
  page: (offset: number) => Promise<{ ids: number[]; totalCount: number }>,
) {
  for (let offset = 1; offset <= expected.length + size; offset += size) {
    const answer = await page(offset);
    expect(answer.totalCount).toBe(expected.length);
    expect(answer.ids).toEqual(expected.slice(offset - 1, offset - 1 + size));
  }
}

/** Registers the file's beforeAll (the database and its rows) and afterAll (drops it). */
export function setUpBucketedRows(): void {
  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    const [row] = await db.query<{ id: number }>(
      "INSERT INTO organisations (name) VALUES ('Emmers') RETURNING id",
    );
    org = row?.id ?? 0;
    // why: ~10 cases per month over two years, several on one day, one in eight without a
    // date, so pages cross months, lean on the id tie-breaker and reach "no date last".
    await db.query(
      `INSERT INTO rental_cases (organisation_id, display_name, status, start_date, end_date)
       SELECT $1, 'Artikel ' || g, (ARRAY['ACTIVE', 'WAITING', 'ENDED'])[1 + g % 3],
         CASE WHEN g % 8 = 0 THEN NULL ELSE date '2023-01-01' + (g * 37 % 730) / 3 * 3 END,
         -- why: never before the start (rental_cases_dates_in_order, migration 033)
         CASE WHEN g % 5 = 0 THEN NULL ELSE greatest(date '2024-01-01' + (g * 53 % 700),
           CASE WHEN g % 8 <> 0 THEN date '2023-01-01' + (g * 37 % 730) / 3 * 3 END) END
       FROM generate_series(1, 700) g`,
      [org],
    );
    await db.query(
      `INSERT INTO customer_requests (organisation_id, type, status, created_at)
       SELECT $1, 'RENTAL-STOP', (ARRAY['OPEN', 'PROCESSING', 'COMPLETED', 'REJECTED'])[1 + g % 4],
         timestamptz '2025-06-30 23:30:00+00' - (g * 7 % 400) * interval '1 day 7 hours'
       FROM generate_series(1, 500) g`,
      [org],
    );
    await db.query(
      `INSERT INTO invoices (organisation_id, invoice_number, invoice_date, price_display,
         amount_cents, payment_status, invoice_type, origin_type, document_name, title)
       SELECT $1, 'EM-' || g, date '2024-01-01' + (g * 11 % 500) / 2 * 2, '€ 1,00', 100,
         CASE WHEN g % 3 = 0 THEN 'OPEN' ELSE 'HANDLED' END, 0, 'RENTAL', 'f.pdf', 'Factuur'
       FROM generate_series(1, 400) g`,
      [org],
    );
  });
  afterAll(() => database.drop());
}
