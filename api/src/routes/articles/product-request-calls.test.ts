// The product requests of the articles area (product-request-calls.ts): relocate, a
// client's repair, depot in and out, and a delivery from the depot (PUT
// /customer/depot/request); each refusal writes nothing.
import { crc32 } from 'node:zlib';
import { MAX_SIGNATURE_CHARS } from '@portal/shared/contract/articles';
import { addDaysIso, MESSAGES, todayIso } from '@portal/shared/rules';
import { describe, expect, it } from 'vitest';
import { idOf, writeCounts } from '../../testing/rental-fixtures.js';
import {
  anna,
  bram,
  freeProduct,
  ids,
  lastLog,
  product,
  put,
  refused,
  setUpProductWriteTests,
  SOON,
  t,
} from './product-write-context.js';

setUpProductWriteTests();

describe('relocate', () => {
  it("moves at once with handler 'intern'", async () => {
    const id = await freeProduct('location');
    const answer = await put('/customer/articles/product/edit/location', {
      productId: id,
      toLocation: ids.otherLocation,
      toDepartment: null,
      toRoom: 'Activiteitenruimte',
      handler: 'intern',
      comment: null,
      deliverDate: null,
      contactId: ids.contact,
    });
    expect(answer.json).toMatchObject({ status: 'success', response: { customerRequestId: null } });
    expect((await product(id))?.locationId).toBe(ids.otherLocation);
    expect((await lastLog(id))?.message).toBe('Locatie gewijzigd');
  });

  it("asks the supplier with handler 'vdm': a request, a transfer order, the product pending", async () => {
    const id = await freeProduct('location');
    const body = {
      productId: id,
      toLocation: ids.location,
      toDepartment: null,
      toRoom: null,
      handler: 'vdm',
      comment: 'Graag voor vrijdag',
      deliverDate: SOON,
      contactId: ids.contact,
    };
    const answer = await put('/customer/articles/product/edit/location', body);
    const { customerRequestId } = (answer.json as { response: { customerRequestId: number } })
      .response;
    const [order] = await t.db.query<{ formType: string; type: string; productId: number }>(
      `SELECT c.form_type AS "formType", r.type, i.product_id AS "productId"
       FROM depot_cases c JOIN customer_requests r ON r.id = c.customer_request_id
       JOIN depot_case_items i ON i.depot_case_id = c.id WHERE r.id = $1`,
      [customerRequestId],
    );
    expect(order).toEqual({
      formType: 'TRANSPORT-TRANSFER',
      type: 'PRODUCT-LOCATION-UPDATE',
      productId: id,
    });
    expect((await product(id))?.depotStatus).toBe('PENDING_TRANSFER');
    const again = await put('/customer/articles/product/edit/location', body);
    expect(again.json).toEqual(refused(MESSAGES.productPendingMove));
  });

  it('refuses a depot product, an unknown location and another organisation’s contact', async () => {
    const depot = await freeProduct('depot');
    const base = {
      toDepartment: null,
      toRoom: null,
      handler: 'intern',
      comment: null,
      deliverDate: null,
    };
    const inDepot = await put('/customer/articles/product/edit/location', {
      ...base,
      productId: depot,
      toLocation: ids.location,
      contactId: ids.contact,
    });
    expect(inDepot.json).toEqual(refused(MESSAGES.productNotOnLocation));
    const bad = await put('/customer/articles/product/edit/location', {
      ...base,
      productId: await freeProduct('location'),
      toLocation: 999999,
      contactId: ids.oostContact,
    });
    expect(bad.json).toMatchObject({
      response: { fields: { toLocation: MESSAGES.invalidValue, contactId: MESSAGES.invalidValue } },
    });
  });
});

describe('client repair', () => {
  const PNG =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

  it('records a signed BROKEN repair and removes the aid; then every action is refused', async () => {
    const id = await freeProduct('location');
    const answer = await put('/customer/articles/product/client/repair', {
      productId: id,
      repairDate: new Date().toISOString().slice(0, 10),
      conclusion: 'BROKEN',
      repairUserId: ids.contact,
      remark: 'Frame gescheurd',
      signature: PNG,
    });
    const { repairId } = (answer.json as { response: { repairId: number } }).response;
    expect((await product(id))?.status).toBe('REMOVED');
    const [signature] = await t.db.query<{ mime: string }>(
      `SELECT mime_type AS mime FROM files WHERE owner_type = 'repair_signature' AND owner_id = $1`,
      [repairId],
    );
    expect(signature?.mime).toBe('image/png');
    const after = await put('/customer/articles/product/edit/client', {
      productId: id,
      clientName: 'X',
    });
    expect(after.json).toEqual(refused(MESSAGES.productRemoved));
  });

  it('takes a signature of (almost) the 500,000 characters the contract allows', async () => {
    const png = Buffer.from(PNG.split(',')[1] ?? '', 'base64');
    // A real PNG with a text chunk that fills it up: 499,998 characters as a data URL.
    const text = Buffer.concat([
      Buffer.from('Comment\u0000'),
      Buffer.alloc(374_982 - png.length - 20, 'x'),
    ]);
    const chunk = Buffer.alloc(12 + text.length);
    chunk.writeUInt32BE(text.length, 0);
    Buffer.from('tEXt').copy(chunk, 4);
    text.copy(chunk, 8);
    chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + text.length)), 8 + text.length);
    const big = Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
    const signature = `data:image/png;base64,${big.toString('base64')}`;
    expect(signature.length).toBeGreaterThan(499_990);
    expect(signature.length).toBeLessThanOrEqual(MAX_SIGNATURE_CHARS);
    const id = await freeProduct('location');
    const answer = await put('/customer/articles/product/client/repair', {
      productId: id,
      repairDate: todayIso(),
      conclusion: 'FIXED',
      repairUserId: ids.contact,
      remark: null,
      signature,
    });
    expect(answer.statusCode).toBe(200);
    const { repairId } = (answer.json as { response: { repairId: number } }).response;
    const [stored] = await t.db.query<{ size: number }>(
      `SELECT length(content)::int AS size FROM files
       WHERE owner_type = 'repair_signature' AND owner_id = $1`,
      [repairId],
    );
    expect(stored?.size).toBe(big.length);
  });

  it('refuses a signature that is not a PNG and a date in the future', async () => {
    const id = await freeProduct('location');
    const answer = await put('/customer/articles/product/client/repair', {
      productId: id,
      repairDate: addDaysIso(todayIso(), 1),
      conclusion: 'FIXED',
      repairUserId: ids.contact,
      remark: null,
      signature: 'data:image/png;base64,PHN2Zz48L3N2Zz4=',
    });
    expect(answer.json).toMatchObject({
      response: { fields: { repairDate: MESSAGES.invalidValue, signature: MESSAGES.invalidValue } },
    });
  });
});

describe('depot in and out', () => {
  it('asks depot storage once: a DEPOT-IN request with a TRANSPORT-IN order, product pending', async () => {
    const id = await freeProduct('location');
    const body = {
      productId: id,
      comments: 'Niet meer nodig',
      deliverDate: null,
      contactId: ids.contact,
    };
    const first = await put(
      '/customer/articles/product/request/depot-in',
      body,
      anna,
      'key-depot-in',
    );
    const retry = await put(
      '/customer/articles/product/request/depot-in',
      body,
      anna,
      'key-depot-in',
    );
    expect(retry.json).toEqual(first.json);
    const [orders] = await t.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM depot_case_items i JOIN depot_cases c ON c.id = i.depot_case_id
       WHERE i.product_id = $1 AND c.form_type = 'TRANSPORT-IN' AND c.tab = 'pending'`,
      [id],
    );
    expect(orders?.count).toBe(1);
    expect((await product(id))?.depotStatus).toBe('PENDING_IN');
  });

  it('asks a depot product out; a reserved or on-location product is refused', async () => {
    const id = await freeProduct('depot');
    const body = {
      productId: id,
      departmentId: null,
      locationId: ids.location,
      room: null,
      deliverDate: SOON,
      client: 'Mevr. Q',
      comments: null,
      contactId: ids.contact,
    };
    const answer = await put('/customer/depot/request/depot-out', body);
    expect(answer.json).toMatchObject({ status: 'success' });
    expect((await product(id))?.depotStatus).toBe('PENDING_OUT');
    const reserved = await idOf(t.db, "SELECT id FROM products WHERE barcode = 'VZ-DL-000011'");
    expect(
      (await put('/customer/depot/request/depot-out', { ...body, productId: reserved })).json,
    ).toEqual(refused(MESSAGES.productReserved));
    const onLocation = await freeProduct('location');
    expect(
      (await put('/customer/depot/request/depot-out', { ...body, productId: onLocation })).json,
    ).toEqual(refused(MESSAGES.productNotInDepot));
  });
});

describe('delivery request (Leveren uit depot)', () => {
  const request = (extra: Record<string, unknown>) => ({
    contactId: ids.contact,
    locationId: ids.location,
    deliverDate: SOON,
    urgency: true,
    customerReference: 'REF-1',
    comments: null,
    measurementsBed: null,
    generalUse: 'Ja',
    articles: [],
    categories: [],
    ...extra,
  });

  it('assigns depot products to each item and creates the request and the order', async () => {
    const [rollator] = await t.db.query<{ id: number }>(
      `SELECT a.id FROM articles a WHERE a.name = 'Rollator Dietz Taima M' AND a.article_type = 'DEPOT'`,
    );
    const answer = await put(
      '/customer/depot/request',
      request({ articles: [{ articleId: rollator?.id, name: 'Rollator', amount: 1 }] }),
    );
    const { customerRequestId } = (answer.json as { response: { customerRequestId: number } })
      .response;
    const rows = await t.db.query<{ formType: string; priority: boolean; depotStatus: string }>(
      `SELECT c.form_type AS "formType", c.priority_call AS priority, p.depot_status AS "depotStatus"
       FROM depot_cases c JOIN depot_case_items i ON i.depot_case_id = c.id
       JOIN products p ON p.id = i.product_id WHERE c.customer_request_id = $1`,
      [customerRequestId],
    );
    expect(rows).toEqual([
      { formType: 'TRANSPORT-OUT', priority: true, depotStatus: 'PENDING_OUT' },
    ]);
  });

  it('refuses more than the depot holds with the available number at that item', async () => {
    const before = await writeCounts(t.db);
    const [plafond] = await t.db.query<{ id: number }>(
      "SELECT id FROM article_categories WHERE title = 'Plafondliften'",
    );
    const answer = await put(
      '/customer/depot/request',
      request({ categories: [{ categoryId: plafond?.id, amount: 99 }] }),
    );
    expect(answer.json).toMatchObject({
      status: 'error',
      response: {
        fields: {
          'categories.0.amount': expect.stringMatching(
            /^Niet genoeg op voorraad in het depot \(beschikbaar: \d+\)$/,
          ),
        },
      },
    });
    expect(await writeCounts(t.db)).toEqual(before);
  });

  it('refuses an empty request, quantity 0 or 100, an unknown category; level 1 is enough', async () => {
    const empty = await put('/customer/depot/request', request({}));
    expect(empty.json).toMatchObject({
      response: { fields: { articles: MESSAGES.selectArticleOrCategory } },
    });
    for (const amount of [0, 100]) {
      const answer = await put(
        '/customer/depot/request',
        request({ categories: [{ categoryId: 1, amount }] }),
      );
      expect(answer.json).toMatchObject({ message: MESSAGES.invalidInput });
    }
    const unknown = await put(
      '/customer/depot/request',
      request({ categories: [{ categoryId: 999999, amount: 1 }] }),
    );
    expect(unknown.json).toMatchObject({
      response: { fields: { 'categories.0.categoryId': MESSAGES.invalidValue } },
    });
    expect((await put('/customer/depot/request', request({}), bram)).statusCode).toBe(403);
  });
});
