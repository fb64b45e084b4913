import type { TProduct, TProductDetails } from '@portal/shared/contract/articles';
import { addMonthsIso, MESSAGES, nextInspectionDate, todayIso } from '@portal/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRentalsTestContext, idOf } from '../../testing/rental-fixtures.js';
import type { TTestContext } from '../../testing/test-context.js';

let t: TTestContext;
let anna: string, bram: string, carla: string;
const ids = { onLocation: 0, inDepot: 0, reserved: 0, removed: 0, overdue: 0, unplaced: 0 };
beforeAll(async () => {
  const context = await createRentalsTestContext();
  t = context.t;
  ({ anna, bram, carla } = context.tokens);
  const byCode = (code: string) => idOf(t.db, 'SELECT id FROM products WHERE barcode = $1', [code]);
  ids.onLocation = await byCode('VZ-DL-000001');
  ids.inDepot = await byCode('VZ-DL-000010');
  ids.reserved = await byCode('VZ-DL-000011');
  ids.removed = await byCode('VZ-DL-000012');
  ids.overdue = await byCode('VZ-DL-000008');
  ids.unplaced = await idOf(
    t.db,
    `SELECT p.id FROM products p JOIN organisations o ON o.id = p.organisation_id
     WHERE o.name = 'Zorggroep De Linde' AND p.placement = 'unplaced' LIMIT 1`,
  );
});
afterAll(() => t.close());

const paging = { limitOffset: 1, limitRows: 10 };
const productNotFound = { status: 'error', message: MESSAGES.productNotFound, response: null };

async function overview(token: string, tabType: string, filters: Record<string, unknown> = {}) {
  const answer = await t.call('POST', '/customer/articles/overview', {
    token,
    body: { tabType, filters: { ...paging, ...filters } },
  });
  return answer;
}

async function products(tabType: string, filters: Record<string, unknown> = {}) {
  const answer = await overview(anna, tabType, filters);
  expect(answer.statusCode).toBe(200);
  return (answer.json as { response: { products: TProduct[]; totalCount: number } }).response;
}

async function count(sql: string, params: (string | number)[] = []) {
  const [row] = await t.db.query<{ count: number }>(sql, params);
  return row?.count ?? 0;
}

describe('POST /customer/articles/overview', () => {
  it('lists the products of each placement with the totals, ten a page, newest first', async () => {
    const location = await products('location');
    const total = await count(
      `SELECT count(*)::int AS count FROM products p JOIN organisations o ON o.id = p.organisation_id
       WHERE o.name = 'Zorggroep De Linde' AND p.placement = 'location'`,
    );
    expect(location.totalCount).toBe(total);
    expect(location.products).toHaveLength(10);
    const ids_ = location.products.map((p) => p.productId);
    expect([...ids_].sort((a, b) => b - a)).toEqual(ids_);
    expect(location.products.every((p) => p.depotStatus !== 'IN_DEPOT')).toBe(true);
    const depot = await products('depot', { limitOffset: 21 });
    expect(depot.products.length).toBeGreaterThan(0);
    expect(
      depot.products.every((p) => p.owner?.includes('agazijn') || p.owner?.includes('Depot')),
    ).toBe(true);
  });

  it('answers the row fields of the spec plus the due date and QR presence', async () => {
    const { products: rows } = await products('location', { serialNumber: 'DL-2019-0001' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      productId: ids.onLocation,
      title: 'Hoog-laagbed Vitalis Comfort 90x200 DL-2019-0001',
      articleName: 'Hoog-laagbed Vitalis Comfort 90x200',
      serialNumber: 'DL-2019-0001',
      productStatus: 'ACTIVE',
      enableReservation: 0,
      owner: 'Woonzorgcentrum De Linde',
      hasBarcode: true,
      inspectionDue: 'OK',
    });
  });

  it('filters by category (with its children), location, texts, dates and quality', async () => {
    const [beds] = await t.db.query<{ id: number }>(
      "SELECT id FROM article_categories WHERE title = 'Bedden'",
    );
    const byCategory = await products('location', { categoryId: beds?.id, limitRows: 50 });
    expect(byCategory.totalCount).toBeGreaterThan(0);
    expect(byCategory.products.every((p) => /bed/i.test(p.articleName))).toBe(true);
    const good = await products('location', { quality: 'good', limitRows: 50 });
    expect(good.products.every((p) => p.quality === 'GOOD')).toBe(true);
    const from2024 = await products('location', {
      registrationDateFrom: '2024-01-01',
      limitRows: 50,
    });
    expect(from2024.products.every((p) => (p.registrationDate ?? '') >= '2024-01-01')).toBe(true);
    const client = await products('location', { clientName: 'de boer', limitRows: 50 });
    expect(client.totalCount).toBeGreaterThan(0);
    expect(client.products.every((p) => p.clientName?.includes('de Boer'))).toBe(true);
    const wildcard = await products('location', { serialNumber: '%' });
    expect(wildcard.totalCount).toBe(0);
  });

  it('filters the depot by warehouse, each warehouse its own products and total', async () => {
    const warehouses = await t.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM warehouses ORDER BY id',
    );
    expect(warehouses.length).toBeGreaterThan(1);
    for (const warehouse of warehouses) {
      const found = await products('depot', { warehouseId: warehouse.id, limitRows: 50 });
      const total = await count(
        `SELECT count(*)::int AS count FROM products p JOIN organisations o ON o.id = p.organisation_id
         WHERE o.name = 'Zorggroep De Linde' AND p.placement = 'depot' AND p.warehouse_id = $1`,
        [warehouse.id],
      );
      expect(total, warehouse.name).toBeGreaterThan(0);
      expect(found.totalCount).toBe(total);
      expect(found.products.every((p) => p.owner === warehouse.name)).toBe(true);
    }
    const onLocation = await products('location', { warehouseId: warehouses[0]?.id });
    expect(onLocation.totalCount).toBe(0);
  });

  it("sorts by 'Volgende keuring', soonest first, the overdue ones on top", async () => {
    const { products: rows } = await products('location', { sort: 'nextInspection' });
    expect(rows[0]?.inspectionDue).toBe('OVERDUE');
    const dates = rows.map((p) => p.nextInspectionDate ?? '9999');
    expect([...dates].sort()).toEqual(dates);
  });

  it('shows Thuiszorg Oost none of De Linde, and refuses a user without the articles route', async () => {
    const oost = await overview(carla, 'location', { serialNumber: 'DL-' });
    expect((oost.json as { response: { totalCount: number } }).response.totalCount).toBe(0);
    expect((await overview(bram, 'location')).statusCode).toBe(403);
  });

  it('refuses an unknown tab, a quality outside the list and paging past the bounds', async () => {
    for (const answer of [
      await overview(anna, 'unplaced'),
      await overview(anna, 'location', { quality: 'SUPER' }),
      await overview(anna, 'location', { limitRows: 1000 }),
    ]) {
      expect(answer.json).toMatchObject({ status: 'error', message: MESSAGES.invalidInput });
    }
  });
});

describe('GET /customer/articles/details/:id', () => {
  async function details(token: string, id: number) {
    return t.call('GET', `/customer/articles/details/${id}`, { token });
  }

  it('answers the details with the template fields, placement and due date', async () => {
    const answer = await details(anna, ids.overdue);
    const { details: d } = (answer.json as { response: { details: TProductDetails } }).response;
    expect(d.productId).toBe(ids.overdue);
    expect(d.placement).toBe('location');
    expect(d.inspectionDue).toBe('OVERDUE');
    expect(d.inspectionIntervalMonths).toBe(12);
    expect(d.customFields.map((f) => f.label)).toEqual([
      'Maximale belasting',
      'Tiljuk',
      'Laatste accuwissel',
    ]);
    expect(d.customFields[0]?.value).toMatch(/^\d+ kg$/);
    expect(d.status).toBe('ACTIVE');
    expect(d.statusDisplay).toBe('Actief');
    // The due date follows the rule of shared/rules from the last completed inspection.
    const [last] = await t.db.query<{ date: string }>(
      `SELECT to_char(max(inspect_date), 'YYYY-MM-DD') AS date FROM inspections
       WHERE product_id = $1 AND conclusion = 'COMPLETED'`,
      [ids.overdue],
    );
    expect(d.nextInspectionDate).toBe(nextInspectionDate(last?.date ?? null, null, 12));
    expect(d.nextInspectionDate).toBe(addMonthsIso(last?.date ?? '', 12));
    expect((d.nextInspectionDate ?? '') < todayIso()).toBe(true);
  });

  it('shows RESERVED with its reason and REMOVED', async () => {
    const reserved = (await details(anna, ids.reserved)).json as {
      response: { details: TProductDetails };
    };
    expect(reserved.response.details).toMatchObject({
      status: 'RESERVED',
      statusDisplay: 'Gereserveerd',
      placement: 'depot',
      reservationReason: 'Gereserveerd voor nieuwe cliënt op Somatiek',
    });
    const removed = (await details(anna, ids.removed)).json as {
      response: { details: TProductDetails };
    };
    expect(removed.response.details.status).toBe('REMOVED');
  });

  it("is 'Hulpmiddel niet gevonden' for another organisation's or an unplaced product", async () => {
    expect((await details(carla, ids.onLocation)).json).toEqual(productNotFound);
    expect((await details(anna, ids.unplaced)).json).toEqual(productNotFound);
    expect((await details(anna, 2_000_000)).json).toEqual(productNotFound);
    expect((await details(bram, ids.onLocation)).statusCode).toBe(403);
  });
});

describe('GET customfields and barcode', () => {
  it('answers the template fields of an article, empty without a template', async () => {
    const articleId = await idOf(t.db, 'SELECT article_id AS id FROM products WHERE id = $1', [
      ids.onLocation,
    ]);
    const answer = await t.call('GET', `/customer/articles/customfields/${articleId}`, {
      token: anna,
    });
    const fields = (answer.json as { response: { fields: { label: string; value: null }[] } })
      .response.fields;
    expect(fields.map((f) => f.label)).toEqual(['Matrasmaat', 'Zijhekken']);
    expect(fields.every((f) => f.value === null)).toBe(true);
    const plain = await idOf(t.db, 'SELECT id FROM articles WHERE template_id IS NULL LIMIT 1');
    const none = await t.call('GET', `/customer/articles/customfields/${plain}`, { token: anna });
    expect((none.json as { response: { fields: unknown[] } }).response.fields).toEqual([]);
  });

  it('answers the code, null without one, not found for another organisation', async () => {
    const code = await t.call('GET', `/customer/articles/barcode/${ids.onLocation}`, {
      token: anna,
    });
    expect(code.json).toMatchObject({ status: 'success', response: { barcode: 'VZ-DL-000001' } });
    const without = await idOf(
      t.db,
      "SELECT id FROM products WHERE serial_number = 'DL-2023-0005'",
    );
    const none = await t.call('GET', `/customer/articles/barcode/${without}`, { token: anna });
    expect(none.json).toMatchObject({ status: 'success', response: { barcode: null } });
    const foreign = await t.call('GET', `/customer/articles/barcode/${ids.onLocation}`, {
      token: carla,
    });
    expect(foreign.json).toEqual(productNotFound);
  });
});

describe('product tabs and overviews', () => {
  it('lists the repairs of a product and the open and archive overviews', async () => {
    const tab = async (body: Record<string, unknown>) =>
      (
        (
          await t.call('POST', '/customer/articles/product/repairs/overview', {
            token: anna,
            body: { filters: paging, ...body },
          })
        ).json as {
          response: { repairs: { status: string; statusLabel: string }[]; totalCount: number };
        }
      ).response;
    const open = await tab({ tabType: 'open' });
    expect(open.totalCount).toBeGreaterThan(0);
    expect(open.repairs.every((r) => r.status === 'PROCESSING')).toBe(true);
    const archive = await tab({ tabType: 'archive' });
    expect(archive.repairs.every((r) => r.status !== 'PROCESSING')).toBe(true);
    const removed = await tab({ tabType: 'product', productId: ids.removed });
    expect(removed.repairs[0]).toMatchObject({
      status: 'BROKEN',
      statusLabel: 'Niet te repareren',
    });
    const missing = await t.call('POST', '/customer/articles/product/repairs/overview', {
      token: anna,
      body: { tabType: 'product', filters: paging },
    });
    expect(missing.json).toMatchObject({ response: { fields: { productId: MESSAGES.required } } });
    const foreign = await t.call('POST', '/customer/articles/product/repairs/overview', {
      token: carla,
      body: { tabType: 'product', productId: ids.removed, filters: paging },
    });
    expect(foreign.json).toEqual(productNotFound);
  });

  it("lists 'Te keuren' soonest first, with due products that have no plan", async () => {
    const answer = await t.call('POST', '/customer/articles/product/inspections/overview', {
      token: anna,
      body: { context: 'overview-open', filters: { ...paging, limitRows: 50 } },
    });
    const { inspections } = (
      answer.json as {
        response: {
          inspections: {
            inspectionNumber: string | null;
            nextInspectionDate: string;
            statusLabel: string;
          }[];
        };
      }
    ).response;
    expect(inspections.length).toBeGreaterThan(0);
    expect(inspections.every((i) => i.statusLabel === 'Te keuren')).toBe(true);
    expect(inspections.some((i) => i.inspectionNumber === null)).toBe(true);
    expect(inspections.some((i) => i.inspectionNumber !== null)).toBe(true);
    const dates = inspections.map((i) => i.nextInspectionDate);
    expect([...dates].sort()).toEqual(dates);
  });

  it('lists the archive with reports and a product context, filtered by date', async () => {
    const archive = await t.call('POST', '/customer/articles/product/inspections/overview', {
      token: anna,
      body: { context: 'overview-archive', filters: { ...paging, dateFrom: '2015-01-01' } },
    });
    const rows = (
      archive.json as { response: { inspections: { conclusion: string; hasReport: boolean }[] } }
    ).response.inspections;
    expect(rows.every((r) => r.conclusion !== 'PENDING' && r.hasReport)).toBe(true);
    const product = await t.call('POST', '/customer/articles/product/inspections/overview', {
      token: anna,
      body: { context: 'product', productId: ids.overdue, filters: paging },
    });
    expect((product.json as { response: { totalCount: number } }).response.totalCount).toBe(
      await count('SELECT count(*)::int AS count FROM inspections WHERE product_id = $1', [
        ids.overdue,
      ]),
    );
  });

  it("narrows 'Te keuren' to exactly the home tile's overdue products, or those due soon", async () => {
    const summary = (
      (await t.call('GET', '/customer/articles/inspections/summary', { token: anna })).json as {
        response: { overdue: number; soon: number };
      }
    ).response;
    type TRow = { productId: number; inspectionDue: string; nextInspectionDate: string };
    const open = async (due: string) =>
      (
        (
          await t.call('POST', '/customer/articles/product/inspections/overview', {
            token: anna,
            body: { context: 'overview-open', filters: { ...paging, limitRows: 100, due } },
          })
        ).json as { response: { inspections: TRow[]; totalCount: number } }
      ).response;
    const overdue = await open('OVERDUE');
    expect(overdue.totalCount).toBe(summary.overdue);
    expect(overdue.inspections).toHaveLength(summary.overdue);
    expect(overdue.inspections.every((row) => row.inspectionDue === 'OVERDUE')).toBe(true);
    expect(overdue.inspections.map((row) => row.productId)).toContain(ids.overdue);
    const soon = await open('SOON');
    expect(soon.totalCount).toBe(summary.soon);
    expect(soon.inspections.every((row) => row.inspectionDue === 'SOON')).toBe(true);
  });

  it('gives each inspection of a product its own dates; only a coming one its due date', async () => {
    const answer = await t.call('POST', '/customer/articles/product/inspections/overview', {
      token: anna,
      body: { context: 'product', productId: ids.overdue, filters: paging },
    });
    const rows = (
      answer.json as {
        response: {
          inspections: {
            conclusion: string;
            inspectDate: string | null;
            nextInspectionDate: string | null;
            inspectionDue: string | null;
          }[];
        };
      }
    ).response.inspections;
    const finished = rows.filter((row) => row.conclusion !== 'PENDING');
    expect(finished.length).toBeGreaterThan(1);
    expect(new Set(finished.map((row) => row.inspectDate)).size).toBe(finished.length);
    for (const row of finished) {
      expect(row).toMatchObject({ nextInspectionDate: null, inspectionDue: null });
    }
    const coming = rows.filter((row) => row.conclusion === 'PENDING');
    for (const row of coming) expect(row.inspectionDue).toBe('OVERDUE');
  });

  it('counts the overdue and soon-due products for the home tile', async () => {
    const answer = await t.call('GET', '/customer/articles/inspections/summary', { token: anna });
    const summary = (answer.json as { response: { overdue: number; soon: number } }).response;
    expect(summary.overdue).toBe(
      await count(
        `SELECT count(*)::int AS count FROM products p JOIN organisations o ON o.id = p.organisation_id
         WHERE o.name = 'Zorggroep De Linde' AND p.status = 'ACTIVE' AND p.placement <> 'unplaced'
           AND p.next_inspection_date < $1::date`,
        [todayIso()],
      ),
    );
    expect(summary.overdue).toBeGreaterThan(0);
    expect(summary.soon).toBeGreaterThan(0);
  });

  it('lists cleanings by status and the log newest first', async () => {
    const cleanings = await t.call('POST', '/customer/articles/product/cleanings/overview', {
      token: anna,
      body: { productId: ids.removed, filters: { ...paging, status: 'RELEASED' } },
    });
    const rows = (
      cleanings.json as { response: { cleanings: { status: string; statusLabel: string }[] } }
    ).response.cleanings;
    expect(rows.every((c) => c.status === 'RELEASED' && c.statusLabel === 'Afgerond')).toBe(true);
    const log = await t.call('POST', '/customer/articles/product/log/overview', {
      token: anna,
      body: { productId: ids.removed, filters: paging },
    });
    const entries = (
      log.json as { response: { log: { createDate: string; message: string; name: string }[] } }
    ).response.log;
    expect(entries.map((e) => e.message)).toContain('Afgevoerd');
    expect(entries.map((e) => e.message)).toContain('Geregistreerd');
    const dates = entries.map((e) => e.createDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const foreign = await t.call('POST', '/customer/articles/product/log/overview', {
      token: carla,
      body: { productId: ids.removed, filters: paging },
    });
    expect(foreign.json).toEqual(productNotFound);
  });
});

describe('Excel of a product list', () => {
  it('streams the filtered list with its Dutch columns', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/Rest/Pwa/customer/articles/overview/excel',
      headers: { 'x-auth-token': anna },
      payload: { tabType: 'depot', filters: {} },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain('hulpmiddelen-in-depot.xlsx');
    expect(answer.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/Rest/Pwa/customer/articles/overview/excel',
      headers: { 'x-auth-token': bram },
      payload: { tabType: 'depot', filters: {} },
    });
    expect(refused.statusCode).toBe(403);
  });
});
