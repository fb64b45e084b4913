// The rental overviews of Management info on the demo data (DELIVER, RETURN, ACTIVE, the
// counts per location and category, 'Verhuur op datum' and 'Depot op datum'): every page
// of each search holds exactly the rows an independent query finds, in the overview's
// order, with the total; and each answer names the file its Excel gets.
import { MESSAGES, todayIso } from '@portal/shared/rules';
import { describe, expect, it } from 'vitest';
import {
  allPages,
  expected,
  ids,
  linde,
  overview,
  setUpOverviewTests,
  t,
  type TPage,
  topLocation,
  YEAR_AGO,
} from './overview-context.js';

setUpOverviewTests();

describe('rental overviews (spec 001 §2.7: DELIVER, RETURN, ACTIVE)', () => {
  it('DELIVER lists every case started in the period, newest first, over all pages', async () => {
    const filters = { dateFrom: YEAR_AGO(), dateTo: todayIso() };
    const rows = await allPages('rental', { tabType: 'DELIVER', filters }, 'cases');
    const want = await expected(
      `SELECT id FROM rental_cases WHERE organisation_id = $1 AND start_date BETWEEN $2 AND $3
       ORDER BY start_date DESC, id DESC`,
      [linde, filters.dateFrom, filters.dateTo],
    );
    expect(want.length).toBeGreaterThan(30);
    expect(ids(rows, 'rentalCaseId')).toEqual(want);
    expect(rows[0]).toEqual(
      expect.objectContaining({
        displayName: expect.any(String),
        startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        contact: expect.any(String),
        companyName: expect.any(String),
        categoryName: expect.any(String),
      }),
    );
  });

  it('RETURN lists the ended cases by end date; a location narrows to it and those below', async () => {
    const filters = { dateFrom: YEAR_AGO(), locationId: topLocation };
    const rows = await allPages('rental', { tabType: 'return', filters }, 'cases');
    const want = await expected(
      `WITH RECURSIVE tree AS (SELECT id FROM locations WHERE id = $3
         UNION ALL SELECT l.id FROM locations l JOIN tree ON l.parent_id = tree.id)
       SELECT id FROM rental_cases WHERE organisation_id = $1 AND status = 'ENDED'
         AND end_date >= $2 AND location_id IN (SELECT id FROM tree)
       ORDER BY end_date DESC, id DESC`,
      [linde, filters.dateFrom, topLocation],
    );
    expect(want.length).toBeGreaterThan(5);
    expect(ids(rows, 'rentalCaseId')).toEqual(want);
    expect(rows.every((row) => row.endDate !== null)).toBe(true);
  });

  it('a place and a kind are counted from the counters per location and category', async () => {
    const [kind] = await t.db.query<{ id: number }>(
      `SELECT category_id AS id FROM rental_cases WHERE organisation_id = $1 AND status = 'ACTIVE'
       GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
      [linde],
    );
    for (const [tabType, filters, where] of [
      ['ACTIVE', { locationId: topLocation, categoryId: kind?.id }, "status = 'ACTIVE'"],
      ['DELIVER', { categoryId: kind?.id, dateFrom: '2025-03-14' }, "start_date >= '2025-03-14'"],
    ] as const) {
      const rows = await allPages('rental', { tabType, filters }, 'cases');
      const want = await expected(
        `WITH RECURSIVE tree AS (SELECT id FROM locations WHERE id = $3
           UNION ALL SELECT l.id FROM locations l JOIN tree ON l.parent_id = tree.id)
         SELECT id FROM rental_cases WHERE organisation_id = $1 AND category_id = $2 AND ${where}
           AND ($3::int IS NULL OR location_id IN (SELECT id FROM tree))
         ORDER BY start_date DESC, id DESC`,
        [linde, kind?.id ?? 0, 'locationId' in filters ? filters.locationId : null],
      );
      expect(want.length, tabType).toBeGreaterThan(0);
      expect(ids(rows, 'rentalCaseId'), tabType).toEqual(want);
    }
  });

  it('ACTIVE without a period lists every running case, its total from the counters', async () => {
    const rows = await allPages('rental', { tabType: 'ACTIVE', filters: {} }, 'cases');
    const want = await expected(
      `SELECT id FROM rental_cases WHERE organisation_id = $1 AND status = 'ACTIVE'
       ORDER BY coalesce(start_date, '-infinity') DESC, id DESC`,
      [linde],
    );
    expect(ids(rows, 'rentalCaseId')).toEqual(want);
    const json = await overview('rental', {
      tabType: 'ACTIVE',
      filters: { limitOffset: 1, limitRows: 10 },
    });
    expect((json.response as TPage).documentName).toBe(
      `actieve-verhuurdossiers-${todayIso()}.xlsx`,
    );
  });

  it('names the Excel of a search by what and when', async () => {
    const json = await overview('rental', {
      tabType: 'DELIVER',
      filters: { limitOffset: 1, limitRows: 10 },
    });
    expect((json.response as TPage).documentName).toBe(`verhuur-geleverd-${todayIso()}.xlsx`);
  });

  it('counts per location and category what the search holds, from the counters', async () => {
    // why: periods that start and end mid-month, and none: edge months come from the rows.
    const searches = [
      { tabType: 'DELIVER', filters: { dateFrom: YEAR_AGO() }, date: 'start_date' },
      {
        tabType: 'RETURN',
        filters: { dateFrom: '2025-01-17', dateTo: todayIso(), locationId: topLocation },
        date: 'end_date',
      },
      { tabType: 'ACTIVE', filters: {}, date: 'start_date' },
    ];
    for (const { tabType, filters, date } of searches) {
      const counts = await allPages('rental-category', { tabType, filters }, 'items');
      const want = await t.db.query<{ key: string; n: number }>(
        `WITH RECURSIVE tree AS (SELECT id FROM locations WHERE id = $5
           UNION ALL SELECT l.id FROM locations l JOIN tree ON l.parent_id = tree.id)
         SELECT location_id || '/' || category_id AS key, count(*)::int AS n
         FROM rental_cases WHERE organisation_id = $1
           AND ($2 = 'DELIVER' OR status = $2 OR ($2 = 'RETURN' AND status = 'ENDED'))
           AND ($3::date IS NULL OR ${date} >= $3) AND ($4::date IS NULL OR ${date} <= $4)
           AND ($5::int IS NULL OR location_id IN (SELECT id FROM tree))
         GROUP BY location_id, category_id`,
        [
          linde,
          tabType,
          (filters as { dateFrom?: string }).dateFrom ?? null,
          (filters as { dateTo?: string }).dateTo ?? null,
          (filters as { locationId?: number }).locationId ?? null,
        ],
      );
      expect(want.length, tabType).toBeGreaterThan(1);
      expect(
        new Map(
          counts.map((item) => [`${item.locationId}/${item.categoryId}`, item.numberOfProducts]),
        ),
        tabType,
      ).toEqual(new Map(want.map((row) => [row.key, row.n])));
    }
    const counts = await allPages('rental-category', { tabType: 'DELIVER', filters: {} }, 'items');
    expect(counts[0]).toEqual(
      expect.objectContaining({
        companyName: expect.any(String),
        categoryName: expect.any(String),
        numberOfProducts: expect.any(Number),
      }),
    );
  });
});

describe("'Verhuur op datum' and 'Depot op datum'", () => {
  it('lists the cases out on a day: started by it and not ended before it', async () => {
    for (const day of [YEAR_AGO(), todayIso(), '2020-01-01']) {
      for (const locationId of [null, topLocation]) {
        const filters = { date: day, ...(locationId ? { locationId } : {}) };
        const rows = await allPages('rentaldate', { filters }, 'cases');
        const want = await expected(
          `WITH RECURSIVE tree AS (SELECT id FROM locations WHERE id = $3
             UNION ALL SELECT l.id FROM locations l JOIN tree ON l.parent_id = tree.id)
           SELECT id FROM rental_cases WHERE organisation_id = $1 AND start_date <= $2
             AND NOT (status = 'ENDED' AND coalesce(end_date, '-infinity') < $2)
             AND ($3::int IS NULL OR location_id IN (SELECT id FROM tree))
           ORDER BY start_date DESC, id DESC`,
          [linde, day, locationId],
        );
        expect(ids(rows, 'rentalCaseId'), day).toEqual(want);
      }
    }
  });

  it('lists the products in a depot on a day, from its history', async () => {
    const day = todayIso();
    const rows = await allPages('depotdate', { filters: { date: day } }, 'products');
    const want = await expected(
      `SELECT p.id FROM product_depot_stays s JOIN products p ON p.id = s.product_id
       WHERE s.organisation_id = $1 AND s.from_date <= $2 AND coalesce(s.to_date, 'infinity') >= $2
       ORDER BY s.from_date DESC, s.id DESC`,
      [linde, day],
    );
    const inDepot = await expected(
      `SELECT id FROM products WHERE organisation_id = $1 AND placement = 'depot' ORDER BY id`,
      [linde],
    );
    expect(ids(rows, 'productId')).toEqual(want);
    // today the history agrees with where the products are
    expect([...want].sort((a, b) => a - b)).toEqual(inDepot);
    // months ago, products since taken out of the depot were still in it
    const before = await allPages('depotdate', { filters: { date: YEAR_AGO() } }, 'products');
    expect(before.some((row) => row.inDepotUntil !== null)).toBe(true);
    // a kind and a depot, counted from the counters per depot and article
    const [kind] = await t.db.query<{ category: number; warehouse: number }>(
      `SELECT a.category_id AS category, s.warehouse_id AS warehouse FROM product_depot_stays s
       JOIN articles a ON a.id = s.article_id WHERE s.organisation_id = $1 AND s.to_date IS NOT NULL
       LIMIT 1`,
      [linde],
    );
    for (const filters of [
      { date: YEAR_AGO(), categoryId: kind?.category },
      { date: todayIso(), warehouseId: kind?.warehouse },
    ]) {
      const narrowed = await allPages('depotdate', { filters }, 'products');
      const want = await expected(
        `SELECT p.id FROM product_depot_stays s JOIN products p ON p.id = s.product_id
         JOIN articles a ON a.id = p.article_id
         WHERE s.organisation_id = $1 AND s.from_date <= $2
           AND coalesce(s.to_date, 'infinity') >= $2
           AND ($3::int IS NULL OR a.category_id = $3) AND ($4::int IS NULL OR s.warehouse_id = $4)
         ORDER BY s.from_date DESC, s.id DESC`,
        [linde, filters.date, filters.categoryId ?? null, filters.warehouseId ?? null],
      );
      expect(want.length).toBeGreaterThan(0);
      expect(ids(narrowed, 'productId')).toEqual(want);
    }
  });

  it("requires the day: 'Verplicht veld'", async () => {
    for (const path of ['rentaldate', 'depotdate']) {
      const json = await overview(path, { filters: { limitOffset: 1, limitRows: 10 } });
      expect(json).toMatchObject({
        status: 'error',
        message: MESSAGES.invalidInput,
        response: { fields: { 'filters.date': MESSAGES.required } },
      });
    }
  });
});
