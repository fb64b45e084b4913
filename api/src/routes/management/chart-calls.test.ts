// The charts of Management info (our extension) and the rental cost lines: each chart adds
// up to exactly what its overview's search holds, per month (every month of the period,
// also from the month counters), per category and per location; the rental cost lines are
// the rental cost rule's (management/rental-cost-rule.ts). And every management call
// refuses an account whose permissions do not reach its page.
import type { TCall } from '@portal/shared/contract';
import * as management from '@portal/shared/contract/management';
import { MESSAGES, todayIso } from '@portal/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentalCostLines, type TCostCase } from '../../management/rental-cost-rule.js';
import { idOf } from '../../testing/rental-fixtures.js';
import { ANNA, BRAM, createTestContext, type TTestContext } from '../../testing/test-context.js';

let t: TTestContext;
let anna: string;
let linde: number;
let topLocation: number;

beforeAll(async () => {
  t = await createTestContext();
  anna = await t.login(ANNA);
  linde = await idOf(t.db, "SELECT id FROM organisations WHERE name = 'Zorggroep De Linde'");
  topLocation = await idOf(
    t.db,
    "SELECT id FROM locations WHERE name = 'Woonzorgcentrum De Linde'",
  );
});
afterAll(() => t.close());

type TPoint = { key: string; label: string | null; value: number };

async function chart(path: string, body: Record<string, unknown>) {
  const answer = await t.call('POST', `/customer/management/overviews/${path}/chart`, {
    token: anna,
    body,
  });
  expect(answer.json.status, JSON.stringify(answer.json)).toBe('success');
  return (answer.json.response as { chart: { groupBy: string; points: TPoint[] } }).chart;
}

async function rowsOf(path: string, body: Record<string, unknown>, key: string) {
  const rows: Record<string, unknown>[] = [];
  const filters = (body.filters ?? {}) as Record<string, unknown>;
  for (let offset = 1; ; offset += 100) {
    const answer = await t.call('POST', `/customer/management/overviews/${path}`, {
      token: anna,
      body: { ...body, filters: { ...filters, limitOffset: offset, limitRows: 100 } },
    });
    const page = answer.json.response as Record<string, Record<string, unknown>[]>;
    rows.push(...(page[key] ?? []));
    if ((page[key] ?? []).length < 100) return rows;
  }
}

/** Values per key of `rows`, counted by `keyOf`. */
function tally(rows: Record<string, unknown>[], keyOf: (row: Record<string, unknown>) => string) {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(keyOf(row), (counts.get(keyOf(row)) ?? 0) + 1);
  return counts;
}

const YEAR_AGO = () => `${Number(todayIso().slice(0, 4)) - 1}${todayIso().slice(4)}`;

describe('charts', () => {
  it('per month from the counters: every month of the period, the same counts as the rows', async () => {
    const filters = { dateFrom: YEAR_AGO(), dateTo: todayIso() };
    for (const tabType of ['DELIVER', 'RETURN']) {
      const drawn = await chart('rental', { tabType, filters });
      expect(drawn.groupBy).toBe('month');
      expect(drawn.points).toHaveLength(13);
      expect(drawn.points[0]?.key).toBe(filters.dateFrom.slice(0, 7));
      expect(drawn.points.at(-1)?.key).toBe(todayIso().slice(0, 7));
      const rows = await rowsOf('rental', { tabType, filters }, 'cases');
      const dateKey = tabType === 'DELIVER' ? 'startDate' : 'endDate';
      const counted = tally(rows, (row) => String(row[dateKey]).slice(0, 7));
      for (const point of drawn.points)
        expect(point.value, point.key).toBe(counted.get(point.key) ?? 0);
      expect(drawn.points.filter((point) => point.value > 0).length).toBeGreaterThan(8);
    }
  });

  it('per month with a location: grouped from the rows, the same counts', async () => {
    const filters = { dateFrom: YEAR_AGO(), locationId: topLocation };
    const drawn = await chart('rental', { tabType: 'DELIVER', filters });
    const rows = await rowsOf('rental', { tabType: 'DELIVER', filters }, 'cases');
    const counted = tally(rows, (row) => String(row.startDate).slice(0, 7));
    expect(drawn.points.reduce((sum, point) => sum + point.value, 0)).toBe(rows.length);
    for (const point of drawn.points) expect(point.value).toBe(counted.get(point.key) ?? 0);
  });

  it('per category and per location, largest first, with names', async () => {
    const filters = { dateFrom: YEAR_AGO() };
    const rows = await rowsOf('rental', { tabType: 'DELIVER', filters }, 'cases');
    const byCategory = await chart('rental', { tabType: 'DELIVER', filters, groupBy: 'category' });
    const categories = tally(rows, (row) => String(row.categoryName));
    expect(byCategory.points.map((point) => [point.label, point.value]).sort()).toEqual(
      [...categories.entries()].sort(),
    );
    const byPlace = await chart('rental', {
      tabType: 'RETURN',
      filters: { ...filters, dateTo: '2026-12-31', categoryId: byCategory.points[0]?.key },
      groupBy: 'location',
    });
    const returned = await rowsOf(
      'rental',
      {
        tabType: 'RETURN',
        filters: { ...filters, dateTo: '2026-12-31', categoryId: byCategory.points[0]?.key },
      },
      'cases',
    );
    expect(byPlace.points.map((point) => [point.label, point.value]).sort()).toEqual(
      [...tally(returned, (row) => String(row.companyName)).entries()].sort(),
    );
    const values = byCategory.points.map((point) => point.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const active = await chart('rental', { tabType: 'ACTIVE', filters: {} });
    expect(active.groupBy).toBe('location');
    const running = await rowsOf('rental', { tabType: 'ACTIVE', filters: {} }, 'cases');
    expect(active.points.reduce((sum, point) => sum + point.value, 0)).toBe(running.length);
  });

  it('repairs per month, depot orders per month and their products per category', async () => {
    const filters = { dateFrom: YEAR_AGO(), dateTo: todayIso() };
    const repairs = await chart('repairs', { filters });
    const repairRows = await rowsOf('repairs', { filters }, 'repairs');
    expect(repairs.points.reduce((sum, point) => sum + point.value, 0)).toBe(repairRows.length);
    expect(repairs.points.filter((point) => point.value > 0).length).toBeGreaterThanOrEqual(12);
    // the depot chart counts the products the handled orders moved
    const orders = await chart('depot', { filters });
    const orderRows = await rowsOf('depot', { filters }, 'cases');
    const moved = new Map<string, number>();
    for (const row of orderRows) {
      const month = String(row.handleDate).slice(0, 7);
      moved.set(month, (moved.get(month) ?? 0) + Number(row.numberOfProducts));
    }
    for (const point of orders.points)
      expect(point.value, point.key).toBe(moved.get(point.key) ?? 0);
    expect(orders.points).toHaveLength(13);
    const products = await chart('depot', { filters, groupBy: 'category' });
    expect(products.points.reduce((sum, point) => sum + point.value, 0)).toBe(
      orderRows.reduce((sum, row) => sum + Number(row.numberOfProducts), 0),
    );
  });

  it('the day overviews and the products per location or category', async () => {
    for (const date of [todayIso(), YEAR_AGO()]) {
      const rentals = await chart('rentaldate', { filters: { date } });
      const out = await rowsOf('rentaldate', { filters: { date } }, 'cases');
      expect(rentals.groupBy).toBe('location');
      const places = tally(out, (row) => String(row.companyName));
      expect(rentals.points.map((point) => [point.label, point.value]).sort()).toEqual(
        [...places.entries()].sort(),
      );
      const kinds = await chart('rentaldate', { filters: { date }, groupBy: 'category' });
      expect(kinds.points.map((point) => [point.label, point.value]).sort()).toEqual(
        [...tally(out, (row) => String(row.categoryName)).entries()].sort(),
      );
    }
    for (const date of [todayIso(), YEAR_AGO()]) {
      const depot = await chart('depotdate', { filters: { date } });
      const stays = await rowsOf('depotdate', { filters: { date } }, 'products');
      expect(depot.groupBy).toBe('category');
      expect(depot.points.map((point) => [point.label, point.value]).sort()).toEqual(
        [...tally(stays, (row) => String(row.articleGroup)).entries()].sort(),
      );
      const depots = await chart('depotdate', { filters: { date }, groupBy: 'location' });
      expect(depots.points.map((point) => [point.label, point.value]).sort()).toEqual(
        [...tally(stays, (row) => String(row.owner)).entries()].sort(),
      );
    }
    const onLocation = await chart('products', { tabType: 'location', filters: {} });
    const products = await rowsOf('products', { tabType: 'location', filters: {} }, 'products');
    expect(onLocation.groupBy).toBe('location');
    expect(onLocation.points.map((point) => [point.label, point.value]).sort()).toEqual(
      [...tally(products, (row) => String(row.owner)).entries()].sort(),
    );
    const inDepot = await chart('products', { tabType: 'depot', filters: {} });
    const stored = await rowsOf('products', { tabType: 'depot', filters: {} }, 'products');
    const kinds = await t.db.query<{ label: string; n: number }>(
      `SELECT c.title AS label, count(*)::int AS n FROM products p
       JOIN articles a ON a.id = p.article_id JOIN article_categories c ON c.id = a.category_id
       WHERE p.organisation_id = $1 AND p.placement = 'depot' GROUP BY c.title`,
      [linde],
    );
    expect(inDepot.points.reduce((sum, point) => sum + point.value, 0)).toBe(stored.length);
    expect(inDepot.points.map((point) => [point.label, point.value]).sort()).toEqual(
      kinds.map((row) => [row.label, row.n]).sort(),
    );
  });
});

describe('the rental cost lines', () => {
  const casesOf = async (locationTree: number) =>
    t.db.query<TCostCase>(
      `WITH RECURSIVE tree AS (SELECT id FROM locations WHERE id = $2
         UNION ALL SELECT l.id FROM locations l JOIN tree ON l.parent_id = tree.id)
       SELECT id, to_char(start_date, 'YYYY-MM-DD') AS "startDate",
         to_char(end_date, 'YYYY-MM-DD') AS "endDate", price_per_day_cents AS "pricePerDayCents",
         location_id AS "locationId", department_id AS "departmentId"
       FROM rental_cases WHERE organisation_id = $1 AND location_id IN (SELECT id FROM tree)`,
      [linde, locationTree],
    );

  it('are the rule of api/README.md for a year, in every grouping', async () => {
    const cases = await casesOf(topLocation);
    const year = Number(todayIso().slice(0, 4)) - 1;
    for (const [groupByLocation, groupByDepartment] of [
      [false, false],
      [true, false],
      [false, true],
      [true, true],
    ] as const) {
      const answer = await t.call('POST', '/customer/management/rentalcost', {
        token: anna,
        body: {
          fromMonth: 1,
          fromYear: year,
          toMonth: 12,
          toYear: year,
          locationId: topLocation,
          groupByLocation,
          groupByDepartment,
        },
      });
      expect(answer.json.status).toBe('success');
      const { rows, totalCostCents } = answer.json.response as {
        rows: (Record<string, unknown> & { costCents: number })[];
        totalCostCents: number;
      };
      const want = rentalCostLines(cases, {
        from: `${year}-01`,
        to: `${year}-12`,
        today: todayIso(),
        groupByLocation,
        groupByDepartment,
      });
      const key = (line: Record<string, unknown>) =>
        `${String(line.month)}/${String(line.locationId)}/${String(line.departmentId)}`;
      const shape = (line: Record<string, unknown>) => ({
        key: key(line),
        numberOfCases: line.numberOfCases,
        rentalDays: line.rentalDays,
        costCents: line.costCents,
      });
      expect(rows.map(shape).sort((a, b) => a.key.localeCompare(b.key))).toEqual(
        want.map(shape).sort((a, b) => a.key.localeCompare(b.key)),
      );
      expect(totalCostCents).toBeGreaterThan(0);
      if (!groupByLocation && !groupByDepartment) expect(rows).toHaveLength(12);
    }
  });
});

describe('access (spec 000 §2.2: management routes are level 1)', () => {
  it('refuses medewerker@delinde.nl (only /rentals and /requests) every management call: 403', async () => {
    const bram = await t.login(BRAM);
    const calls = (Object.values(management) as unknown[]).filter(
      (value): value is TCall =>
        typeof value === 'object' && value !== null && 'path' in value && 'access' in value,
    );
    expect(calls.length).toBe(15);
    const page = { limitOffset: 1, limitRows: 10 };
    const bodies: Record<string, unknown> = {
      [management.getRentalOverviewCall.path]: { tabType: 'ACTIVE', filters: page },
      [management.getRentalCategoryCountsCall.path]: { tabType: 'DELIVER', filters: page },
      [management.getProductOverviewCall.path]: { tabType: 'depot', filters: page },
      [management.getRentalDateOverviewCall.path]: { filters: { ...page, date: todayIso() } },
      [management.getDepotDateOverviewCall.path]: { filters: { ...page, date: todayIso() } },
      [management.getRentalChartCall.path]: { tabType: 'RETURN', filters: {} },
      [management.getProductChartCall.path]: { tabType: 'location', filters: {} },
      [management.getRentalDateChartCall.path]: { filters: { date: todayIso() } },
      [management.getDepotDateChartCall.path]: { filters: { date: todayIso() } },
      [management.getRentalCostCall.path]: {
        fromMonth: 1,
        fromYear: 2025,
        toMonth: 2,
        toYear: 2025,
        locationId: topLocation,
      },
    };
    for (const call of calls) {
      const answer = await t.call('POST', call.path, {
        token: bram,
        body: bodies[call.path] ?? { filters: page },
      });
      expect(answer.statusCode, call.path).toBe(403);
      expect(answer.json).toMatchObject({ status: 'error', message: MESSAGES.forbidden });
    }
    const invoices = await t.call('POST', '/customer/management/invoices', {
      token: bram,
      body: { tabType: 'all', viewType: 'all', filters: page },
    });
    expect(invoices.statusCode).toBe(403);
  });

  it('refuses medewerker@delinde.nl whatever the body holds: 403, not a message about it', async () => {
    // why: a call of several pages (the page depends on the body) checked the page after
    // the body, so someone who reaches none of them learned what a body lacked instead.
    const bram = await t.login(BRAM);
    const calls = (Object.values(management) as unknown[]).filter(
      (value): value is TCall =>
        typeof value === 'object' && value !== null && 'path' in value && 'access' in value,
    );
    for (const call of calls) {
      const answer = await t.call('POST', call.path, { token: bram, body: { tabType: 'X' } });
      expect(answer.statusCode, call.path).toBe(403);
    }
    const download = await t.call('POST', management.MANAGEMENT_EXCEL_PATH, {
      token: bram,
      body: { documentType: 'salaris' },
    });
    expect(download.statusCode).toBe(403);
  });
});
