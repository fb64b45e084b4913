import { crc32 } from 'node:zlib';
import { MAX_SIGNATURE_CHARS } from '@portal/shared/contract/articles';
import { addDaysIso, MESSAGES, todayIso } from '@portal/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRentalsTestContext, idOf, writeCounts } from '../../testing/rental-fixtures.js';
import type { TTestContext } from '../../testing/test-context.js';

/** A wished date the forms accept (from today up to next year). */
const SOON = addDaysIso(todayIso(), 7);

let t: TTestContext;
let anna: string, bram: string, carla: string;
const ids = { contact: 0, location: 0, otherLocation: 0, oostProduct: 0, oostContact: 0 };
beforeAll(async () => {
  const context = await createRentalsTestContext();
  t = context.t;
  ({ anna, bram, carla } = context.tokens);
  const linde = "(SELECT id FROM organisations WHERE name = 'Zorggroep De Linde')";
  ids.contact = await idOf(
    t.db,
    `SELECT id FROM contacts WHERE organisation_id = ${linde} LIMIT 1`,
  );
  ids.location = await idOf(
    t.db,
    `SELECT id FROM locations WHERE organisation_id = ${linde} AND name = 'Verpleeghuis Het Anker'`,
  );
  ids.otherLocation = await idOf(
    t.db,
    `SELECT id FROM locations WHERE organisation_id = ${linde} AND name = 'Dagbesteding De Boomgaard'`,
  );
  ids.oostProduct = await idOf(t.db, "SELECT id FROM products WHERE barcode = 'VZ-TO-000002'");
  ids.oostContact = await idOf(
    t.db,
    "SELECT id FROM contacts WHERE organisation_id = (SELECT id FROM organisations WHERE name = 'Thuiszorg Oost') LIMIT 1",
  );
});
afterAll(() => t.close());

/** A free product of De Linde of `placement` (ACTIVE, no order, no code when asked). */
async function freeProduct(placement: 'location' | 'depot', withoutCode = false): Promise<number> {
  return idOf(
    t.db,
    `SELECT p.id FROM products p JOIN organisations o ON o.id = p.organisation_id
     WHERE o.name = 'Zorggroep De Linde' AND p.placement = $1 AND p.status = 'ACTIVE'
       AND NOT p.enable_reservation
       AND (p.depot_status IS NULL OR p.depot_status = 'IN_DEPOT')
       AND ($2 = 'any' OR p.barcode IS NULL)
       AND NOT EXISTS (SELECT 1 FROM customer_requests r WHERE r.source_id = p.id
         AND r.type NOT LIKE 'RENTAL%' AND r.status IN ('OPEN', 'PROCESSING'))
       AND p.serial_number <> 'DL-2019-0001'
     ORDER BY p.id DESC LIMIT 1`,
    [placement, withoutCode ? 'none' : 'any'],
  );
}

async function product(id: number) {
  const [row] = await t.db.query<{
    barcode: string | null;
    status: string;
    depotStatus: string | null;
    locationId: number | null;
    clientName: string | null;
    reserved: boolean;
    reason: string | null;
    serial: string;
    purchaseValue: string | null;
    quality: string | null;
  }>(
    `SELECT barcode, status, depot_status AS "depotStatus", location_id AS "locationId",
       client_name AS "clientName", enable_reservation AS reserved,
       reservation_reason AS reason, serial_number AS serial,
       purchase_value::text AS "purchaseValue", quality
     FROM products WHERE id = $1`,
    [id],
  );
  return row;
}

async function lastLog(id: number) {
  const [row] = await t.db.query<{ message: string; specification: string; actor: string }>(
    `SELECT message, specification, actor_name AS actor FROM product_log
     WHERE product_id = $1 ORDER BY id DESC LIMIT 1`,
    [id],
  );
  return row;
}

async function put(path: string, body: unknown, token = anna, key?: string) {
  return t.call('PUT', path, {
    token,
    body,
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  });
}

const refused = (message: string) => ({ status: 'error', message, response: null });

describe('link QR code', () => {
  it('links a free code once, with a log line; the second link is refused', async () => {
    const id = await freeProduct('location', true);
    const answer = await put('/customer/articles/product/edit/qrcode', {
      barcode: 'NIEUW-QR-1',
      productId: id,
    });
    expect(answer.json).toMatchObject({ status: 'success', response: { productId: id } });
    expect((await product(id))?.barcode).toBe('NIEUW-QR-1');
    expect(await lastLog(id)).toEqual({
      message: 'QR code gekoppeld',
      specification: 'NIEUW-QR-1',
      actor: 'Anna de Vries',
    });
    const again = await put('/customer/articles/product/edit/qrcode', {
      barcode: 'NIEUW-QR-2',
      productId: id,
    });
    expect(again.json).toEqual(refused(MESSAGES.productHasBarcode));
  });

  it('refuses a code of another product or rental case, and changes nothing', async () => {
    const id = await freeProduct('depot', true);
    const before = await writeCounts(t.db);
    for (const code of ['vz-dl-000001', 'VH-DEMO-0101']) {
      const answer = await put('/customer/articles/product/edit/qrcode', {
        barcode: code,
        productId: id,
      });
      expect(answer.json).toMatchObject({
        status: 'error',
        message: MESSAGES.barcodeTaken,
        response: { fields: { barcode: MESSAGES.barcodeTaken } },
      });
    }
    expect(await writeCounts(t.db)).toEqual(before);
  });

  it("refuses another organisation's product, and a user without the action route", async () => {
    const foreign = await put('/customer/articles/product/edit/qrcode', {
      barcode: 'X-1',
      productId: ids.oostProduct,
    });
    expect(foreign.json).toEqual(refused(MESSAGES.noProductForQrCode));
    const id = await freeProduct('location');
    const denied = await put(
      '/customer/articles/product/edit/qrcode',
      { barcode: 'X-2', productId: id },
      bram,
    );
    expect(denied.statusCode).toBe(403);
  });
});

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

describe('client name, data and reservation', () => {
  it('changes the client name at once and asks the supplier to follow', async () => {
    const id = await freeProduct('location');
    const answer = await put('/customer/articles/product/edit/client', {
      productId: id,
      clientName: 'Dhr. T. Test',
    });
    const { customerRequestId } = (answer.json as { response: { customerRequestId: number } })
      .response;
    expect((await product(id))?.clientName).toBe('Dhr. T. Test');
    const [request] = await t.db.query<{ type: string }>(
      'SELECT type FROM customer_requests WHERE id = $1',
      [customerRequestId],
    );
    expect(request?.type).toBe('PRODUCT-CLIENT-UPDATE');
    const empty = await put('/customer/articles/product/edit/client', {
      productId: id,
      clientName: '  ',
    });
    expect(empty.json).toMatchObject({ response: { fields: { clientName: expect.any(String) } } });
  });

  const edit = (productId: number, extra: Record<string, unknown> = {}) => ({
    productId,
    serialNumber: 'EDIT-1',
    frameNumber: null,
    registrationDate: '2020-05-01',
    productBrand: 'Vitalis',
    productType: 'Comfort',
    dimensions: null,
    quality: 'AVERAGE',
    remarks: 'Nagekeken',
    customFields: {},
    ...extra,
  });

  it('edits the data; the purchase value only with the management role', async () => {
    const id = await freeProduct('depot');
    const answer = await put(
      '/customer/articles/product/edit/data',
      edit(id, { purchaseValue: '1234,50' }),
    );
    expect(answer.json).toMatchObject({ status: 'success' });
    expect(await product(id)).toMatchObject({
      serial: 'EDIT-1',
      purchaseValue: '1234.50',
      quality: 'AVERAGE',
    });
    const oost = await put(
      '/customer/articles/product/edit/data',
      edit(ids.oostProduct, { serialNumber: 'TO-EDIT', purchaseValue: '10' }),
      carla,
    );
    expect(oost.json).toMatchObject({
      message: MESSAGES.editFormInvalid,
      response: { fields: { purchaseValue: MESSAGES.purchaseValueNotAllowed } },
    });
  });

  it('refuses a serial of another product and a bad template value', async () => {
    const id = await freeProduct('location');
    const answer = await put(
      '/customer/articles/product/edit/data',
      edit(id, { serialNumber: 'DL-2019-0001', customFields: { '999': 'x' } }),
    );
    expect(answer.json).toMatchObject({
      message: MESSAGES.editFormInvalid,
      response: {
        fields: { serialNumber: MESSAGES.serialTaken, 'customFields.999': MESSAGES.invalidValue },
      },
    });
  });

  it('reserves a depot product with a reason and ends the reservation', async () => {
    const id = await freeProduct('depot');
    const noReason = await put('/customer/depot/reservation', {
      productId: id,
      enableReservation: true,
      reservationReason: null,
    });
    expect(noReason.json).toMatchObject({
      response: { fields: { reservationReason: MESSAGES.required } },
    });
    await put('/customer/depot/reservation', {
      productId: id,
      enableReservation: true,
      reservationReason: 'Voor kamer 3',
    });
    expect(await product(id)).toMatchObject({ reserved: true, reason: 'Voor kamer 3' });
    await put('/customer/depot/reservation', {
      productId: id,
      enableReservation: false,
      reservationReason: null,
    });
    expect(await product(id)).toMatchObject({ reserved: false, reason: null });
    expect((await lastLog(id))?.message).toBe('Reservering beëindigd');
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

describe('register an own aid', () => {
  const base = {
    locationId: 0,
    departmentId: null,
    room: 'Kamer 1',
    clientName: null,
    productId: null,
    serialNumber: null,
    frameNumber: null,
    registrationDate: '2024-03-01',
    purchaseValue: null,
    productBrand: null,
    productType: null,
    dimensions: null,
    remarks: null,
    customFields: {},
  };

  async function wheelchair() {
    return idOf(
      t.db,
      "SELECT id FROM articles WHERE name = 'Rolstoel Vermeiren 708D' AND article_type = 'DEPOT'",
    );
  }

  it('registers a new serial on location with its first log lines', async () => {
    const articleId = await wheelchair();
    const answer = await put('/global/articles/product/add', {
      ...base,
      articleId,
      locationId: ids.location,
      serialOption: 'new',
      serialNumber: 'NIEUW-2024-1',
    });
    const { productId, message } = (
      answer.json as { response: { productId: number; message: string } }
    ).response;
    expect(message).toBe(MESSAGES.productRegistered);
    expect(await product(productId)).toMatchObject({
      serial: 'NIEUW-2024-1',
      locationId: ids.location,
    });
    expect((await lastLog(productId))?.message).toBe('Geplaatst op locatie');
    const twice = await put('/global/articles/product/add', {
      ...base,
      articleId,
      locationId: ids.location,
      serialOption: 'new',
      serialNumber: 'nieuw-2024-1'.toUpperCase(),
    });
    expect(twice.json).toMatchObject({
      response: { fields: { serialNumber: MESSAGES.serialTaken } },
    });
  });

  it('generates a serial when unknown and places an unplaced product for an existing serial', async () => {
    const articleId = await wheelchair();
    const unknown = await put('/global/articles/product/add', {
      ...base,
      articleId,
      locationId: ids.location,
      serialOption: 'unknown',
    });
    const generated = (unknown.json as { response: { productId: number } }).response.productId;
    expect((await product(generated))?.serial).toMatch(/^ONB-\d{6}$/);
    const [unplaced] = await t.db.query<{ id: number; articleId: number }>(
      `SELECT p.id, p.article_id AS "articleId" FROM products p
       JOIN organisations o ON o.id = p.organisation_id
       WHERE o.name = 'Zorggroep De Linde' AND p.placement = 'unplaced' LIMIT 1`,
    );
    const existing = await put('/global/articles/product/add', {
      ...base,
      articleId: unplaced?.articleId,
      locationId: ids.location,
      serialOption: 'existing',
      productId: unplaced?.id,
    });
    expect(existing.json).toMatchObject({
      status: 'success',
      response: { productId: unplaced?.id },
    });
    expect((await product(unplaced?.id ?? 0))?.locationId).toBe(ids.location);
  });

  it("registers one aid however often the same 'Serienummer onbekend' arrives with its key", async () => {
    const articleId = await wheelchair();
    const body = { ...base, articleId, locationId: ids.location, serialOption: 'unknown' };
    const before = await writeCounts(t.db);
    // why: a double tap sends twice before the first answer; a retry after it, once more.
    const parallel = await Promise.all(
      [1, 2, 3].map(() => put('/global/articles/product/add', body, anna, 'tap-tap-1')),
    );
    const later = await put('/global/articles/product/add', body, anna, 'tap-tap-1');
    const productIds = [...parallel, later].map(
      (answer) => (answer.json as { response: { productId: number } }).response.productId,
    );
    expect(new Set(productIds).size).toBe(1);
    const after = await writeCounts(t.db);
    expect(after.products).toBe((before.products ?? 0) + 1);
    expect(after.idempotency_keys).toBe((before.idempotency_keys ?? 0) + 1);
    // A new form (a new key) is a new aid: two identical mattresses both get registered.
    const next = await put('/global/articles/product/add', body, anna, 'tap-tap-2');
    expect((next.json as { response: { productId: number } }).response.productId).not.toBe(
      productIds[0],
    );
  });

  it('names each missing or bad field and writes nothing', async () => {
    const before = await writeCounts(t.db);
    const answer = await put('/global/articles/product/add', {
      ...base,
      articleId: 999999,
      locationId: 999999,
      serialOption: 'new',
    });
    expect(answer.json).toMatchObject({
      message: MESSAGES.invalidInput,
      response: {
        fields: {
          articleId: MESSAGES.invalidValue,
          locationId: MESSAGES.invalidValue,
          serialNumber: MESSAGES.required,
        },
      },
    });
    expect(await writeCounts(t.db)).toEqual(before);
    const viewer = await put(
      '/global/articles/product/add',
      { ...base, articleId: 1, locationId: 1, serialOption: 'unknown' },
      bram,
    );
    expect(viewer.statusCode).toBe(403);
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
