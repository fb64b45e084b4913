import { MESSAGES } from '@portal/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRentalsTestContext, idOf } from '../../testing/rental-fixtures.js';
import type { TTestContext } from '../../testing/test-context.js';

let t: TTestContext;
let anna: string, bram: string, carla: string;
let demo1: number, demo2: number, demo3: number, demo4: number, oostCase: number;
let productOnLocation: number;
let productInDepot: number;
beforeAll(async () => {
  const context = await createRentalsTestContext();
  t = context.t;
  ({ anna, bram, carla } = context.tokens);
  ({ demo1, demo2, demo3, demo4, oost: oostCase } = context.cases);
  productOnLocation = await idOf(
    t.db,
    "SELECT id FROM products WHERE serial_number = 'DL-2019-0001'",
  );
  productInDepot = await idOf(t.db, "SELECT id FROM products WHERE barcode = 'VZ-DL-000010'");
});
afterAll(() => t.close());

const ok = { status: 'success', message: null, response: null };
const error = (message: string) => ({ status: 'error', message, response: null });

async function check(token: string, sourceId: number, type: string) {
  const answer = await t.call('GET', `/customer/requests/checkpermission/${sourceId}/${type}`, {
    token,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json;
}

describe('GET /customer/requests/checkpermission/:sourceId/:requestType', () => {
  it('allows a retour and a repair of an active case without running requests', async () => {
    expect(await check(anna, demo1, 'RENTAL-STOP')).toEqual(ok);
    expect(await check(anna, demo1, 'REPAIR-RENTAL')).toEqual(ok);
  });

  it('refuses a repair while one is open, and a retour while one is in progress', async () => {
    expect(await check(anna, demo2, 'REPAIR-RENTAL')).toEqual(
      error('Voor dit dossier is al een reparatiemelding in behandeling'),
    );
    expect(await check(anna, demo2, 'RENTAL-STOP')).toEqual(ok);
    expect(await check(anna, demo3, 'RENTAL-STOP')).toEqual(
      error('Voor dit dossier is al een retourmelding in behandeling'),
    );
    expect(await check(anna, demo3, 'REPAIR-RENTAL')).toEqual(error('Dit dossier is niet actief'));
    expect(await check(anna, demo4, 'RENTAL-STOP')).toEqual(error('Dit dossier is niet actief'));
  });

  it("answers another organisation's case exactly like a missing one", async () => {
    for (const type of ['RENTAL-STOP', 'REPAIR-RENTAL']) {
      expect(await check(anna, oostCase, type)).toEqual(error(MESSAGES.notFound));
      expect(await check(anna, 999999, type)).toEqual(error(MESSAGES.notFound));
    }
    expect(await check(carla, oostCase, 'RENTAL-STOP')).toEqual(ok);
  });

  it('needs level 2 on the form route', async () => {
    expect(await check(bram, demo1, 'RENTAL-STOP')).toEqual(error(MESSAGES.forbidden));
    expect(await check(bram, demo1, 'REPAIR-RENTAL')).toEqual(error(MESSAGES.forbidden));
    expect(await check(bram, productOnLocation, 'REPAIR-DEPOT')).toEqual(error(MESSAGES.forbidden));
  });

  it('checks product requests against the place of the product', async () => {
    expect(await check(anna, productOnLocation, 'REPAIR-DEPOT')).toEqual(ok);
    expect(await check(anna, productOnLocation, 'PRODUCT-LOCATION-UPDATE')).toEqual(ok);
    expect(await check(anna, productOnLocation, 'DEPOT-OUT')).toEqual(
      error(MESSAGES.productNotInDepot),
    );
    expect(await check(anna, productInDepot, 'DEPOT-OUT')).toEqual(ok);
    expect(await check(anna, productInDepot, 'REPAIR-DEPOT')).toEqual(
      error(MESSAGES.productNotOnLocation),
    );
    expect(await check(carla, productOnLocation, 'REPAIR-DEPOT')).toEqual(
      error(MESSAGES.productNotFound),
    );
  });

  it('refuses a removed, reserved or moving product and one with a running request', async () => {
    const byCode = (code: string) =>
      idOf(t.db, 'SELECT id FROM products WHERE barcode = $1', [code]);
    expect(await check(anna, await byCode('VZ-DL-000012'), 'REPAIR-DEPOT')).toEqual(
      error(MESSAGES.productRemoved),
    );
    expect(await check(anna, await byCode('VZ-DL-000011'), 'DEPOT-OUT')).toEqual(
      error(MESSAGES.productReserved),
    );
    const moving = await idOf(
      t.db,
      `SELECT p.id FROM products p JOIN organisations o ON o.id = p.organisation_id
       WHERE o.name = 'Zorggroep De Linde' AND p.depot_status = 'PENDING_OUT'
         AND NOT EXISTS (SELECT 1 FROM customer_requests r WHERE r.source_id = p.id
           AND r.type = 'DEPOT-OUT' AND r.status IN ('OPEN', 'PROCESSING')) LIMIT 1`,
    );
    expect(await check(anna, moving, 'DEPOT-OUT')).toEqual(error(MESSAGES.productPendingMove));
    const repairing = await idOf(
      t.db,
      `SELECT r.source_id AS id FROM customer_requests r
       JOIN organisations o ON o.id = r.organisation_id
       WHERE o.name = 'Zorggroep De Linde' AND r.type = 'REPAIR-DEPOT' AND r.status = 'OPEN' LIMIT 1`,
    );
    expect(await check(anna, repairing, 'REPAIR-DEPOT')).toEqual(
      error(MESSAGES.productRepairAlreadyRunning),
    );
  });

  it('refuses an unknown request type', async () => {
    const answer = await t.call('GET', `/customer/requests/checkpermission/${demo1}/DEPOT-IN`, {
      token: anna,
    });
    expect(answer.json.response).toEqual({ fields: { requestType: MESSAGES.invalidValue } });
  });
});

describe('POST /customer/articles/qrcode/find', () => {
  async function find(token: string, barcode: string) {
    return (await t.call('POST', '/customer/articles/qrcode/find', { token, body: { barcode } }))
      .json;
  }

  it('finds a rental case by barcode or serial number', async () => {
    const rental = { type: 'rental', rentalcaseId: demo1, productId: null };
    expect((await find(bram, 'VH-DEMO-0001')).response).toEqual(rental);
    expect((await find(bram, ' sn-demo-0001 ')).response).toEqual(rental);
  });

  it('finds products on a location (depot-out) and in the depot (depot-in)', async () => {
    expect((await find(anna, 'VZ-DL-000001')).response).toEqual({
      type: 'depot-out',
      rentalcaseId: null,
      productId: productOnLocation,
    });
    expect((await find(anna, 'DL-2019-0001')).response).toMatchObject({ type: 'depot-out' });
    expect((await find(anna, 'VZ-DL-000010')).response).toEqual({
      type: 'depot-in',
      rentalcaseId: null,
      productId: productInDepot,
    });
  });

  it("answers another organisation's code and an unknown one with Hulpmiddel niet gevonden", async () => {
    const notFound = error('Hulpmiddel niet gevonden');
    expect(await find(carla, 'VH-DEMO-0001')).toEqual(notFound);
    expect(await find(carla, 'VZ-DL-000001')).toEqual(notFound);
    expect(await find(anna, 'BESTAAT-NIET')).toEqual(notFound);
    expect((await find(carla, 'VH-DEMO-0101')).response).toEqual({
      type: 'rental',
      rentalcaseId: oostCase,
      productId: null,
    });
  });

  it('asks for a code', async () => {
    expect((await find(anna, '  ')).response).toEqual({ fields: { barcode: MESSAGES.required } });
  });
});
