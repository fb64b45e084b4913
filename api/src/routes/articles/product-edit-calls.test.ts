// The product edits of the articles area (product-edit-calls.ts): link a QR code, the
// client name, the product's data, a reservation (PUT /customer/depot/reservation), and
// an own aid registered by serial; each refusal changes nothing.
import { MESSAGES } from '@portal/shared/rules';
import { describe, expect, it } from 'vitest';
import { idOf, writeCounts } from '../../testing/rental-fixtures.js';
import {
  anna,
  bram,
  carla,
  freeProduct,
  ids,
  lastLog,
  product,
  put,
  refused,
  setUpProductWriteTests,
  t,
} from './product-write-context.js';

setUpProductWriteTests();

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
