// The shared set-up of the product write tests (product-edit-calls and product-request-calls
// .test.ts): one app on a fresh database per test file, signed in as the demo accounts, the
// ids of De Linde's and Thuiszorg Oost's rows they write against, and the look-ups of a
// product, its last log line and a free product.
// why: the bindings below are set in beforeAll; ES module exports are live, so each test
// file reads them as it would read its own `let`s.
import { addDaysIso, todayIso } from '@portal/shared/rules';
import { afterAll, beforeAll } from 'vitest';
import { createRentalsTestContext, idOf } from '../../testing/rental-fixtures.js';
import type { TTestContext } from '../../testing/test-context.js';

/** A wished date the forms accept (from today up to next year). */
export const SOON = addDaysIso(todayIso(), 7);

export let t: TTestContext;
export let anna: string, bram: string, carla: string;
export const ids = { contact: 0, location: 0, otherLocation: 0, oostProduct: 0, oostContact: 0 };

/** Registers the file's beforeAll (app, tokens, ids) and afterAll (closes the app). */
export function setUpProductWriteTests(): void {
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
}

/** A free product of De Linde of `placement` (ACTIVE, no order, no code when asked). */
export async function freeProduct(
  placement: 'location' | 'depot',
  withoutCode = false,
): Promise<number> {
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

export async function product(id: number) {
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

export async function lastLog(id: number) {
  const [row] = await t.db.query<{ message: string; specification: string; actor: string }>(
    `SELECT message, specification, actor_name AS actor FROM product_log
     WHERE product_id = $1 ORDER BY id DESC LIMIT 1`,
    [id],
  );
  return row;
}

export async function put(path: string, body: unknown, token = anna, key?: string) {
  return t.call('PUT', path, {
    token,
    body,
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  });
}

export const refused = (message: string) => ({ status: 'error', message, response: null });
