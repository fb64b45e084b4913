// The shared list query on the rental cases list: pages (also read from the end), totals
// from the trigger-kept counters, and keyset batches, all against one plain ORDER BY.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCustomerRequestsPage } from '../repositories/customer-requests-query-repository.js';
import { eachRentalCaseBatch, findRentalCasesPage } from '../repositories/rentals-repository.js';
import { openTestDatabase, type TTestDatabase } from '../testing/test-database.js';
import type { TDatabase, TQueryable, TSqlParam } from './database.js';
import {
  countList,
  counted,
  eachListBatch,
  exportBatchSizing,
  isoDate,
  likePattern,
  ListFilter,
  sql,
} from './list-query.js';
import { RENTAL_CASES_LIST } from '../repositories/rentals-repository.js';

let database: TTestDatabase;
let db: TDatabase;
let org: number;
let otherOrg: number;

/** Ids of a tab in the list's order, by a query written out in full. */
async function expectedOrder(status: string): Promise<number[]> {
  const orderBy =
    status === 'ENDED'
      ? 'end_date DESC NULLS LAST, id DESC'
      : 'start_date DESC NULLS LAST, id DESC';
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM rental_cases WHERE organisation_id = $1 AND status = $2 ORDER BY ${orderBy}`,
    [org, status],
  );
  return rows.map((row) => row.id);
}

async function insertCases(organisationId: number, count: number, status: string) {
  // why: repeated and missing dates, so the order leans on the id tie-breaker and on
  // "no date last".
  await db.query(
    `INSERT INTO rental_cases (organisation_id, display_name, status, start_date, end_date,
       serial_number)
     SELECT $1, 'Artikel ' || g, $3,
       CASE WHEN g % 6 = 0 THEN NULL ELSE date '2024-01-01' + (g % 4) END,
       CASE WHEN g % 5 = 0 THEN NULL ELSE date '2025-01-01' + (g % 3) END,
       'SN-' || $3 || '-' || g
     FROM generate_series(1, $2) g`,
    [organisationId, count, status],
  );
}

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  const [a, b] = await db.query<{ id: number }>(
    "INSERT INTO organisations (name) VALUES ('Lijsten A'), ('Lijsten B') RETURNING id",
  );
  org = a?.id ?? 0;
  otherOrg = b?.id ?? 0;
  await insertCases(org, 25, 'ACTIVE');
  await insertCases(org, 13, 'ENDED');
  await insertCases(otherOrg, 4, 'ACTIVE');
});
afterAll(() => database.drop());

describe('findListPage', () => {
  it('pages through a tab in list order, the second half read from the end', async () => {
    for (const [tab, status] of [
      ['active', 'ACTIVE'],
      ['archive', 'ENDED'],
    ] as const) {
      const expected = await expectedOrder(status);
      const seen: number[] = [];
      for (let offset = 1; offset <= expected.length; offset += 10) {
        const page = await findRentalCasesPage(db, org, tab, {}, { offset, rows: 10 });
        expect(page.totalCount).toBe(expected.length);
        seen.push(...page.rows.map((row) => row.rentalCaseId));
      }
      expect(seen).toEqual(expected);
      const odd = await findRentalCasesPage(db, org, tab, {}, { offset: 9, rows: 7 });
      expect(odd.rows.map((row) => row.rentalCaseId)).toEqual(expected.slice(8, 15));
    }
  });

  it('answers an empty page with the total beyond the last row', async () => {
    const page = await findRentalCasesPage(db, org, 'active', {}, { offset: 31, rows: 10 });
    expect(page).toEqual({ rows: [], totalCount: 25 });
  });

  it('answers the first page and its total in one statement', async () => {
    const statements: string[] = [];
    const counting = {
      ...db,
      query<T>(text: string, params?: Parameters<TDatabase['query']>[1]) {
        statements.push(text);
        return db.query<T>(text, params);
      },
    };
    const first = await findRentalCasesPage(counting, org, 'active', {}, { offset: 1, rows: 10 });
    expect(statements).toHaveLength(1);
    expect(first.totalCount).toBe(25);
    expect(first.rows.map((row) => row.rentalCaseId)).toEqual(
      (await expectedOrder('ACTIVE')).slice(0, 10),
    );
    expect(Object.keys(first.rows[0] ?? {})).not.toContain('__total');
    // an empty tab: no row carries the total, which is then 0 (same snapshot)
    expect(
      await findRentalCasesPage(counting, org, 'waiting', {}, { offset: 1, rows: 10 }),
    ).toEqual({ rows: [], totalCount: 0 });
  });

  it('counts the matches of a filtered tab', async () => {
    const page = await findRentalCasesPage(
      db,
      org,
      'active',
      { search: 'sn-active-1' },
      { offset: 1, rows: 5 },
    );
    // SN-ACTIVE-1 and SN-ACTIVE-10 .. SN-ACTIVE-19
    expect(page.totalCount).toBe(11);
    expect(page.rows).toHaveLength(5);
    expect(Object.keys(page.rows[0] ?? {})).not.toContain('__total');
    // a search counts in the page's own statement; past its last match it still knows the total
    const beyond = await findRentalCasesPage(
      db,
      org,
      'active',
      { search: 'sn-active-1' },
      { offset: 21, rows: 5 },
    );
    expect(beyond).toEqual({ rows: [], totalCount: 11 });
  });
});

describe('likePattern', () => {
  it('finds the typed text itself, its % _ and \\ not taken as wildcards', async () => {
    expect(likePattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
    const [row] = await db.query<Record<string, boolean>>(
      `SELECT 'Kamer 50%' ILIKE $1 AS "percent", 'kamer 500' ILIKE $1 AS "percentAsWildcard",
         'bed a_1' ILIKE $2 AS "underscore", 'bed ab1' ILIKE $2 AS "underscoreAsWildcard"`,
      [likePattern('r 50%'), likePattern('A_1')],
    );
    expect(row).toEqual({
      percent: true,
      percentAsWildcard: false,
      underscore: true,
      underscoreAsWildcard: false,
    });
  });
});

describe('isoDate', () => {
  it("gives a moment's date in the portal's time zone, also in the hour after Dutch midnight", async () => {
    for (const urgent of [false, true]) {
      const [row] = await (urgent ? db.urgent : db).query<Record<string, string>>(
        `SELECT ${isoDate("timestamptz '2026-11-23 23:30:00+00'")} AS "winter",
           ${isoDate("timestamptz '2026-07-01 22:30:00+00'")} AS "summer",
           ${isoDate("date '2026-11-23'")} AS "day"`,
      );
      expect(row).toEqual({ winter: '2026-11-24', summer: '2026-07-02', day: '2026-11-23' });
    }
  });
});

describe('list_counts', () => {
  it('stays equal to counting the rows through inserts, moves and deletes', async () => {
    const filter = (status: string) =>
      new ListFilter().where(sql`r.organisation_id = ${org}`).where(sql`r.status = ${status}`);
    const both = async (status: string) => [
      await countList(
        db,
        RENTAL_CASES_LIST,
        filter(status),
        counted('rental_cases', org, [status]),
      ),
      await countList(db, RENTAL_CASES_LIST, filter(status), 'count'),
    ];
    expect(await both('ACTIVE')).toEqual([25, 25]);
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE rental_cases SET status = 'WAITING'
         WHERE organisation_id = $1 AND status = 'ACTIVE' AND id % 3 = 0`,
        [org],
      );
      await tx.query(
        "DELETE FROM rental_cases WHERE organisation_id = $1 AND status = 'ENDED' AND id % 2 = 0",
        [org],
      );
    });
    for (const status of ['ACTIVE', 'WAITING', 'ENDED']) {
      const [fromCounter, fromRows] = await both(status);
      expect(fromCounter).toBe(fromRows);
    }
    const [other] = await db.query<{ count: number }>(
      `SELECT count::int FROM list_counts
       WHERE list = 'rental_cases' AND organisation_id = $1 AND bucket = 'ACTIVE'`,
      [otherOrg],
    );
    expect(other?.count).toBe(4);
  });
});

describe('counters per filter value (migration 008)', () => {
  it('answer the total of a location with those below it and of a request type, through moves and deletes', async () => {
    const [top = 0, child = 0, grandchild = 0, other = 0] = (
      await db.query<{ id: number }>(
        `INSERT INTO locations (organisation_id, name) VALUES ($1, 'Boven'), ($1, 'Midden'),
           ($1, 'Onder'), ($1, 'Elders') RETURNING id`,
        [org],
      )
    ).map((row) => row.id);
    await db.query('UPDATE locations SET parent_id = $1 WHERE id = $2', [top, child]);
    await db.query('UPDATE locations SET parent_id = $1 WHERE id = $2', [child, grandchild]);
    // why: every case gets one of the four locations or none, so each count is a strict part.
    await db.query(
      `UPDATE rental_cases SET location_id = ($2::int[])[1 + id % 5]
       WHERE organisation_id = $1`,
      [org, [top, child, grandchild, other].map(String)],
    );
    const rowsAt = async (status: string, locations: number[]) => {
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM rental_cases
         WHERE organisation_id = $1 AND status = $2 AND location_id = ANY ($3::int[])`,
        [org, status, locations.map(String)],
      );
      return row?.n ?? 0;
    };
    const check = async () => {
      for (const [tab, status] of [
        ['active', 'ACTIVE'],
        ['waiting', 'WAITING'],
        ['archive', 'ENDED'],
      ] as const) {
        const page = await findRentalCasesPage(
          db,
          org,
          tab,
          { locationId: top },
          { offset: 1, rows: 10 },
        );
        expect(page.totalCount).toBe(await rowsAt(status, [top, child, grandchild]));
        const leaf = await findRentalCasesPage(
          db,
          org,
          tab,
          { locationId: grandchild },
          { offset: 1, rows: 10 },
        );
        expect(leaf.totalCount).toBe(await rowsAt(status, [grandchild]));
      }
    };
    await check();
    expect(await rowsAt('ACTIVE', [top, child, grandchild])).toBeGreaterThan(0);
    await db.query(
      `UPDATE rental_cases SET location_id = $2 WHERE organisation_id = $1 AND id % 3 = 1`,
      [org, grandchild],
    );
    await db.query(
      `UPDATE rental_cases SET status = 'WAITING' WHERE organisation_id = $1 AND id % 4 = 1`,
      [org],
    );
    await db.query('DELETE FROM rental_cases WHERE organisation_id = $1 AND id % 7 = 0', [org]);
    await check();
    // another organisation's location is not the caller's
    const foreign = await findRentalCasesPage(
      db,
      otherOrg,
      'active',
      { locationId: top },
      { offset: 1, rows: 10 },
    );
    expect(foreign).toEqual({ rows: [], totalCount: 0 });

    await db.query(
      `INSERT INTO customer_requests (organisation_id, type, status)
       SELECT $1, (ARRAY['RENTAL-STOP', 'DEPOT-IN'])[1 + g % 2],
         (ARRAY['OPEN', 'PROCESSING', 'COMPLETED'])[1 + g % 3]
       FROM generate_series(1, 30) g`,
      [org],
    );
    await db.query(
      `UPDATE customer_requests SET status = 'REJECTED'
       WHERE organisation_id = $1 AND status = 'OPEN' AND id % 2 = 0`,
      [org],
    );
    for (const tab of ['open', 'processing', 'archive'] as const) {
      const page = await findCustomerRequestsPage(
        db,
        { organisationId: org, tab, type: 'RENTAL-STOP' },
        { offset: 1, rows: 10 },
      );
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM customer_requests
         WHERE organisation_id = $1 AND tab = $2 AND type = 'RENTAL-STOP'`,
        [org, tab],
      );
      expect(page.totalCount).toBe(row?.n);
    }
  });
});

describe('eachListBatch', () => {
  it('reads every row once, in list order, batch after batch', async () => {
    const expected = await expectedOrder('ACTIVE');
    const batches: number[][] = [];
    const filter = new ListFilter()
      .where(sql`r.organisation_id = ${org}`)
      .where(sql`r.status = ${'ACTIVE'}`);
    for await (const rows of eachListBatch<{ rentalCaseId: number }>(
      db,
      RENTAL_CASES_LIST,
      filter,
      4,
    )) {
      batches.push(rows.map((row) => row.rentalCaseId));
    }
    expect(batches.flat()).toEqual(expected);
    expect(batches.every((batch) => batch.length <= 4)).toBe(true);
    expect(
      Object.keys((await eachRentalCaseBatch(db, org, 'active', {}).next()).value?.[0] ?? {}),
    ).not.toContain('__key0');
  });

  it('reads the next batch ahead, and a caller that stops early waits for it to settle', async () => {
    const filter = new ListFilter()
      .where(sql`r.organisation_id = ${org}`)
      .where(sql`r.status = ${'ACTIVE'}`);
    let asked = 0;
    let running = 0;
    const counting: TQueryable = {
      async query<T>(text: string, params?: readonly TSqlParam[]): Promise<T[]> {
        asked += 1;
        running += 1;
        try {
          return await db.query<T>(text, params);
        } finally {
          running -= 1;
        }
      },
      exec: (text) => db.exec(text),
    };
    const batches = eachListBatch<{ rentalCaseId: number }>(counting, RENTAL_CASES_LIST, filter, 2);
    await batches.next();
    // why: the second batch was asked for before the first was handed over.
    expect(asked).toBe(2);
    await batches.return(undefined);
    expect(running).toBe(0);
  });
});

describe('exportBatchSizing', () => {
  it('on PGlite sizes each batch to take about 8 ms, from 100 to 1,000 rows, at most doubling', () => {
    const sizing = exportBatchSizing({ kind: 'pglite' });
    expect(sizing.first).toBe(250);
    expect(sizing.next(250, 2.5, true)).toBe(500);
    expect(sizing.next(250, 0.5, true)).toBe(500);
    expect(sizing.next(800, 1, true)).toBe(1_000);
    expect(sizing.next(500, 10, true)).toBe(400);
    expect(sizing.next(250, 40, true)).toBe(100);
  });

  it("grows a batch but never shrinks one on a time that only bounds the database's", () => {
    const sizing = exportBatchSizing({ kind: 'pglite' });
    expect(sizing.next(250, 2.5, false)).toBe(500);
    expect(sizing.next(500, 10, false)).toBe(500);
    expect(sizing.next(500, 40, false)).toBe(500);
  });

  it('reads 1,000 rows at a time on PostgreSQL, and the given number when one is given', () => {
    const postgres = exportBatchSizing({ kind: 'postgres' });
    expect([postgres.first, postgres.next(1_000, 50, true)]).toEqual([1_000, 1_000]);
    const fixed = exportBatchSizing({ kind: 'pglite' }, 2);
    expect([fixed.first, fixed.next(2, 0.01, true)]).toEqual([2, 2]);
  });
});
