// The demo seed gives Management info a year (issue 25: every overview and chart shows
// something on a fresh `npm start`), for each demo account that may open it: what each
// overview, count, chart and the rental cost lines answer for the last twelve months.
import { todayIso } from '@portal/shared/rules';
import type { TChart } from '@portal/shared/contract/management';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOf } from '../testing/rental-fixtures.js';
import { ANNA, CARLA, createTestContext, type TTestContext } from '../testing/test-context.js';

let t: TTestContext;
const accounts: { email: string; token: string; topLocation: number }[] = [];

beforeAll(async () => {
  t = await createTestContext();
  for (const email of [ANNA, CARLA]) {
    const topLocation = await idOf(
      t.db,
      `SELECT l.id FROM locations l JOIN users u ON u.organisation_id = l.organisation_id
       WHERE u.email = $1 AND l.parent_id IS NULL ORDER BY l.id LIMIT 1`,
      [email],
    );
    accounts.push({ email, token: await t.login(email), topLocation });
  }
});
afterAll(() => t.close());

/**
 * Of the last twelve months, how many at least hold rows of each dated overview: De Linde
 * (a hundred cases, the handled depot orders from a month back) nearly all; Thuiszorg
 * Oost, a small organisation of 18 cases, half (its rental costs: those below its first
 * top location).
 */
const MONTHS_WITH_ROWS: Record<string, number> = { [ANNA]: 9, [CARLA]: 6 };

/** The first day of the month eleven months back: with this month, twelve months. */
function yearStart(today: string): string {
  const date = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - 11);
  return date.toISOString().slice(0, 10);
}

async function answer(path: string, body: object, token: string) {
  const reply = await t.call('POST', `/customer/management/${path}`, { token, body });
  expect(reply.statusCode, JSON.stringify(reply.json).slice(0, 300)).toBe(200);
  expect(reply.json.status).toBe('success');
  return reply.json.response as Record<string, unknown>;
}

describe('the demo year of Management info', () => {
  it.each([ANNA, CARLA])('%s: every overview, count and chart holds rows', async (email) => {
    const account = accounts.find((one) => one.email === email);
    if (!account) throw new Error(email);
    const { token, topLocation } = account;
    const today = todayIso();
    const period = { dateFrom: yearStart(today), dateTo: today };
    const paging = { limitOffset: 1, limitRows: 10 };
    const searches: [string, object][] = [
      ['overviews/rental', { tabType: 'DELIVER', filters: period }],
      ['overviews/rental', { tabType: 'RETURN', filters: period }],
      ['overviews/rental', { tabType: 'ACTIVE', filters: {} }],
      ['overviews/rental-category', { tabType: 'DELIVER', filters: period }],
      ['overviews/repairs', { filters: period }],
      ['overviews/depot', { filters: period }],
      ['overviews/depot-category', { filters: period }],
      ['overviews/products', { tabType: 'location', filters: {} }],
      ['overviews/products', { tabType: 'depot', filters: {} }],
      ['overviews/rentaldate', { filters: { date: today } }],
      ['overviews/rentaldate', { filters: { date: period.dateFrom } }],
      ['overviews/depotdate', { filters: { date: today } }],
    ];
    for (const [path, body] of searches) {
      const filters = (body as { filters: object }).filters;
      const page = await answer(path, { ...body, filters: { ...filters, ...paging } }, token);
      expect(page.totalCount, `${path} ${JSON.stringify(body)}`).toBeGreaterThan(0);
      const chartPath = path.endsWith('-category') ? null : `${path}/chart`;
      if (!chartPath) continue;
      const { chart } = (await answer(chartPath, body, token)) as { chart: TChart };
      const withData = chart.points.filter((point) => point.value > 0);
      expect(withData.length, `${chartPath} ${JSON.stringify(body)}`).toBeGreaterThan(0);
    }
    // a year: the delivered, returned, repaired and handled rows spread over the months
    for (const [path, body] of searches.slice(0, 2).concat(searches.slice(4, 6))) {
      const { chart } = (await answer(`${path}/chart`, { ...body, groupBy: 'month' }, token)) as {
        chart: TChart;
      };
      const months = chart.points.filter((point) => point.value > 0).length;
      expect(months, `${path} ${JSON.stringify(body)} months with rows`).toBeGreaterThanOrEqual(
        MONTHS_WITH_ROWS[email] ?? 12,
      );
    }
    const invoices = await t.call('POST', '/customer/management/invoices', {
      token,
      body: { tabType: 'all', viewType: 'management', filters: { ...paging, ...period } },
    });
    expect((invoices.json.response as { totalCount: number }).totalCount).toBeGreaterThan(0);
    const cost = await answer(
      'rentalcost',
      {
        fromMonth: Number(period.dateFrom.slice(5, 7)),
        fromYear: Number(period.dateFrom.slice(0, 4)),
        toMonth: Number(today.slice(5, 7)),
        toYear: Number(today.slice(0, 4)),
        locationId: topLocation,
        groupByLocation: true,
        groupByDepartment: false,
      },
      token,
    );
    expect(cost.totalCostCents).toBeGreaterThan(0);
    const months = new Set(
      (cost.rows as { month: string; costCents: number }[])
        .filter((row) => row.costCents > 0)
        .map((row) => row.month),
    );
    expect(months.size).toBeGreaterThanOrEqual(MONTHS_WITH_ROWS[email] ?? 12);
  });
});
