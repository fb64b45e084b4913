// Every uniqueness rule under eight concurrent writers (api/migrations/README.md "Uniqueness
// rules"): through the real calls, each with its own Idempotency-Key (on PostgreSQL each
// transaction on a connection of its own), exactly one succeeds and seven are refused with
// the rule's Dutch message; and the same rules straight against the database, past the
// application's checks and locks, where the constraint alone refuses seven.
import { addDaysIso, MESSAGES, todayIso } from '@portal/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRentalsTestContext, idOf } from '../testing/rental-fixtures.js';
import type { TAnswer, TTestContext } from '../testing/test-context.js';
import { CONSTRAINT_REFUSALS, constraintRefusal } from './constraint-refusals.js';
import type { TSqlParam } from './database.js';

const WRITERS = 8;
const SOON = addDaysIso(todayIso(), 7);
const PNG_DATA =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

let t: TTestContext;
let anna: string;
let linde = 0;
const ids = { contact: 0, location: 0, otherLocation: 0, article: 0 };

beforeAll(async () => {
  const context = await createRentalsTestContext();
  t = context.t;
  anna = context.tokens.anna;
  linde = await idOf(t.db, "SELECT id FROM organisations WHERE name = 'Zorggroep De Linde'");
  ids.contact = await idOf(t.db, 'SELECT id FROM contacts WHERE organisation_id = $1 LIMIT 1', [
    linde,
  ]);
  ids.location = await idOf(
    t.db,
    "SELECT id FROM locations WHERE organisation_id = $1 AND name = 'Verpleeghuis Het Anker'",
    [linde],
  );
  ids.otherLocation = await idOf(
    t.db,
    "SELECT id FROM locations WHERE organisation_id = $1 AND name = 'Dagbesteding De Boomgaard'",
    [linde],
  );
  ids.article = await idOf(
    t.db,
    "SELECT id FROM articles WHERE name = 'Rolstoel Vermeiren 708D' AND article_type = 'DEPOT'",
  );
});
afterAll(() => t.close());

let made = 0;
/** `count` new aids of De Linde on a location or in the depot, free for any action. */
async function freeProducts(placement: 'location' | 'depot', count: number): Promise<number[]> {
  made += 1;
  const rows = await t.db.query<{ id: number }>(
    `INSERT INTO products (organisation_id, article_id, serial_number, location_id, warehouse_id,
       depot_status)
     SELECT $1, $2, 'FREE-' || $3::int || '-' || g,
       CASE WHEN $4 = 'location' THEN $5::int END,
       CASE WHEN $4 = 'depot' THEN (SELECT min(id) FROM warehouses) END,
       CASE WHEN $4 = 'depot' THEN 'IN_DEPOT' END
     FROM generate_series(1, $6::int) g RETURNING id`,
    [linde, ids.article, made, placement, ids.location, count],
  );
  return rows.map((row) => row.id);
}

let keys = 0;
/** Eight writers at once, each with its own Idempotency-Key; `body(i)` is writer i's body. */
async function race(path: string, body: (writer: number) => unknown): Promise<TAnswer[]> {
  const run = (keys += 1);
  return Promise.all(
    Array.from({ length: WRITERS }, (_, writer) =>
      t.call('PUT', path, {
        token: anna,
        body: body(writer),
        headers: { 'Idempotency-Key': `race-${run}-${writer}` },
      }),
    ),
  );
}

/** Exactly one success; the seven others refused with `refusal` (message and fields). */
function expectOneWinner(answers: TAnswer[], refusal: object): void {
  const winners = answers.filter((answer) => answer.json.status === 'success');
  const refused = answers.filter((answer) => answer.json.status !== 'success');
  expect(winners).toHaveLength(1);
  expect(refused.map((answer) => answer.statusCode)).toEqual(Array(WRITERS - 1).fill(200));
  for (const answer of refused) expect(answer.json).toMatchObject(refusal);
}

describe('eight writers through the calls', () => {
  it('register an aid: one serial per organisation', async () => {
    const answers = await race('/global/articles/product/add', () => ({
      articleId: ids.article,
      locationId: ids.location,
      departmentId: null,
      room: null,
      clientName: null,
      productId: null,
      serialOption: 'new',
      serialNumber: 'RACE-07C2B7',
      frameNumber: null,
      registrationDate: null,
      purchaseValue: null,
      productBrand: null,
      productType: null,
      dimensions: null,
      remarks: null,
      customFields: {},
    }));
    expectOneWinner(answers, {
      status: 'error',
      message: MESSAGES.invalidInput,
      response: { fields: { serialNumber: MESSAGES.serialTaken } },
    });
    const [stored] = await t.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM products WHERE upper(serial_number) = 'RACE-07C2B7'",
    );
    expect(stored?.count).toBe(1);
  });

  it('edit an aid: two aids never get the same serial', async () => {
    const products = await freeProducts('location', WRITERS);
    const answers = await race('/customer/articles/product/edit/data', (writer) => ({
      productId: products[writer],
      serialNumber: 'RACE-EDIT-1',
      frameNumber: null,
      registrationDate: null,
      productBrand: null,
      productType: null,
      dimensions: null,
      quality: null,
      remarks: null,
      purchaseValue: null,
      customFields: {},
    }));
    expectOneWinner(answers, {
      message: MESSAGES.editFormInvalid,
      response: { fields: { serialNumber: MESSAGES.serialTaken } },
    });
  });

  it('link a QR code: one code on one aid, across products and rental cases', async () => {
    const products = await freeProducts('location', WRITERS);
    const answers = await race('/customer/articles/product/edit/qrcode', (writer) => ({
      productId: products[writer],
      barcode: writer % 2 === 0 ? 'RACE-QR-1' : 'race-qr-1',
    }));
    expectOneWinner(answers, {
      message: MESSAGES.barcodeTaken,
      response: { fields: { barcode: MESSAGES.barcodeTaken } },
    });
    const [claims] = await t.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM qr_codes WHERE code_key = 'RACE-QR-1'",
    );
    expect(claims?.count).toBe(1);
  });

  it('report a repair of a rental case: one running report per case', async () => {
    const rentalCase = await idOf(
      t.db,
      `SELECT r.id FROM rental_cases r WHERE r.organisation_id = $1 AND r.status = 'ACTIVE'
         AND NOT EXISTS (SELECT 1 FROM customer_requests c WHERE c.source_id = r.id
           AND c.type = 'REPAIR-RENTAL')
       ORDER BY r.id DESC LIMIT 1`,
      [linde],
    );
    const answers = await race('/customer/articles/product/request/repair', () => ({
      sourceId: rentalCase,
      requestType: 'REPAIR-RENTAL',
      description: 'Het zijhek klemt.',
      files: [{ name: 'zijhek.png', file: PNG_DATA }],
      contactId: ids.contact,
    }));
    expectOneWinner(answers, { message: MESSAGES.repairAlreadyRunning, response: null });
  });

  it('ask a move, depot storage and a delivery of one aid: one order at a time', async () => {
    const [onLocation, toStore] = await freeProducts('location', 2);
    const [inDepot] = await freeProducts('depot', 1);
    const moves = await race('/customer/articles/product/edit/location', () => ({
      productId: onLocation,
      toLocation: ids.otherLocation,
      toDepartment: null,
      toRoom: null,
      handler: 'vdm',
      comment: null,
      deliverDate: SOON,
      contactId: ids.contact,
    }));
    const stores = await race('/customer/articles/product/request/depot-in', () => ({
      productId: toStore,
      comments: 'Niet meer nodig',
      deliverDate: null,
      contactId: ids.contact,
    }));
    const deliveries = await race('/customer/depot/request/depot-out', () => ({
      productId: inDepot,
      departmentId: null,
      locationId: ids.location,
      room: null,
      deliverDate: SOON,
      client: null,
      comments: null,
      contactId: ids.contact,
    }));
    for (const answers of [moves, stores, deliveries]) {
      expectOneWinner(answers, { message: MESSAGES.productPendingMove, response: null });
    }
  });
});

/** Runs `statement` eight times at once, each in a transaction of its own. */
async function raceStatement(statement: string, params: (writer: number) => TSqlParam[]) {
  return Promise.allSettled(
    Array.from({ length: WRITERS }, (_, writer) =>
      t.db.transaction(async (tx) => tx.query(statement, params(writer))),
    ),
  );
}

function expectConstraintHeld(
  results: PromiseSettledResult<unknown>[],
  constraint: keyof typeof CONSTRAINT_REFUSALS | (keyof typeof CONSTRAINT_REFUSALS)[],
): void {
  const names = Array.isArray(constraint) ? constraint : [constraint];
  expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  const errors = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  expect(errors).toHaveLength(WRITERS - 1);
  for (const error of errors) {
    expect(names).toContain((error as { constraint?: string }).constraint);
  }
  const { message } = CONSTRAINT_REFUSALS[names[0] ?? ''] ?? { message: '' };
  for (const error of errors) expect(constraintRefusal(error)?.message).toBe(message);
}

describe('eight writers past the application, the constraint alone', () => {
  it('a serial per organisation, whatever its case', async () => {
    const results = await raceStatement(
      `INSERT INTO products (organisation_id, article_id, serial_number, location_id)
       VALUES ($1, $2, $3, $4)`,
      (writer) => [
        linde,
        ids.article,
        writer % 2 === 0 ? 'RACE-SQL-1' : 'race-sql-1',
        ids.location,
      ],
    );
    expectConstraintHeld(results, 'products_serial');
  });

  it('a QR code across products and rental cases', async () => {
    const products = await freeProducts('depot', WRITERS / 2);
    const cases = await t.db.query<{ id: number }>(
      `INSERT INTO rental_cases (organisation_id, display_name, status)
       SELECT $1, 'Race ' || g, 'ACTIVE' FROM generate_series(1, $2::int) g RETURNING id`,
      [linde, WRITERS / 2],
    );
    const results = await Promise.allSettled(
      [
        ...products.map((id) => ['products', id] as const),
        ...cases.map(({ id }) => ['rental_cases', id] as const),
      ].map(([table, id]) =>
        t.db.transaction(async (tx) =>
          tx.query(`UPDATE ${table} SET barcode = $2 WHERE id = $1`, [id, 'Race-SQL-QR']),
        ),
      ),
    );
    // why: two products with the same code meet products_barcode before the claim.
    expectConstraintHeld(results, ['qr_codes_pkey', 'products_barcode', 'rental_cases_barcode']);
  });

  const runningKinds = [
    ['REPAIR-RENTAL', 'customer_requests_one_repair_rental'],
    ['REPAIR-DEPOT', 'customer_requests_one_repair_depot'],
    ['PRODUCT-LOCATION-UPDATE', 'customer_requests_one_relocation'],
    ['DEPOT-IN', 'customer_requests_one_depot_in'],
    ['DEPOT-OUT', 'customer_requests_one_depot_out'],
  ] as const;
  it.each(runningKinds)('one running %s per source', async (type, constraint) => {
    const results = await raceStatement(
      `INSERT INTO customer_requests (organisation_id, type, status, source_id)
       VALUES ($1, $2, 'OPEN', -4242)`,
      () => [linde, type],
    );
    expectConstraintHeld(results, constraint);
  });

  it("an organisation's rows name only its own places", async () => {
    const [foreign] = await t.db.query<{ id: number }>(
      `SELECT l.id FROM locations l JOIN organisations o ON o.id = l.organisation_id
       WHERE o.name = 'Thuiszorg Oost' LIMIT 1`,
    );
    const [own] = await freeProducts('location', 1);
    await expect(
      t.db.query('UPDATE products SET location_id = $2 WHERE id = $1', [
        own ?? 0,
        foreign?.id ?? 0,
      ]),
    ).rejects.toMatchObject({ code: '23503', constraint: 'products_location_id_own' });
  });

  it('one depot order per request', async () => {
    const [request] = await t.db.query<{ id: number }>(
      `INSERT INTO customer_requests (organisation_id, type, status)
       VALUES ($1, 'DEPOT-OUT', 'COMPLETED') RETURNING id`,
      [linde],
    );
    const results = await raceStatement(
      `INSERT INTO depot_cases (organisation_id, name, form_type, customer_request_id)
       VALUES ($1, 'Race', 'TRANSPORT-OUT', $2)`,
      () => [linde, request?.id ?? 0],
    );
    expectConstraintHeld(results, 'depot_cases_one_per_request');
  });
});
