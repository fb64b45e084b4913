// The shared set-up of the management overview tests (rental-overview-calls,
// depot-product-overview-calls, overview-scoping and invoice-list-calls .test.ts): one app
// on a fresh database per test file with the demo data, signed in as Anna (De Linde) and
// Carla (Thuiszorg Oost), and the readers of every page of a search.
// why: the bindings below are set in beforeAll; ES module exports are live, so each test
// file reads them as it would read its own `let`s.
import { todayIso } from '@portal/shared/rules';
import { afterAll, beforeAll, expect } from 'vitest';
import { idOf } from '../../testing/rental-fixtures.js';
import { ANNA, CARLA, createTestContext, type TTestContext } from '../../testing/test-context.js';

export let t: TTestContext;
export let anna: string;
export let carla: string;
export let linde: number;
export let oost: number;
export let topLocation: number;

/** Registers the file's beforeAll (app, tokens, organisation ids) and afterAll. */
export function setUpOverviewTests(): void {
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
}

export type TPage = { totalCount: number; documentName: string } & Record<string, unknown>;

export async function overview(path: string, body: Record<string, unknown>, token = anna) {
  const answer = await t.call('POST', `/customer/management/overviews/${path}`, { token, body });
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
  return answer.json;
}

/** Every row of a search, page by page (10 a page), and the totals each page told. */
export async function allPages(
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

export const ids = (rows: Record<string, unknown>[], key: string) => rows.map((row) => row[key]);

export async function expected(sql: string, params: (string | number | null)[]) {
  return (await t.db.query<{ id: number }>(sql, params)).map((row) => row.id);
}

export const YEAR_AGO = () => {
  const date = new Date(`${todayIso()}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - 1);
  return date.toISOString().slice(0, 10);
};
