// The overviews of Management info on the demo data: every page of each search holds
// exactly the rows an independent query finds, in the overview's order, with the total;
// another organisation's rows never show; bad dates are refused with the date field's
// Dutch messages; and each answer names the file its Excel gets.
import { MESSAGES, todayIso } from '@portal/shared/rules';
import { MANAGEMENT_TEXTS } from '@portal/shared/rules/management-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOf } from '../../testing/rental-fixtures.js';
import { ANNA, CARLA, createTestContext, type TTestContext } from '../../testing/test-context.js';

let t: TTestContext;
let anna: string;
let carla: string;
let linde: number;
let oost: number;
let topLocation: number;

beforeAll(async () => {
  t = await createTestContext();
  anna = await t.login(ANNA);
  carla = await t.login(CARLA);
  linde = await idOf(t.db, "SELECT id FROM organisations WHERE name = 'Zorggroep De Linde'");
  oost = await idOf(t.db, "SELECT id FROM organisations WHERE name = 'Thuiszorg Oost'");
  topLocation = await idOf(
    t.db,
    `SELECT id FROM locations WHERE organisation_id = $1 AND name = 'Woonzorgcentrum De Linde'`,
    [linde],
  );
});
afterAll(() => t.close());

type TPage = { totalCount: number; documentName: string } & Record<string, unknown>;

async function overview(path: string, body: Record<string, unknown>, token = anna) {
  const answer = await t.call('POST', `/customer/management/overviews/${path}`, { token, body });
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
  return answer.json;
}

/** Every row of a search, page by page (10 a page), and the totals each page told. */
async function allPages(
  path: string,
  body: { filters?: Record<string, unknown> } & Record<string, unknown>,
  rowsKey: string,
  token = anna,
) {
  const rows: Record<string, unknown>[] = [];
  const totals = new Set<number>();
  for (let offset = 1; ; offset += 10) {
    const json = await overview(
      path,
      { ...body, filters: { ...body.filters, limitOffset: offset, limitRows: 10 } },
      token,
    );
    expect(json.status, JSON.stringify(json)).toBe('success');
    const page = json.response as TPage;
    totals.add(page.totalCount);
    const found = page[rowsKey] as Record<string, unknown>[];
    rows.push(...found);
    if (found.length < 10) break;
  }
  expect(totals.size).toBe(1);
  expect([...totals][0]).toBe(rows.length);
  return rows;
}

const ids = (rows: Record<string, unknown>[], key: string) => rows.map((row) => row[key]);

async function expected(sql: string, params: (string | number | null)[]) {
  return (await t.db.query<{ id: number }>(sql, params)).map((row) => row.id);
}

const YEAR_AGO = () => {
  const date = new Date(`${todayIso()}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - 1);
  return date.toISOString().slice(0, 10);
};

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

describe('repairs and depot orders', () => {
  it('lists every repair by its date, with its slip and the reference', async () => {
    const filters = { dateFrom: YEAR_AGO(), dateTo: todayIso() };
    const rows = await allPages('repairs', { filters }, 'repairs');
    const want = await expected(
      `SELECT id FROM repairs WHERE organisation_id = $1
         AND coalesce(repair_date, (created_at AT TIME ZONE 'Europe/Amsterdam')::date)
           BETWEEN $2 AND $3
       ORDER BY coalesce(repair_date, (created_at AT TIME ZONE 'Europe/Amsterdam')::date) DESC,
         id DESC`,
      [linde, filters.dateFrom, filters.dateTo],
    );
    expect(want.length).toBeGreaterThan(24);
    expect(ids(rows, 'repairId')).toEqual(want);
    expect(rows.some((row) => typeof row.customerReference === 'string')).toBe(true);
    expect(rows[0]?.documentName).toMatch(/^reparatiebon-RP-.+\.pdf$/);
  });

  it('lists the handled depot orders by the day they were handled; a type narrows it', async () => {
    const all = await allPages('depot', { filters: {} }, 'cases');
    const want = await expected(
      `SELECT id FROM depot_cases WHERE organisation_id = $1 AND depot_status = 'COMPLETED'
       ORDER BY handled_at DESC, id DESC`,
      [linde],
    );
    expect(ids(all, 'depotCaseId')).toEqual(want);
    expect(all[0]).toEqual(
      expect.objectContaining({
        handleDate: expect.stringMatching(/^\d{4}-/),
        customerName: expect.any(String),
        articleGroup: expect.any(String),
        serialNumber: expect.any(String),
      }),
    );
    const out = await allPages('depot', { filters: { formType: 'TRANSPORT-OUT' } }, 'cases');
    expect(out.length).toBeGreaterThan(0);
    expect(out.every((row) => row.formType === 'TRANSPORT-OUT')).toBe(true);
    for (const filters of [
      {},
      { dateFrom: '2025-03-09', dateTo: todayIso() },
      { dateFrom: YEAR_AGO(), formType: 'TRANSPORT-OUT' },
    ]) {
      const counts = await allPages('depot-category', { filters }, 'items');
      const want = await t.db.query<{ key: string; n: number }>(
        `SELECT coalesce(c.location_id::text, '') || '/' || coalesce(a.category_id::text, '') AS key,
           count(*)::int AS n
         FROM depot_cases c JOIN depot_case_items i ON i.depot_case_id = c.id
         JOIN products p ON p.id = i.product_id JOIN articles a ON a.id = p.article_id
         WHERE c.organisation_id = $1 AND c.depot_status = 'COMPLETED'
           AND ($2::date IS NULL OR (c.handled_at AT TIME ZONE 'Europe/Amsterdam')::date >= $2)
           AND ($3::date IS NULL OR (c.handled_at AT TIME ZONE 'Europe/Amsterdam')::date <= $3)
           AND ($4::text IS NULL OR c.form_type = $4)
         GROUP BY 1`,
        [
          linde,
          (filters as { dateFrom?: string }).dateFrom ?? null,
          (filters as { dateTo?: string }).dateTo ?? null,
          (filters as { formType?: string }).formType ?? null,
        ],
      );
      expect(want.length).toBeGreaterThan(0);
      expect(
        new Map(
          counts.map((item) => [
            `${item.locationId ?? ''}/${item.categoryId ?? ''}`,
            item.numberOfProducts,
          ]),
        ),
      ).toEqual(new Map(want.map((row) => [row.key, row.n])));
    }
  });
});

describe('product overviews', () => {
  it('lists the products on location and in the depot as the products list does', async () => {
    for (const tabType of ['location', 'depot']) {
      for (const quality of [null, 'GOOD']) {
        const filters = quality ? { quality } : {};
        const rows = await allPages('products', { tabType, filters }, 'products');
        const want = await expected(
          `SELECT id FROM products WHERE organisation_id = $1 AND placement = $2
             AND ($3::text IS NULL OR quality = $3) ORDER BY id DESC`,
          [linde, tabType, quality],
        );
        expect(want.length).toBeGreaterThan(0);
        expect(ids(rows, 'productId')).toEqual(want);
      }
    }
  });
});

describe('scoping and checks', () => {
  it("shows Thuiszorg Oost none of De Linde's rows", async () => {
    const lindeCases = new Set(
      await expected('SELECT id FROM rental_cases WHERE organisation_id = $1', [linde]),
    );
    const oostRows = await allPages('rental', { tabType: 'DELIVER', filters: {} }, 'cases', carla);
    expect(oostRows.length).toBeGreaterThan(0);
    expect(oostRows.some((row) => lindeCases.has(row.rentalCaseId as number))).toBe(false);
    const oostIds = await expected('SELECT id FROM rental_cases WHERE organisation_id = $1', [
      oost,
    ]);
    expect(ids(oostRows, 'rentalCaseId').sort()).toEqual([...oostIds].sort());
    // De Linde's location as a filter finds nothing for Thuiszorg Oost
    const foreign = await allPages(
      'rental',
      { tabType: 'DELIVER', filters: { locationId: topLocation } },
      'cases',
      carla,
    );
    expect(foreign).toEqual([]);
    const repairs = await allPages('repairs', { filters: {} }, 'repairs', carla);
    const lindeRepairs = new Set(
      await expected('SELECT id FROM repairs WHERE organisation_id = $1', [linde]),
    );
    expect(repairs.some((row) => lindeRepairs.has(row.repairId as number))).toBe(false);
  });

  it('refuses impossible dates, years more than 125 years back and a reversed period', async () => {
    const minYear = Number(todayIso().slice(0, 4)) - 125;
    const refused = async (filters: Record<string, unknown>) =>
      (
        await overview('rental', {
          tabType: 'DELIVER',
          filters: { limitOffset: 1, limitRows: 10, ...filters },
        })
      ).response;
    expect(await refused({ dateFrom: '2025-02-30' })).toEqual({
      fields: {
        'filters.dateFrom': MESSAGES.invalidValue,
      },
    });
    expect(await refused({ dateTo: `${minYear - 1}-06-01` })).toEqual({
      fields: { 'filters.dateTo': MESSAGES.invalidYear(minYear, 9999) },
    });
    expect(await refused({ dateFrom: '2025-06-01', dateTo: '2025-05-31' })).toEqual({
      fields: { 'filters.dateTo': MANAGEMENT_TEXTS.dateRangeReversed },
    });
    // no maximum: a date far ahead is a search like any other
    const ahead = await overview('rental', {
      tabType: 'DELIVER',
      filters: { limitOffset: 1, limitRows: 10, dateFrom: '2999-01-01' },
    });
    expect(ahead).toMatchObject({ status: 'success', response: { totalCount: 0, cases: [] } });
    const day = await overview('rentaldate', {
      filters: { limitOffset: 1, limitRows: 10, date: `${minYear - 1}-01-01` },
    });
    expect(day.response).toEqual({
      fields: { 'filters.date': MESSAGES.invalidYear(minYear, 9999) },
    });
  });
});

describe('the invoice list (spec 001 §7: management and a rental case)', () => {
  const invoices = async (filters: Record<string, unknown>, viewType = 'all', typeId?: number) => {
    const rows: Record<string, unknown>[] = [];
    for (let offset = 1; ; offset += 10) {
      const answer = await t.call('POST', '/customer/management/invoices', {
        token: anna,
        body: {
          tabType: 'all',
          viewType,
          typeId: typeId ?? null,
          filters: { limitOffset: offset, limitRows: 10, ...filters },
        },
      });
      expect(answer.json.status, JSON.stringify(answer.json)).toBe('success');
      const page = answer.json.response as { invoices: Record<string, unknown>[] };
      rows.push(...page.invoices);
      if (page.invoices.length < 10) return rows;
    }
  };

  it('holds a year of invoices and filters them by status, origin, period and location', async () => {
    const filters = {
      paymentStatus: 'HANDLED',
      originType: 'RENTAL',
      dateFrom: YEAR_AGO(),
      locationId: topLocation,
    };
    const rows = await invoices(filters);
    const want = await expected(
      `WITH RECURSIVE tree AS (SELECT id FROM locations WHERE id = $3
         UNION ALL SELECT l.id FROM locations l JOIN tree ON l.parent_id = tree.id)
       SELECT id FROM invoices WHERE organisation_id = $1 AND payment_status = 'HANDLED'
         AND origin_type = 'RENTAL' AND invoice_date >= $2
         AND location_id IN (SELECT id FROM tree)
       ORDER BY invoice_date DESC, id DESC`,
      [linde, filters.dateFrom, topLocation],
    );
    expect(want.length).toBeGreaterThan(10);
    expect(ids(rows, 'invoiceId')).toEqual(want);
    const months = await t.db.query<{ n: number }>(
      `SELECT count(DISTINCT date_trunc('month', invoice_date))::int AS n FROM invoices
       WHERE organisation_id = $1 AND invoice_date >= $2`,
      [linde, YEAR_AGO()],
    );
    expect(months[0]?.n).toBeGreaterThanOrEqual(12);
    // a period alone is counted from the month counters: the same rows
    const period = await invoices({ dateFrom: YEAR_AGO(), dateTo: todayIso() });
    expect(ids(period, 'invoiceId')).toEqual(
      await expected(
        `SELECT id FROM invoices WHERE organisation_id = $1 AND invoice_date BETWEEN $2 AND $3
         ORDER BY invoice_date DESC, id DESC`,
        [linde, YEAR_AGO(), todayIso()],
      ),
    );
  });

  it('finds invoices by part of their number, case ignored, on both lists (issue 38)', async () => {
    const caseId = await idOf(t.db, "SELECT id FROM rental_cases WHERE barcode = 'VH-DEMO-0001'");
    const [one] = await t.db.query<{ id: number; invoiceNumber: string }>(
      `SELECT id, invoice_number AS "invoiceNumber" FROM invoices WHERE rental_case_id = $1
       ORDER BY invoice_date DESC, id DESC LIMIT 1`,
      [caseId],
    );
    const number = one?.invoiceNumber ?? '';
    expect(number).toMatch(/^VF-\d{4}-\d{6}$/);
    const tail = number.slice(-6);
    expect(ids(await invoices({ search: tail }), 'invoiceId')).toEqual(
      await expected(
        `SELECT id FROM invoices WHERE organisation_id = $1 AND invoice_number LIKE $2
         ORDER BY invoice_date DESC, id DESC`,
        [linde, `%${tail}`],
      ),
    );
    const lower = await invoices({ search: ` ${number.toLowerCase()} ` });
    expect(ids(lower, 'invoiceId')).toEqual([one?.id]);
    expect(ids(await invoices({ search: number }, 'rental', caseId), 'invoiceId')).toEqual([
      one?.id,
    ]);
    // a wildcard is a character like any other; nothing else of the filters is lost
    expect(await invoices({ search: '%' })).toEqual([]);
    expect(await invoices({ search: number, paymentStatus: 'OPEN', originType: 'SALE' })).toEqual(
      [],
    );
  });

  it("keeps serving a rental case's invoices tab", async () => {
    const caseId = await idOf(t.db, "SELECT id FROM rental_cases WHERE barcode = 'VH-DEMO-0001'");
    const rows = await invoices({}, 'rental', caseId);
    expect(ids(rows, 'invoiceId')).toEqual(
      await expected(
        `SELECT id FROM invoices WHERE rental_case_id = $1 ORDER BY invoice_date DESC, id DESC`,
        [caseId],
      ),
    );
  });
});
