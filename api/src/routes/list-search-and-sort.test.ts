// The free search and the orders of every list call (issue 23, shared/contract
// list-order.ts; migrations 013 and 014), through the calls on the demo data: a search
// finds what it names and only that, counted in full; every order a list offers pages
// through the whole list exactly as a plain ORDER BY of the same rows does, both ways.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRentalsTestContext, idOf } from '../testing/rental-fixtures.js';
import type { TTestContext } from '../testing/test-context.js';

let t: TTestContext;
let anna: string;
let linde: number;
beforeAll(async () => {
  const context = await createRentalsTestContext();
  t = context.t;
  ({ anna } = context.tokens);
  linde = await idOf(t.db, "SELECT id FROM organisations WHERE name = 'Zorggroep De Linde'");
});
afterAll(() => t.close());

type TPage = { rows: Record<string, unknown>[]; totalCount: number };

/** One page of a list call: `body(offset)` is the call's body for a 1-based first row. */
type TListCall = {
  path: string;
  body: (offset: number, rows: number) => Record<string, unknown>;
  rows: (response: Record<string, unknown>) => Record<string, unknown>[];
};

async function page(list: TListCall, offset: number, rows = 10): Promise<TPage> {
  const answer = await t.call('POST', list.path, { token: anna, body: list.body(offset, rows) });
  expect(answer.statusCode, JSON.stringify(answer.json)).toBe(200);
  expect(answer.json.status).toBe('success');
  const response = answer.json.response as Record<string, unknown> & { totalCount: number };
  return { rows: list.rows(response), totalCount: response.totalCount };
}

/** Every row of a list, page after page, with the total each page answered. */
async function allPages(list: TListCall, key: string): Promise<unknown[]> {
  const first = await page(list, 1, 7);
  const seen = first.rows.map((row) => row[key]);
  for (let offset = 8; offset <= first.totalCount; offset += 7) {
    const next = await page(list, offset, 7);
    expect(next.totalCount).toBe(first.totalCount);
    seen.push(...next.rows.map((row) => row[key]));
  }
  expect(seen).toHaveLength(first.totalCount);
  return seen;
}

async function ids(sql: string, params: unknown[] = []): Promise<number[]> {
  const rows = await t.db.query<{ id: number }>(sql, params as never[]);
  return rows.map((row) => row.id);
}

const rentals = (tabType: string, filters: Record<string, unknown>): TListCall => ({
  path: '/customer/rentals/cases',
  body: (limitOffset, limitRows) => ({ tabType, filters: { limitOffset, limitRows, ...filters } }),
  rows: (response) => response.cases as Record<string, unknown>[],
});
const products = (tabType: string, filters: Record<string, unknown>): TListCall => ({
  path: '/customer/articles/overview',
  body: (limitOffset, limitRows) => ({ tabType, filters: { limitOffset, limitRows, ...filters } }),
  rows: (response) => response.products as Record<string, unknown>[],
});
const requests = (tabType: string, filters: Record<string, unknown>): TListCall => ({
  path: '/customer/requests/overview',
  body: (limitOffset, limitRows) => ({ tabType, limitOffset, limitRows, ...filters }),
  rows: (response) => response.requests as Record<string, unknown>[],
});
const depotCases = (tabType: string, filters: Record<string, unknown>): TListCall => ({
  path: '/customer/depot/cases',
  body: (limitOffset, limitRows) => ({ tabType, limitOffset, limitRows, ...filters }),
  rows: (response) => response.cases as Record<string, unknown>[],
});
const inspections = (context: string, filters: Record<string, unknown>): TListCall => ({
  path: '/customer/articles/product/inspections/overview',
  body: (limitOffset, limitRows) => ({ context, filters: { limitOffset, limitRows, ...filters } }),
  rows: (response) => response.inspections as Record<string, unknown>[],
});
const repairs = (tabType: string, filters: Record<string, unknown>): TListCall => ({
  path: '/customer/articles/product/repairs/overview',
  body: (limitOffset, limitRows) => ({ tabType, filters: { limitOffset, limitRows, ...filters } }),
  rows: (response) => response.repairs as Record<string, unknown>[],
});

describe('the orders of every list', () => {
  it('rentals: case number, article and the dates, both ways, as ORDER BY pages them', async () => {
    const orders = [
      ['active', 'rentalCaseId', 'id'],
      ['active', 'displayName', 'lower(display_name), id'],
      ['active', 'startDate', "coalesce(start_date, '-infinity'), id"],
      ['archive', 'startDate', "coalesce(start_date, '-infinity'), id"],
      ['archive', 'endDate', "coalesce(end_date, '-infinity'), id"],
    ] as const;
    const status = { active: 'ACTIVE', archive: 'ENDED' };
    for (const [tab, sortBy, orderBy] of orders) {
      for (const direction of ['asc', 'desc'] as const) {
        const keys = orderBy
          .split(/,\s(?![^(]*\))/)
          .map((key) => `${key} ${direction}`)
          .join(', ');
        const expected = await ids(
          `SELECT id FROM rental_cases WHERE organisation_id = $1 AND status = $2 ORDER BY ${keys}`,
          [linde, status[tab]],
        );
        const list = rentals(tab, { sortBy, sortDirection: direction });
        expect(await allPages(list, 'rentalCaseId'), `${tab} ${sortBy} ${direction}`).toEqual(
          expected,
        );
      }
    }
  });

  it('products: article, serial, year and since, and the older sort by next inspection', async () => {
    const orders = [
      ['location', 'articleName', 'lower(article_name), id'],
      ['location', 'serialNumber', 'serial_number, id'],
      ['location', 'registrationDate', "coalesce(registration_date, '-infinity'), id"],
      ['depot', 'startDate', "coalesce(start_date, '-infinity'), id"],
      ['location', 'nextInspection', "coalesce(next_inspection_date, 'infinity'), id"],
    ] as const;
    for (const [placement, sortBy, orderBy] of orders) {
      for (const direction of ['asc', 'desc'] as const) {
        const keys = orderBy
          .split(/,\s(?![^(]*\))/)
          .map((key) => `${key} ${direction}`)
          .join(', ');
        const expected = await ids(
          `SELECT id FROM products WHERE organisation_id = $1 AND placement = $2 ORDER BY ${keys}`,
          [linde, placement],
        );
        const list = products(placement, { sortBy, sortDirection: direction });
        expect(await allPages(list, 'productId'), `${sortBy} ${direction}`).toEqual(expected);
      }
    }
    const older = await page(products('location', { sort: 'nextInspection' }), 1, 50);
    const byKey = await page(
      products('location', { sortBy: 'nextInspection', sortDirection: 'asc' }),
      1,
      50,
    );
    expect(older.rows.map((row) => row.productId)).toEqual(byKey.rows.map((row) => row.productId));
  });

  it('requests, depot orders, inspections and repairs: their numbers, names and dates', async () => {
    const cases = [
      [
        requests('open', { sortBy: 'customerRequestId', sortDirection: 'asc' }),
        'customerRequestId',
        `SELECT id FROM customer_requests WHERE organisation_id = $1 AND status = 'OPEN' ORDER BY id`,
      ],
      [
        depotCases('archive', { sortBy: 'handleDate', sortDirection: 'desc' }),
        'depotCaseId',
        `SELECT id FROM depot_cases WHERE organisation_id = $1 AND depot_status IN ('COMPLETED', 'CANCELLED')
         ORDER BY coalesce(handled_at, '-infinity') DESC, id DESC`,
      ],
      [
        depotCases('pending', { sortBy: 'name', sortDirection: 'asc' }),
        'depotCaseId',
        `SELECT id FROM depot_cases WHERE organisation_id = $1 AND depot_status NOT IN ('COMPLETED', 'CANCELLED')
         ORDER BY lower(name), id`,
      ],
      [
        inspections('overview-archive', { sortBy: 'inspectionNumber', sortDirection: 'desc' }),
        'inspectionId',
        `SELECT id FROM inspections WHERE organisation_id = $1 AND conclusion <> 'PENDING'
         ORDER BY inspection_number DESC, id DESC`,
      ],
      [
        repairs('archive', { sortBy: 'repairDate', sortDirection: 'asc' }),
        'repairId',
        `SELECT id FROM repairs WHERE organisation_id = $1 AND status <> 'PROCESSING'
         ORDER BY coalesce(repair_date, '-infinity'), id`,
      ],
      [
        repairs('open', { sortBy: 'repairNumber', sortDirection: 'asc' }),
        'repairId',
        `SELECT id FROM repairs WHERE organisation_id = $1 AND status = 'PROCESSING'
         ORDER BY repair_number, id`,
      ],
    ] as const;
    for (const [list, key, sql] of cases) {
      const expected = await ids(sql, [linde]);
      expect(expected.length, sql).toBeGreaterThan(1);
      expect(await allPages(list, key), sql).toEqual(expected);
    }
    const due = await page(
      inspections('overview-open', { sortBy: 'serialNumber', sortDirection: 'asc' }),
      1,
      100,
    );
    const serials = due.rows.map((row) => String(row.serialNumber));
    expect(serials).toEqual([...serials].sort());
  });

  it('keeps its own order for an order another tab has, and refuses an unknown one', async () => {
    const own = await page(rentals('active', {}), 1, 20);
    const endDate = await page(
      rentals('active', { sortBy: 'endDate', sortDirection: 'desc' }),
      1,
      20,
    );
    expect(endDate.rows).toEqual(own.rows);
    const unknown = await t.call('POST', '/customer/rentals/cases', {
      token: anna,
      body: { tabType: 'active', filters: { limitOffset: 1, limitRows: 10, sortBy: 'price' } },
    });
    expect(unknown.json).toMatchObject({ status: 'error', message: 'Ongeldige invoer' });
    const direction = await t.call('POST', '/customer/depot/cases', {
      token: anna,
      body: { tabType: 'pending', limitOffset: 1, limitRows: 10, sortDirection: 'up' },
    });
    expect(direction.json).toMatchObject({ status: 'error', message: 'Ongeldige invoer' });
  });
});

describe('the free search of every list', () => {
  it('products: serial, QR code, client, room and article, ignoring case', async () => {
    const serial = await page(products('location', { search: 'dl-2019-0008' }), 1);
    expect(serial.rows.map((row) => row.serialNumber)).toEqual(['DL-2019-0008']);
    expect(serial.totalCount).toBe(1);
    const code = await page(products('location', { search: 'VZ-DL-000001' }), 1);
    expect(code.rows.map((row) => row.serialNumber)).toEqual(['DL-2019-0001']);
    // the depot list does not answer a product on location
    expect((await page(products('depot', { search: 'DL-2019-0008' }), 1)).totalCount).toBe(0);

    const [client] = await t.db.query<{ client: string; n: number }>(
      `SELECT client_name AS client, count(*) OVER (PARTITION BY client_name)::int AS n
       FROM products WHERE organisation_id = $1 AND placement = 'location' AND client_name IS NOT NULL
       ORDER BY id LIMIT 1`,
      [linde],
    );
    const byClient = await page(products('location', { search: client?.client.toUpperCase() }), 1);
    expect(byClient.totalCount).toBe(client?.n);
    expect(byClient.rows.every((row) => row.clientName === client?.client)).toBe(true);

    const [room] = await t.db.query<{ room: string; n: number }>(
      `SELECT room, count(*) OVER (PARTITION BY room)::int AS n FROM products
       WHERE organisation_id = $1 AND placement = 'location' AND room IS NOT NULL ORDER BY id LIMIT 1`,
      [linde],
    );
    const byRoom = await page(products('location', { search: room?.room }), 1, 50);
    expect(byRoom.totalCount).toBeGreaterThanOrEqual(room?.n ?? 1);

    const hoists = await count(
      `SELECT count(*)::int AS count FROM products p JOIN articles a ON a.id = p.article_id
       WHERE p.organisation_id = $1 AND p.placement = 'location' AND a.name ILIKE '%tillift%'`,
    );
    expect(hoists).toBeGreaterThan(0);
    expect((await page(products('location', { search: 'Tillift' }), 1)).totalCount).toBe(hoists);
    // a search and an order together; and a term that matches nothing
    const sorted = await page(
      products('location', { search: 'DL-20', sortBy: 'serialNumber', sortDirection: 'desc' }),
      1,
    );
    const serials = sorted.rows.map((row) => String(row.serialNumber));
    expect(serials).toEqual([...serials].sort().reverse());
    expect(await page(products('location', { search: 'zzz-niets' }), 1)).toEqual({
      rows: [],
      totalCount: 0,
    });
  });

  it('never matches across two fields, and takes % and _ as what they are', async () => {
    // serial 'DL-2019-0001' is followed by its code 'VZ-DL-000001' in the search text
    expect((await page(products('location', { search: '0001 VZ' }), 1)).totalCount).toBe(0);
    expect((await page(products('location', { search: 'DL-2019-000_' }), 1)).totalCount).toBe(0);
  });

  it('follows a product to its new article name (the stored name is kept by a trigger)', async () => {
    const product = await idOf(
      t.db,
      "SELECT id FROM products WHERE serial_number = 'DL-2019-0001'",
    );
    const article = await idOf(t.db, 'SELECT article_id AS id FROM products WHERE id = $1', [
      product,
    ]);
    await t.db.query("UPDATE articles SET name = name || ' Zeldzaamnaam' WHERE id = $1", [article]);
    const found = await page(products('location', { search: 'zeldzaamnaam' }), 1, 100);
    expect(found.rows.map((row) => row.productId)).toContain(product);
    expect(found.rows.every((row) => String(row.articleName).endsWith('Zeldzaamnaam'))).toBe(true);
    await t.db.query(
      "UPDATE articles SET name = replace(name, ' Zeldzaamnaam', '') WHERE id = $1",
      [article],
    );
    expect((await page(products('location', { search: 'zeldzaamnaam' }), 1)).totalCount).toBe(0);
  });

  it('rentals: the case number and the serial, as before', async () => {
    const [demo] = await t.db.query<{ id: number }>(
      "SELECT id FROM rental_cases WHERE barcode = 'VH-DEMO-0001'",
    );
    const byNumber = await page(rentals('active', { search: String(demo?.id) }), 1);
    expect(byNumber.rows.map((row) => row.rentalCaseId)).toContain(demo?.id);
    const bySerial = await page(rentals('active', { search: 'sn-demo-0001' }), 1);
    expect(bySerial.rows.map((row) => row.rentalCaseId)).toEqual([demo?.id]);
  });

  it('requests: the id and what was entered (an aid, a client, a room)', async () => {
    const [request] = await t.db.query<{ id: number; value: string; tab: string }>(
      `SELECT r.id, r.tab, f->>'value' AS value
       FROM customer_requests r, jsonb_array_elements(r.custom_data) f
       WHERE r.organisation_id = $1 AND f->>'key' = 'product' ORDER BY r.id LIMIT 1`,
      [linde],
    );
    expect(request).toBeDefined();
    const byId = await page(requests(request?.tab ?? 'open', { search: String(request?.id) }), 1);
    expect(byId.rows.map((row) => row.customerRequestId)).toContain(request?.id);
    const serial = request?.value.match(/DL-\d{4}-\d{4}/)?.[0] ?? request?.value ?? '';
    const byValue = await page(requests(request?.tab ?? 'open', { search: serial }), 1, 50);
    expect(byValue.rows.map((row) => row.customerRequestId)).toContain(request?.id);
    const expected = await count(
      `SELECT count(*)::int AS count FROM customer_requests r WHERE r.organisation_id = $1
       AND r.tab = $2 AND EXISTS (SELECT 1 FROM jsonb_array_elements(r.custom_data) f
         WHERE f->>'value' ILIKE '%' || $3 || '%')`,
      [linde, request?.tab ?? 'open', serial],
    );
    expect(byValue.totalCount).toBe(expected);
  });

  it('depot orders, inspections and repairs: their number, name or the aid', async () => {
    const [order] = await t.db.query<{ id: number; name: string; tab: string }>(
      'SELECT id, name, tab FROM depot_cases WHERE organisation_id = $1 ORDER BY id LIMIT 1',
      [linde],
    );
    const byOrderId = await page(
      depotCases(order?.tab ?? 'pending', { search: String(order?.id) }),
      1,
    );
    expect(byOrderId.rows.map((row) => row.depotCaseId)).toContain(order?.id);
    const word = order?.name.split(/\s+/).find((part) => part.length >= 5) ?? '';
    const byName = await page(depotCases(order?.tab ?? 'pending', { search: word }), 1, 100);
    expect(byName.rows.map((row) => row.depotCaseId)).toContain(order?.id);
    expect(
      byName.rows.every((row) => String(row.name).toLowerCase().includes(word.toLowerCase())),
    ).toBe(true);

    const due = await page(inspections('overview-open', { search: 'dl-2019-0008' }), 1);
    expect(due.rows.map((row) => row.serialNumber)).toEqual(['DL-2019-0008']);
    const [inspection] = await t.db.query<{ number: string }>(
      `SELECT inspection_number AS number FROM inspections WHERE organisation_id = $1
       AND conclusion <> 'PENDING' ORDER BY id LIMIT 1`,
      [linde],
    );
    const byNumber = await page(
      inspections('overview-archive', { search: inspection?.number.toLowerCase() }),
      1,
    );
    expect(byNumber.rows.map((row) => row.inspectionNumber)).toEqual([inspection?.number]);

    const [repair] = await t.db.query<{ number: string; serial: string; tab: string }>(
      `SELECT x.repair_number AS number, p.serial_number AS serial, x.tab FROM repairs x
       JOIN products p ON p.id = x.product_id WHERE x.organisation_id = $1 ORDER BY x.id LIMIT 1`,
      [linde],
    );
    const tab = repair?.tab ?? 'open';
    const byRepair = await page(repairs(tab, { search: repair?.number }), 1);
    expect(byRepair.rows.map((row) => row.repairNumber)).toEqual([repair?.number]);
    const bySerial = await page(repairs(tab, { search: repair?.serial }), 1, 50);
    expect(bySerial.rows.every((row) => row.serialNumber === repair?.serial)).toBe(true);
    expect(bySerial.rows.map((row) => row.repairNumber)).toContain(repair?.number);
  });

  it('refuses a search longer than the bound with the field named', async () => {
    const answer = await t.call('POST', '/customer/articles/overview', {
      token: anna,
      body: {
        tabType: 'location',
        filters: { limitOffset: 1, limitRows: 10, search: 'x'.repeat(101) },
      },
    });
    expect(answer.json).toMatchObject({ status: 'error', message: 'Ongeldige invoer' });
  });
});

async function count(sql: string, params: unknown[] = [linde]): Promise<number> {
  const [row] = await t.db.query<{ count: number }>(sql, params as never[]);
  return row?.count ?? 0;
}
