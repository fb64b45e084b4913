// Deep pages from the bucket counters (migration 009, findListPage): every page of every
// bucketed list equals the same page of a plain ORDER BY ... OFFSET over the rows, at page
// sizes that cross bucket boundaries, with ties, cases without a date and several tabs in
// one total; the counters stay exact through writes, whatever TimeZone the writer has; and
// the migration fills them on a database that already has rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProductsPage } from '../repositories/articles-repository.js';
import { findCustomerRequestsPage } from '../repositories/customer-requests-query-repository.js';
import { findInvoicesPage } from '../repositories/invoices-repository.js';
import { findDepotDatePage } from '../repositories/management-depot-date-repository.js';
import { findRentalOverviewPage } from '../repositories/management-rentals-repository.js';
import { findRentalDatePage } from '../repositories/management-rental-date-repository.js';
import { findRentalCasesPage } from '../repositories/rentals-repository.js';
import { openTestDatabase, type TTestDatabase } from '../testing/test-database.js';
import type { TDatabase, TSqlParam } from './database.js';
import { migrate, readMigrations } from './migrate.js';

let database: TTestDatabase;
let db: TDatabase;
let org: number;

async function ids(query: string, params: TSqlParam[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>(query, params);
  return rows.map((row) => row.id);
}

/** Every page of `size` rows, read through `page(offset)`, against `expected`. */
async function expectPages(
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

describe('bucketed pages', () => {
  it('answer every page of the rental tabs as a plain ORDER BY with OFFSET does', async () => {
    for (const [tab, status, date] of [
      ['active', 'ACTIVE', 'start_date'],
      ['archive', 'ENDED', 'end_date'],
    ] as const) {
      const expected = await ids(
        `SELECT id FROM rental_cases WHERE organisation_id = $1 AND status = $2
         ORDER BY ${date} DESC NULLS LAST, id DESC`,
        [org, status],
      );
      expect(expected.length).toBeGreaterThan(200);
      for (const size of [10, 7, 100]) {
        await expectPages(expected, size, async (offset) => {
          const page = await findRentalCasesPage(db, org, tab, {}, { offset, rows: size });
          return { ids: page.rows.map((row) => row.rentalCaseId), totalCount: page.totalCount };
        });
      }
    }
  });

  it('answer every page of the request tabs (timestamps, the archive of two statuses)', async () => {
    for (const tab of ['open', 'archive'] as const) {
      const expected = await ids(
        `SELECT id FROM customer_requests WHERE organisation_id = $1 AND tab = $2
         ORDER BY created_at DESC, id DESC`,
        [org, tab],
      );
      await expectPages(expected, 9, async (offset) => {
        const page = await findCustomerRequestsPage(
          db,
          { organisationId: org, tab },
          { offset, rows: 9 },
        );
        return { ids: page.rows.map((row) => row.id), totalCount: page.totalCount };
      });
    }
  });

  it('answer every page of all invoices, whose total sums two counted statuses', async () => {
    const expected = await ids(
      'SELECT id FROM invoices WHERE organisation_id = $1 ORDER BY invoice_date DESC, id DESC',
      [org],
    );
    await expectPages(expected, 10, async (offset) => {
      const page = await findInvoicesPage(db, org, 'all', null, { offset, rows: 10 });
      return { ids: page.rows.map((row) => row.invoiceId), totalCount: page.totalCount };
    });
  });
});

describe('bucketed pages of a period (bucketed(), whereKeyBetween)', () => {
  // why: ends mid-month, on a month's first and last day, in one month, open on one side,
  // and one without rows: the edge months are counted on the index, the rest from counters.
  const RANGES: [string | null, string | null][] = [
    ['2023-03-17', '2023-11-02'],
    ['2023-04-01', '2023-04-30'],
    ['2023-06-05', '2023-06-20'],
    ['2023-09-30', null],
    [null, '2023-05-31'],
    ['2031-01-01', '2031-12-31'],
    // whole months from counters alone, and one whole end with one partial end
    ['2023-04-01', '2023-06-30'],
    ['2023-03-01', '2023-03-31'],
    ['2023-02-01', '2023-05-17'],
    ['2023-02-11', '2023-05-31'],
    ['2023-02-01', null],
  ];

  it('answer every page of the delivered and returned cases of a period', async () => {
    for (const [from, to] of RANGES) {
      const delivered = await ids(
        `SELECT id FROM rental_cases WHERE organisation_id = $1 AND start_date IS NOT NULL
           AND ($2::date IS NULL OR start_date >= $2) AND ($3::date IS NULL OR start_date <= $3)
         ORDER BY start_date DESC, id DESC`,
        [org, from, to],
      );
      for (const size of [10, 7]) {
        await expectPages(delivered, size, async (offset) => {
          const page = await findRentalOverviewPage(
            db,
            org,
            'DELIVER',
            { dateFrom: from, dateTo: to },
            { offset, rows: size },
          );
          return { ids: page.rows.map((row) => row.rentalCaseId), totalCount: page.totalCount };
        });
      }
      const returned = await ids(
        `SELECT id FROM rental_cases WHERE organisation_id = $1 AND status = 'ENDED'
           AND end_date IS NOT NULL
           AND ($2::date IS NULL OR end_date >= $2) AND ($3::date IS NULL OR end_date <= $3)
         ORDER BY end_date DESC, id DESC`,
        [org, from?.replace('2023', '2024') ?? null, to?.replace('2023', '2024') ?? null],
      );
      await expectPages(returned, 10, async (offset) => {
        const page = await findRentalOverviewPage(
          db,
          org,
          'RETURN',
          { dateFrom: from?.replace('2023', '2024'), dateTo: to?.replace('2023', '2024') },
          { offset, rows: 10 },
        );
        return { ids: page.rows.map((row) => row.rentalCaseId), totalCount: page.totalCount };
      });
    }
  });

  it('answer every page of the invoices of a period', async () => {
    const expected = await ids(
      `SELECT id FROM invoices WHERE organisation_id = $1
         AND invoice_date BETWEEN '2024-02-11' AND '2024-07-09'
       ORDER BY invoice_date DESC, id DESC`,
      [org],
    );
    expect(expected.length).toBeGreaterThan(50);
    await expectPages(expected, 10, async (offset) => {
      const page = await findInvoicesPage(
        db,
        org,
        'all',
        null,
        { offset, rows: 10 },
        {
          dateFrom: '2024-02-11',
          dateTo: '2024-07-09',
        },
      );
      return { ids: page.rows.map((row) => row.invoiceId), totalCount: page.totalCount };
    });
  });

  it('count the cases out on a day from counters, also with dates that do not follow', async () => {
    // why: the data has ended cases without a start or an end date; one more ends on the day
    // it starts (an end before the start is refused since migration 033). The counters'
    // total must still be the rows' own count.
    await db.query(
      `INSERT INTO rental_cases (organisation_id, display_name, status, start_date, end_date)
       VALUES ($1, 'Zelfde dag', 'ENDED', '2024-03-10', '2024-03-10')`,
      [org],
    );
    // why: days on which ended cases of earlier months ended (the end day counts as out).
    const edges = await db.query<{ day: string }>(
      `SELECT to_char(end_date, 'YYYY-MM-DD') AS day FROM rental_cases
       WHERE organisation_id = $1 AND status = 'ENDED' AND start_month < page_bucket
         AND extract(day FROM end_date) > 1
       ORDER BY end_date LIMIT 2`,
      [org],
    );
    expect(edges).toHaveLength(2);
    const days = ['2023-01-01', '2023-06-15', '2024-02-15', '2024-03-01', '2025-12-31'];
    for (const day of [...days, ...edges.map((edge) => edge.day)]) {
      const expected = await ids(
        `SELECT id FROM rental_cases WHERE organisation_id = $1 AND start_date <= $2
           AND NOT (status = 'ENDED' AND coalesce(end_date, '-infinity') < $2)
         ORDER BY start_date DESC, id DESC`,
        [org, day],
      );
      await expectPages(expected, 25, async (offset) => {
        const page = await findRentalDatePage(db, org, { date: day }, { offset, rows: 25 });
        return { ids: page.rows.map((row) => row.rentalCaseId), totalCount: page.totalCount };
      });
    }
  });
  it('narrowed to a location with those below it, pages from its counters through starts and ends', async () => {
    const [top = 0, wing = 0, room = 0, other = 0, empty = 0] = (
      await db.query<{ id: number }>(
        `INSERT INTO locations (organisation_id, name) VALUES ($1, 'Hoofdgebouw'),
           ($1, 'Vleugel'), ($1, 'Kamer'), ($1, 'Elders'), ($1, 'Leeg') RETURNING id`,
        [org],
      )
    ).map((row) => row.id);
    await db.query('UPDATE locations SET parent_id = $1 WHERE id = $2', [top, wing]);
    await db.query('UPDATE locations SET parent_id = $1 WHERE id = $2', [wing, room]);
    // why: the cases move to their places (an update the counters follow), a fifth nowhere.
    await db.query(
      `UPDATE rental_cases SET location_id = (ARRAY[$2, $3, $4, $5, NULL]::int[])[1 + id % 5]
       WHERE organisation_id = $1`,
      [org, top, wing, room, other],
    );
    const below = (location: number) =>
      location === top ? [top, wing, room] : location === wing ? [wing, room] : [location];
    const expectDay = async (day: string) => {
      // why: the whole list too (null), whose counters per end and start month follow.
      for (const location of [top, wing, other, empty, null]) {
        const expected = await ids(
          `SELECT id FROM rental_cases WHERE organisation_id = $1 AND start_date <= $2
             AND NOT (status = 'ENDED' AND coalesce(end_date, '-infinity') < $2)
             AND ($3::int[] IS NULL OR location_id = ANY ($3::int[]))
           ORDER BY start_date DESC, id DESC`,
          [org, day, location === null ? null : below(location).map(String)],
        );
        await expectPages(expected, 10, async (offset) => {
          const page = await findRentalDatePage(
            db,
            org,
            { date: day, ...(location === null ? {} : { locationId: location }) },
            { offset, rows: 10 },
          );
          return { ids: page.rows.map((row) => row.rentalCaseId), totalCount: page.totalCount };
        });
      }
    };
    const days = ['2022-06-01', '2023-06-15', '2024-02-15', '2024-03-01', '2025-12-31'];
    for (const day of days) await expectDay(day);
    // why: rentals start (in the room, some on a day of a month already ended in), end (on
    // a day, without a date, on the day they started), move and go, and every count follows.
    await db.query(
      `INSERT INTO rental_cases (organisation_id, display_name, status, start_date, location_id)
       SELECT $1, 'Nieuw ' || g, 'ACTIVE', date '2024-02-10' - g * 9, $2
       FROM generate_series(1, 30) g`,
      [org, room],
    );
    await db.query(
      `UPDATE rental_cases SET status = 'ENDED',
         end_date = CASE WHEN id % 7 = 0 THEN NULL WHEN id % 7 = 1 THEN start_date
                         ELSE start_date + (id % 90) END
       WHERE organisation_id = $1 AND status <> 'ENDED' AND id % 3 = 0`,
      [org],
    );
    await db.query(
      `UPDATE rental_cases SET location_id = $2
       WHERE organisation_id = $1 AND location_id = $3 AND id % 4 = 0`,
      [org, other, wing],
    );
    await db.query(
      `DELETE FROM rental_cases WHERE organisation_id = $1 AND location_id = $2 AND id % 6 = 0`,
      [org, room],
    );
    for (const day of [...days, '2024-02-10', '2018-01-01']) await expectDay(day);
    // a day before any case: nothing out anywhere
    const none = await findRentalDatePage(
      db,
      org,
      { date: '2018-01-01', locationId: top },
      { offset: 1, rows: 10 },
    );
    expect(none).toEqual({ rows: [], totalCount: 0 });
  });
});

describe('the depot on a day', () => {
  it('pages by month of arrival: every page as a plain ORDER BY with OFFSET', async () => {
    const [category] = await db.query<{ id: number }>(
      "INSERT INTO article_categories (title) VALUES ('Tilliften') RETURNING id",
    );
    const [article] = await db.query<{ id: number }>(
      `INSERT INTO articles (category_id, name, article_type) VALUES ($1, 'Lift', 'DEPOT')
       RETURNING id`,
      [category?.id ?? 0],
    );
    const products = await db.query<{ id: number }>(
      `INSERT INTO products (organisation_id, article_id, serial_number)
       SELECT $1, $2, 'SN-D-' || g FROM generate_series(1, 240) g RETURNING id`,
      [org, article?.id ?? 0],
    );
    await addStays(products, 41);
    // why: days on which stays of earlier months left (the day counts as in the depot), and
    // on which stays came in.
    const edges = await db.query<{ day: string }>(
      `(SELECT to_char(to_date, 'YYYY-MM-DD') AS day FROM product_depot_stays
        WHERE organisation_id = $1 AND from_month < to_month AND extract(day FROM to_date) > 1
        ORDER BY to_date LIMIT 2)
       UNION ALL
       (SELECT to_char(from_date, 'YYYY-MM-DD') FROM product_depot_stays
        WHERE organisation_id = $1 AND extract(day FROM from_date) > 1 ORDER BY from_date DESC
        LIMIT 1)`,
      [org],
    );
    expect(edges).toHaveLength(3);
    const days = ['2023-01-01', '2023-06-15', '2024-02-29', '2024-03-01', '2026-01-01'];
    for (const day of [...days, ...edges.map((edge) => edge.day)]) {
      const expected = await ids(
        `SELECT id FROM product_depot_stays WHERE organisation_id = $1 AND from_date <= $2
           AND coalesce(to_date, 'infinity') >= $2
         ORDER BY from_date DESC, id DESC`,
        [org, day],
      );
      await expectPages(expected, 10, (offset) => depotStayIds({ date: day }, offset));
    }
  });

  it('narrowed to a kind, pages from the counters per article as a plain ORDER BY with OFFSET', async () => {
    const [kind = 0, below = 0, other = 0, empty = 0] = (
      await db.query<{ id: number }>(
        `INSERT INTO article_categories (title) VALUES ('Matrassen'), ('Wisselmatrassen'),
           ('Rolstoelen'), ('Leeg') RETURNING id`,
      )
    ).map((row) => row.id);
    await db.query('UPDATE article_categories SET parent_id = $1 WHERE id = $2', [kind, below]);
    const articles = (
      await db.query<{ id: number }>(
        `INSERT INTO articles (category_id, name, article_type)
         VALUES ($1, 'Matras', 'DEPOT'), ($2, 'Wisselmatras', 'DEPOT'), ($3, 'Rolstoel', 'DEPOT')
         RETURNING id`,
        [kind, below, other],
      )
    ).map((row) => String(row.id));
    const products = await db.query<{ id: number }>(
      `INSERT INTO products (organisation_id, article_id, serial_number)
       SELECT $1, ($2::int[])[1 + g % 3], 'SN-K-' || g FROM generate_series(1, 300) g
       RETURNING id`,
      [org, articles],
    );
    // why: then some leave, some come in later and some are removed, so the counters
    // follow every write.
    await addStays(products, 37);
    const mine = `SELECT id FROM product_depot_stays WHERE organisation_id = $1
      AND article_id = ANY ($2::int[])`;
    await db.query(
      `UPDATE product_depot_stays SET to_date = from_date + 45
       WHERE id IN (${mine}) AND to_date IS NULL AND id % 3 = 0`,
      [org, articles],
    );
    await db.query(
      `UPDATE product_depot_stays SET from_date = from_date + 20, to_date = to_date + 20
       WHERE id IN (${mine}) AND id % 5 = 1`,
      [org, articles],
    );
    await db.query(`DELETE FROM product_depot_stays WHERE id IN (${mine}) AND id % 11 = 2`, [
      org,
      articles,
    ]);
    const inKind = (day: string, articleIds: string[]) =>
      ids(
        `SELECT id FROM product_depot_stays WHERE organisation_id = $1 AND from_date <= $2
           AND coalesce(to_date, 'infinity') >= $2 AND article_id = ANY ($3::int[])
         ORDER BY from_date DESC, id DESC`,
        [org, day, articleIds],
      );
    const days = [
      '2023-01-01',
      '2023-06-15',
      '2023-11-30',
      '2024-02-29',
      '2024-03-01',
      '2026-01-01',
    ];
    let inKinds = 0;
    for (const day of days) {
      const [first = '', second = '', third = ''] = articles;
      const kindExpected = await inKind(day, [first, second]);
      const otherExpected = await inKind(day, [third]);
      inKinds += kindExpected.length * otherExpected.length;
      await expectPages(kindExpected, 10, (offset) =>
        depotStayIds({ date: day, categoryId: kind }, offset),
      );
      await expectPages(await inKind(day, [second]), 10, (offset) =>
        depotStayIds({ date: day, categoryId: below }, offset),
      );
      await expectPages(otherExpected, 10, (offset) =>
        depotStayIds({ date: day, categoryId: other }, offset),
      );
      await expectPages([], 10, (offset) => depotStayIds({ date: day, categoryId: empty }, offset));
    }
    expect(inKinds).toBeGreaterThan(0);
  });
});

/**
 * A stay in the depot for each product (of its own article), over two years, several on
 * one day (`spread` spaces their days); a quarter still there, some leaving the day they
 * came, the month they came or months later, so a day's stays came in over many months and
 * left in its own month too.
 */
async function addStays(products: readonly { id: number }[], spread: number): Promise<void> {
  await db.query(
    `INSERT INTO product_depot_stays (organisation_id, product_id, from_date, to_date, article_id)
     SELECT $1, p.id, d.from_date,
       CASE WHEN p.n % 4 = 0 THEN NULL
            WHEN p.n % 7 = 0 THEN d.from_date
            ELSE d.from_date + (p.n * 13 % 200) END,
       pr.article_id
     FROM (SELECT id, row_number() OVER (ORDER BY id)::int AS n FROM unnest($2::int[]) id) p
       JOIN products pr ON pr.id = p.id,
       LATERAL (SELECT date '2023-01-01' + (p.n * $3::int % 700) / 2 * 2 AS from_date) d`,
    [org, products.map((row) => String(row.id)), spread],
  );
}

/** A page of 'Depot op datum' as the ids of its stays (a product's stay by its day in). */
async function depotStayIds(filters: { date: string; categoryId?: number }, offset: number) {
  const page = await findDepotDatePage(db, org, filters, { offset, rows: 10 });
  const found = await db.query<{ id: number }>(
    `SELECT s.id FROM product_depot_stays s
     JOIN unnest($1::int[], $2::date[]) WITH ORDINALITY AS r(product_id, from_date, n)
       ON r.product_id = s.product_id AND r.from_date = s.from_date
     ORDER BY r.n`,
    [page.rows.map((row) => String(row.productId)), page.rows.map((row) => row.inDepotFrom)],
  );
  return { ids: found.map((row) => row.id), totalCount: page.totalCount };
}

describe('products', () => {
  it('page by 1,000-id buckets, and a location with those below it counts from counters', async () => {
    const [category] = await db.query<{ id: number }>(
      "INSERT INTO article_categories (title) VALUES ('Bedden') RETURNING id",
    );
    const [article] = await db.query<{ id: number }>(
      `INSERT INTO articles (category_id, name, article_type) VALUES ($1, 'Bed', 'DEPOT')
       RETURNING id`,
      [category?.id ?? 0],
    );
    const [top = 0, child = 0, other = 0] = (
      await db.query<{ id: number }>(
        `INSERT INTO locations (organisation_id, name) VALUES ($1, 'Hoofdgebouw'),
           ($1, 'Vleugel'), ($1, 'Elders') RETURNING id`,
        [org],
      )
    ).map((row) => row.id);
    await db.query('UPDATE locations SET parent_id = $1 WHERE id = $2', [top, child]);
    // why: ids beyond one bucket of 1,000 (a sequence gap makes several), on locations and in none.
    await db.query("SELECT setval('products_id_seq', nextval('products_id_seq') + 1500)");
    await db.query(
      `INSERT INTO products (organisation_id, article_id, serial_number, location_id)
       SELECT $1, $2, 'SN-P-' || g, ($3::int[])[1 + g % 4] FROM generate_series(1, 300) g`,
      [org, article?.id ?? 0, [top, child, other].map(String)],
    );
    await db.query("SELECT setval('products_id_seq', nextval('products_id_seq') + 2500)");
    await db.query(
      `INSERT INTO products (organisation_id, article_id, serial_number, location_id)
       SELECT $1, $2, 'SN-Q-' || g, $3 FROM generate_series(1, 120) g`,
      [org, article?.id ?? 0, child],
    );
    await db.query('DELETE FROM products WHERE organisation_id = $1 AND id % 9 = 0', [org]);
    const today = '2026-01-01';
    const expected = await ids(
      `SELECT id FROM products WHERE organisation_id = $1 AND placement = 'location'
       ORDER BY id DESC`,
      [org],
    );
    await expectPages(expected, 10, async (offset) => {
      const page = await findProductsPage(db, org, 'location', {}, { offset, rows: 10 }, today);
      return { ids: page.rows.map((row) => row.productId), totalCount: page.totalCount };
    });
    const inTree = await ids(
      `SELECT id FROM products WHERE organisation_id = $1 AND location_id = ANY ($2::int[])
       ORDER BY id DESC`,
      [org, [top, child].map(String)],
    );
    const page = await findProductsPage(
      db,
      org,
      'location',
      { locationId: top },
      { offset: 11, rows: 10 },
      today,
    );
    expect(page.totalCount).toBe(inTree.length);
    const [counters] = await db.query<{ n: number }>(
      `SELECT sum(count)::int AS n FROM list_counts WHERE list = 'products.location_id'
         AND organisation_id = $1 AND bucket = ANY ($2::text[])`,
      [org, [`location/${top}`, `location/${child}`]],
    );
    expect(counters?.n).toBe(inTree.length);
    expect(page.rows.map((row) => row.productId)).toEqual(inTree.slice(10, 20));
    // every page of the location's tree, merged from one index run per location
    await expectPages(inTree, 7, async (offset) => {
      const found = await findProductsPage(
        db,
        org,
        'location',
        { locationId: top },
        { offset, rows: 7 },
        today,
      );
      return { ids: found.rows.map((row) => row.productId), totalCount: found.totalCount };
    });

    // a category with one below it: the products of two of three articles
    const [sub, apart] = await db.query<{ id: number }>(
      `INSERT INTO article_categories (title, parent_id) VALUES ('Hoog-laag', $1), ('Tilliften', NULL)
       RETURNING id`,
      [category?.id ?? 0],
    );
    const [, lower = 0, elsewhere = 0] = (
      await db.query<{ id: number }>(
        `INSERT INTO articles (category_id, name, article_type)
         VALUES ($1, 'Bed', 'DEPOT'), ($2, 'Hoog-laagbed', 'DEPOT'), ($3, 'Tillift', 'DEPOT')
         RETURNING id`,
        [category?.id ?? 0, sub?.id ?? 0, apart?.id ?? 0],
      )
    ).map((row) => row.id);
    await db.query(
      'UPDATE products SET article_id = $2 WHERE organisation_id = $1 AND id % 5 = 0',
      [org, lower],
    );
    await db.query(
      'UPDATE products SET article_id = $2 WHERE organisation_id = $1 AND id % 7 = 0',
      [org, elsewhere],
    );
    for (const locationId of [undefined, top]) {
      const inCategory = await ids(
        `SELECT id FROM products WHERE organisation_id = $1 AND placement = 'location'
           AND article_id = ANY ($2::int[])
           AND ($3::int IS NULL OR location_id = ANY ($4::int[]))
         ORDER BY id DESC`,
        [org, [article?.id ?? 0, lower].map(String), locationId ?? null, [top, child].map(String)],
      );
      expect(inCategory.length).toBeGreaterThan(50);
      await expectPages(inCategory, 10, async (offset) => {
        const found = await findProductsPage(
          db,
          org,
          'location',
          { categoryId: category?.id ?? 0, ...(locationId ? { locationId } : {}) },
          { offset, rows: 10 },
          today,
        );
        return { ids: found.rows.map((row) => row.productId), totalCount: found.totalCount };
      });
    }
  });
});

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
