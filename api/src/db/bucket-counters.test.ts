// The bucket counters themselves (migration 009): they stay exact through writes whatever
// TimeZone the writer has, and the migration fills them on a database that already has rows.
import { describe, expect, it } from 'vitest';
import { findCustomerRequestsPage } from '../repositories/customer-requests-query-repository.js';
import { openTestDatabase } from '../testing/test-database.js';
import { db, expectPages, ids, org, setUpBucketedRows } from './list-page-buckets-fixture.js';
import { migrate, readMigrations } from './migrate.js';

setUpBucketedRows();

describe('bucket counters', () => {
  async function counterDifferences(): Promise<unknown[]> {
    // why: the counters against the rows, both ways; an empty answer is exact.
    return db.query(
      `WITH counted AS (
         SELECT bucket, count::int AS n FROM list_counts
         WHERE list = 'customer_requests.page_bucket' AND organisation_id = $1 AND count <> 0),
       actual AS (
         SELECT tab || '/' || to_char(page_bucket AT TIME ZONE 'UTC', 'YYYY-MM-DD') || ' 00:00:00+00'
           AS bucket, count(*)::int AS n
         FROM customer_requests WHERE organisation_id = $1 GROUP BY 1)
       (SELECT * FROM counted EXCEPT SELECT * FROM actual)
       UNION ALL (SELECT * FROM actual EXCEPT SELECT * FROM counted)`,
      [org],
    );
  }

  it('stay exact through writes in sessions of any TimeZone', async () => {
    expect(await counterDifferences()).toEqual([]);
    await db.transaction(async (tx) => {
      await tx.query("SET LOCAL TimeZone = 'Pacific/Kiritimati'");
      await tx.query(
        `INSERT INTO customer_requests (organisation_id, type, status, created_at)
         SELECT $1, 'DEPOT-IN', 'OPEN', timestamptz '2025-03-31 20:00:00+00' + g * interval '1 hour'
         FROM generate_series(1, 10) g`,
        [org],
      );
    });
    await db.transaction(async (tx) => {
      await tx.query("SET LOCAL TimeZone = 'America/Los_Angeles'");
      await tx.query(
        `UPDATE customer_requests SET status = 'PROCESSING'
         WHERE organisation_id = $1 AND type = 'DEPOT-IN'`,
        [org],
      );
      await tx.query(`DELETE FROM customer_requests WHERE organisation_id = $1 AND id % 6 = 0`, [
        org,
      ]);
    });
    expect(await counterDifferences()).toEqual([]);
    const expected = await ids(
      `SELECT id FROM customer_requests WHERE organisation_id = $1 AND tab = 'processing'
       ORDER BY created_at DESC, id DESC`,
      [org],
    );
    await expectPages(expected, 10, async (offset) => {
      const page = await findCustomerRequestsPage(
        db,
        { organisationId: org, tab: 'processing' },
        { offset, rows: 10 },
      );
      return { ids: page.rows.map((row) => row.id), totalCount: page.totalCount };
    });
  });
});

describe('migration 009 on a database with rows', () => {
  it('counts the rows that were there before it', async () => {
    const all = readMigrations();
    const before = await openTestDatabase(all.filter((migration) => migration.version < 9));
    try {
      const old = before.db;
      const [row] = await old.query<{ id: number }>(
        "INSERT INTO organisations (name) VALUES ('Oud') RETURNING id",
      );
      await old.query(
        `INSERT INTO rental_cases (organisation_id, display_name, status, start_date)
         SELECT $1, 'Artikel ' || g, 'ACTIVE',
           CASE WHEN g % 7 = 0 THEN NULL ELSE date '2022-01-01' + g * 5 END
         FROM generate_series(1, 120) g`,
        [row?.id ?? 0],
      );
      expect(await migrate(old, all)).toContain('009_list_page_buckets.sql');
      const counters = await old.query<{ bucket: string; count: number }>(
        `SELECT bucket, count::int FROM list_counts
         WHERE list = 'rental_cases.page_bucket' AND organisation_id = $1 ORDER BY bucket`,
        [row?.id ?? 0],
      );
      const actual = await old.query<{ bucket: string; count: number }>(
        `SELECT 'ACTIVE/' || CASE WHEN start_date IS NULL THEN '-infinity'
                  ELSE to_char(start_date, 'YYYY-MM') || '-01' END AS bucket, count(*)::int
         FROM rental_cases WHERE organisation_id = $1 GROUP BY 1 ORDER BY 1`,
        [row?.id ?? 0],
      );
      expect(counters).toEqual(actual);
      expect(counters.length).toBeGreaterThan(10);
    } finally {
      await before.drop();
    }
  });
});
