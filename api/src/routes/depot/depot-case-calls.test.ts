import type { TDepotCase, TDepotCaseDetails } from '@portal/shared/contract/depot';
import { MESSAGES } from '@portal/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRentalsTestContext, idOf } from '../../testing/rental-fixtures.js';
import type { TTestContext } from '../../testing/test-context.js';

let t: TTestContext;
let anna: string, bram: string, carla: string, pendingOnly: string;
beforeAll(async () => {
  const context = await createRentalsTestContext();
  t = context.t;
  ({ anna, bram, carla } = context.tokens);
  pendingOnly = await t.loginWith('opdrachten@delinde.nl', { '/articles/depot-pending': 1 });
});
afterAll(() => t.close());

type TCases = { cases: TDepotCase[]; totalCount: number };

async function cases(token: string, body: Record<string, unknown>) {
  return t.call('POST', '/customer/depot/cases', {
    token,
    body: { limitOffset: 1, limitRows: 10, ...body },
  });
}

describe('POST /customer/depot/cases', () => {
  it('lists both tabs newest first with their totals, three pages each', async () => {
    for (const tabType of ['pending', 'archive']) {
      const answer = (await cases(anna, { tabType })).json as { response: TCases };
      expect(answer.response.cases).toHaveLength(10);
      expect(answer.response.totalCount).toBeGreaterThanOrEqual(21);
      const dates = answer.response.cases.map((c) => c.createDate);
      expect([...dates].sort().reverse()).toEqual(dates);
    }
    const archive = (await cases(anna, { tabType: 'archive' })).json as { response: TCases };
    expect(archive.response.cases.every((c) => c.handleDate !== null)).toBe(true);
  });

  it('filters by order type and by category (with its children)', async () => {
    const byType = (await cases(anna, { tabType: 'pending', formType: 'TRANSPORT-OUT' })).json as {
      response: TCases;
    };
    expect(byType.response.totalCount).toBeGreaterThan(0);
    expect(byType.response.cases.every((c) => c.formType === 'TRANSPORT-OUT')).toBe(true);
    const beds = await idOf(t.db, "SELECT id FROM article_categories WHERE title = 'Bedden'");
    const byCategory = (await cases(anna, { tabType: 'archive', categoryId: beds, limitRows: 50 }))
      .json as { response: TCases };
    expect(byCategory.response.totalCount).toBeGreaterThan(0);
    const all = (await cases(anna, { tabType: 'archive' })).json as { response: TCases };
    expect(byCategory.response.totalCount).toBeLessThan(all.response.totalCount);
  });

  it("needs the tab's own route, and shows Thuiszorg Oost only its own", async () => {
    expect((await cases(bram, { tabType: 'pending' })).statusCode).toBe(403);
    expect((await cases(pendingOnly, { tabType: 'pending' })).statusCode).toBe(200);
    expect((await cases(pendingOnly, { tabType: 'archive' })).statusCode).toBe(403);
    const oost = (await cases(carla, { tabType: 'pending', limitRows: 50 })).json as {
      response: TCases;
    };
    const linde = await t.db.query<{ id: number }>(
      `SELECT c.id FROM depot_cases c JOIN organisations o ON o.id = c.organisation_id
       WHERE o.name = 'Zorggroep De Linde'`,
    );
    const lindeIds = new Set(linde.map((c) => c.id));
    expect(oost.response.cases.some((c) => lindeIds.has(c.depotCaseId))).toBe(false);
  });

  it('refuses an unknown type or tab and paging out of bounds', async () => {
    for (const body of [
      { tabType: 'pending', formType: 'TRANSPORT-SIDEWAYS' },
      { tabType: 'later' },
      { tabType: 'pending', limitRows: 0 },
    ]) {
      expect((await cases(anna, body)).json).toMatchObject({ message: MESSAGES.invalidInput });
    }
  });
});

describe('GET /customer/depot/details/:id', () => {
  it('answers the order with its products and statuses', async () => {
    const id = await idOf(
      t.db,
      `SELECT c.id FROM depot_cases c JOIN organisations o ON o.id = c.organisation_id
       WHERE o.name = 'Zorggroep De Linde' AND c.depot_status = 'COMPLETED' LIMIT 1`,
    );
    const answer = await t.call('GET', `/customer/depot/details/${id}`, { token: anna });
    const { details } = (answer.json as { response: { details: TDepotCaseDetails } }).response;
    expect(details).toMatchObject({
      depotCaseId: id,
      depotStatus: 'COMPLETED',
      statusLabel: 'Afgerond',
    });
    expect(details.handleDate).not.toBeNull();
    expect(details.products.length).toBeGreaterThan(0);
    expect(details.products[0]).toEqual({
      productId: expect.any(Number),
      name: expect.any(String),
      depotStatus: expect.toBeOneOf([
        null,
        'IN_DEPOT',
        'PENDING_IN',
        'PENDING_OUT',
        'PENDING_TRANSFER',
      ]),
      productStatus: expect.toBeOneOf(['ACTIVE', 'RESERVED', 'REMOVED']),
    });
  });

  it("is 'Niet gevonden' for another organisation's order; 403 without the tab's route", async () => {
    const id = await idOf(
      t.db,
      `SELECT c.id FROM depot_cases c JOIN organisations o ON o.id = c.organisation_id
       WHERE o.name = 'Zorggroep De Linde' AND c.tab = 'archive' LIMIT 1`,
    );
    const foreign = await t.call('GET', `/customer/depot/details/${id}`, { token: carla });
    expect(foreign.json).toEqual({ status: 'error', message: MESSAGES.notFound, response: null });
    expect(
      (await t.call('GET', `/customer/depot/details/${id}`, { token: pendingOnly })).statusCode,
    ).toBe(403);
  });
});

describe('Excel of a depot tab', () => {
  it('streams the archive with its handled dates', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/Rest/Pwa/customer/depot/cases/excel',
      headers: { 'x-auth-token': anna },
      payload: { tabType: 'archive' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain('depot-archief.xlsx');
    expect(answer.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it("follows the tab's own route: 'Opdrachten' only may download that tab, not the archive", async () => {
    const excel = (tabType: string) =>
      t.app.inject({
        method: 'POST',
        url: '/Rest/Pwa/customer/depot/cases/excel',
        headers: { 'x-auth-token': pendingOnly },
        payload: { tabType },
      });
    const pending = await excel('pending');
    expect(pending.statusCode).toBe(200);
    expect(pending.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    expect((await excel('archive')).statusCode).toBe(403);
  });
});
