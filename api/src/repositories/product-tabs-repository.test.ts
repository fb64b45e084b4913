// The totals of the inspections and repairs overviews (migration 021): 'Te keuren' and its
// overdue ones from the month counters of the due dates, the archive and repair tabs from
// their tab counters, each equal to counting the rows of its rule through the writes
// that move products and inspections between them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TTestDatabase } from '../testing/test-database.js';
import type { TDatabase } from '../db/database.js';
import { findInspectionsPage, findRepairsPage } from './product-tabs-repository.js';

// why: a fixed day, so the due dates around it (and its month's edge) are the same each run.
const TODAY = '2026-06-15';
const SOON_UNTIL = '2026-07-15';
const PAGE = { offset: 1, rows: 10 };

let database: TTestDatabase;
let db: TDatabase;
let org: number;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  const [organisation] = await db.query<{ id: number }>(
    "INSERT INTO organisations (name) VALUES ('Keuringen tellen') RETURNING id",
  );
  org = organisation?.id ?? 0;
  await db.query(
    `WITH category AS (
       INSERT INTO article_categories (title, inspection_interval_months)
       VALUES ('Tilliften', 12) RETURNING id),
     article AS (
       INSERT INTO articles (category_id, name, article_type)
       SELECT id, 'Passieve tillift', 'DEPOT' FROM category RETURNING id),
     place AS (INSERT INTO locations (organisation_id, name) VALUES ($1, 'De Linde') RETURNING id),
     store AS (INSERT INTO warehouses (name) VALUES ('Depot Zwolle') RETURNING id)
     INSERT INTO products (organisation_id, article_id, serial_number, location_id,
       warehouse_id, registration_date, status)
     SELECT $1, article.id, 'TL-' || g,
       CASE WHEN g % 5 <> 0 AND g % 7 <> 0 THEN place.id END,
       CASE WHEN g % 5 = 0 THEN store.id END,
       -- due dates from ~5 months overdue to ~3 months ahead, some without one
       CASE WHEN g % 11 = 0 THEN NULL ELSE date '2025-06-15' - 150 + g * 3 END,
       CASE WHEN g % 13 = 0 THEN 'REMOVED' ELSE 'ACTIVE' END
     FROM generate_series(1, 80) g, article, place, store`,
    [org],
  );
  // Planned inspections (some due long after the 30 days), finished ones, repairs.
  await db.query(
    `INSERT INTO inspections (organisation_id, product_id, inspection_number, planned_date,
       inspect_date, conclusion)
     SELECT $1, p.id, 'KR-T-' || p.id, date '2026-09-01',
       CASE WHEN p.id % 3 = 0 THEN NULL ELSE date '2025-01-10' END,
       CASE WHEN p.id % 3 = 0 THEN 'PENDING' ELSE 'COMPLETED' END
     FROM products p WHERE p.organisation_id = $1 AND p.id % 2 = 0`,
    [org],
  );
  await db.query(
    `INSERT INTO repairs (organisation_id, product_id, repair_number, status)
     SELECT $1, p.id, 'RP-T-' || p.id, CASE WHEN p.id % 4 = 0 THEN 'PROCESSING' ELSE 'FIXED' END
     FROM products p WHERE p.organisation_id = $1 AND p.id % 3 <> 1`,
    [org],
  );
  // why: due dates on the edges of both totals: today (not overdue), the 30th day (due),
  // and the first days of their months (where the counters stop and the rows are counted).
  await db.query(
    `INSERT INTO products (organisation_id, article_id, serial_number, location_id,
       registration_date)
     SELECT organisation_id, article_id, 'TL-EDGE-' || day, location_id, day
     FROM products, unnest(ARRAY[date '2025-06-01', date '2025-06-15', date '2025-07-01', date '2025-07-15']) day
     WHERE organisation_id = $1 AND serial_number = 'TL-1'`,
    [org],
  );
});
afterAll(() => database.drop());

/** The totals of the overviews, as the api answers them. */
async function totals() {
  const due = (filters: { due?: 'OVERDUE' }) =>
    findInspectionsPage(db, org, 'overview-open', null, filters, PAGE, TODAY);
  return {
    due: (await due({})).totalCount,
    overdue: (await due({ due: 'OVERDUE' })).totalCount,
    archive: (await findInspectionsPage(db, org, 'overview-archive', null, {}, PAGE, TODAY))
      .totalCount,
    repairsOpen: (await findRepairsPage(db, org, { tab: 'open' }, {}, PAGE)).totalCount,
    repairsArchive: (await findRepairsPage(db, org, { tab: 'archive' }, {}, PAGE)).totalCount,
  };
}

/** The same totals, each counted from the rows by its rule written out in full. */
async function countedFromRows() {
  const [row] = await db.query<Record<string, number>>(
    `SELECT
       (SELECT count(*)::int FROM products WHERE organisation_id = $1 AND status = 'ACTIVE'
          AND placement <> 'unplaced'
          AND (pending_inspection_id IS NOT NULL OR next_inspection_date <= $3::date)) AS due,
       (SELECT count(*)::int FROM products WHERE organisation_id = $1 AND status = 'ACTIVE'
          AND placement <> 'unplaced' AND next_inspection_date < $2::date) AS overdue,
       (SELECT count(*)::int FROM inspections
          WHERE organisation_id = $1 AND conclusion <> 'PENDING') AS archive,
       (SELECT count(*)::int FROM repairs
          WHERE organisation_id = $1 AND status = 'PROCESSING') AS "repairsOpen",
       (SELECT count(*)::int FROM repairs
          WHERE organisation_id = $1 AND status <> 'PROCESSING') AS "repairsArchive"`,
    [org, TODAY, SOON_UNTIL],
  );
  return row;
}

describe('overview totals (migration 021)', () => {
  it('equal counting the rows through plans, inspections, moves, removals and repairs', async () => {
    const before = await countedFromRows();
    // why: each total must have rows on both sides of its rule, or it proves nothing.
    expect(before).toEqual({
      due: expect.any(Number),
      overdue: expect.any(Number),
      archive: expect.any(Number),
      repairsOpen: expect.any(Number),
      repairsArchive: expect.any(Number),
    });
    for (const value of Object.values(before ?? {})) expect(value).toBeGreaterThan(0);
    expect(before?.due).toBeGreaterThan(before?.overdue ?? 0);
    expect(await totals()).toEqual(before);

    await db.transaction(async (tx) => {
      // a planned inspection done (the product's due date moves a year on), a new plan
      await tx.query(
        `UPDATE inspections SET conclusion = 'COMPLETED', inspect_date = $2::date
         WHERE organisation_id = $1 AND conclusion = 'PENDING' AND id % 2 = 0`,
        [org, TODAY],
      );
      await tx.query(
        `INSERT INTO inspections (organisation_id, product_id, inspection_number, planned_date)
         SELECT $1, id, 'KR-N-' || id, date '2027-03-01' FROM products
         WHERE organisation_id = $1 AND id % 9 = 4`,
        [org],
      );
      // removed, taken out of its place, moved to the depot; a registration date changed
      await tx.query(
        "UPDATE products SET status = 'REMOVED' WHERE organisation_id = $1 AND id % 17 = 3",
        [org],
      );
      await tx.query(
        'UPDATE products SET location_id = NULL WHERE organisation_id = $1 AND id % 19 = 2',
        [org],
      );
      await tx.query(
        `UPDATE products SET registration_date = registration_date - 200
         WHERE organisation_id = $1 AND id % 6 = 1`,
        [org],
      );
      await tx.query(
        `UPDATE repairs SET status = 'FIXED' WHERE organisation_id = $1 AND id % 2 = 0
           AND status = 'PROCESSING'`,
        [org],
      );
      await tx.query('DELETE FROM repairs WHERE organisation_id = $1 AND id % 5 = 0', [org]);
      await tx.query(
        `DELETE FROM inspections WHERE organisation_id = $1 AND conclusion <> 'PENDING'
           AND id % 4 = 1`,
        [org],
      );
    });
    const after = await countedFromRows();
    expect(after).not.toEqual(before);
    expect(await totals()).toEqual(after);
  });

  it('come from the counters, not from counting the rows', async () => {
    const exact = await totals();
    // why: a counter set off by 1,000 shows in the totals it answers; the month is one
    // wholly before 'Te keuren''s 30 days and before today (both sum it).
    const buckets: [list: string, bucket: string][] = [
      ['products.due_month', 'location/2026-01-01'],
      ['inspections', 'archive'],
      ['repairs', 'open'],
      ['repairs', 'archive'],
    ];
    const shift = async (delta: number) => {
      for (const [list, bucket] of buckets) {
        await db.query(
          `INSERT INTO list_counts AS c (list, organisation_id, bucket, count)
           VALUES ($1, $2, $3, $4)
           ON CONFLICT (list, organisation_id, bucket) DO UPDATE SET count = c.count + $4`,
          [list, org, bucket, delta],
        );
      }
    };
    await shift(1000);
    try {
      expect(await totals()).toEqual({
        due: (exact.due ?? 0) + 1000,
        overdue: (exact.overdue ?? 0) + 1000,
        archive: (exact.archive ?? 0) + 1000,
        repairsOpen: (exact.repairsOpen ?? 0) + 1000,
        repairsArchive: (exact.repairsArchive ?? 0) + 1000,
      });
    } finally {
      await shift(-1000);
    }
    expect(await totals()).toEqual(exact);
  });
});
