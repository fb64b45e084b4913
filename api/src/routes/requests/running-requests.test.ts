// GET /customer/requests/running/{subject}/{id} (issue 38): a rental case's or an aid's
// OPEN and PROCESSING requests, newest first: its own (source_id, told apart by type, since
// case and product ids overlap), a retour that holds it beside its first case, a depot
// order that carries it; never a finished one, never another organisation's; the route of
// the subject decides who may ask. And the list's new fields that tell two requests apart.
import type { TRequestType } from '@portal/shared/contract/rentals';
import type { TRequestStatus } from '@portal/shared/contract/requests';
import { MESSAGES } from '@portal/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomerRequest } from '../../repositories/customer-requests-repository.js';
import { insertDepotCase } from '../../repositories/depot-cases-repository.js';
import { insertRetour } from '../../repositories/rental-requests-repository.js';
import { CustomData } from '../../requests/custom-data.js';
import {
  ANNA,
  BRAM,
  CARLA,
  createTestContext,
  type TTestContext,
} from '../../testing/test-context.js';

let t: TTestContext;
let anna: string;
let bram: string;
let carla: string;
let linde: number;
let annaUserId: number;
let contactId: number;
/** Two De Linde cases (the first with a room) and a product with the first case's id. */
let caseA: { id: number; displayName: string; room: string; department: string | null };
let caseB: { id: number };
let product: { id: number };
let otherProduct: { id: number };
const ids = {
  repair: 0,
  finished: 0,
  retour: 0,
  sameNumber: 0,
  clientName: 0,
  delivery: 0,
  oost: 0,
};
/** A number both an aid and a case of De Linde have. */
let sharedNumber = 0;
let clock = Date.parse('2026-02-01T08:00:00Z');

async function one<T>(sql: string, params: (string | number)[]): Promise<T> {
  const [row] = await t.db.query<T>(sql, params);
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
}

function make(
  type: TRequestType,
  status: TRequestStatus,
  sourceId: number | null,
  customData = new CustomData(),
  organisationId = linde,
): Promise<number> {
  clock += 60_000;
  return t.db.transaction((tx) =>
    createCustomerRequest(tx, {
      organisationId,
      type,
      status,
      createdByUserId: organisationId === linde ? annaUserId : null,
      contactId: null,
      sourceId,
      customData: customData.toArray(),
      createdAt: new Date(clock),
    }),
  );
}

async function running(subject: string, id: number, token = anna) {
  const answer = await t.call('GET', `/customer/requests/running/${subject}/${id}`, { token });
  const response = answer.json.response as {
    requests: { customerRequestId: number; type: string; status: string; createDate: string }[];
  } | null;
  return { answer, requests: response?.requests ?? [] };
}

beforeAll(async () => {
  t = await createTestContext();
  linde = (
    await one<{ id: number }>('SELECT id FROM organisations WHERE name = $1', [
      'Zorggroep De Linde',
    ])
  ).id;
  annaUserId = (await one<{ id: number }>('SELECT id FROM users WHERE email = $1', [ANNA])).id;
  contactId = (
    await one<{ id: number }>('SELECT id FROM contacts WHERE organisation_id = $1 LIMIT 1', [linde])
  ).id;
  // why: a case of its own for this test: no seeded request runs for it.
  const location = await one<{ id: number }>(
    'SELECT id FROM locations WHERE organisation_id = $1 ORDER BY id LIMIT 1',
    [linde],
  );
  const department = await one<{ id: number; name: string }>(
    'SELECT id, name FROM departments WHERE organisation_id = $1 ORDER BY id LIMIT 1',
    [linde],
  );
  caseA = {
    ...(await one<{ id: number; displayName: string }>(
      `INSERT INTO rental_cases (organisation_id, display_name, serial_number, location_id,
         department_id, room)
       VALUES ($1, 'Hoog-laagbed', 'RUN-0001', $2, $3, '102')
       RETURNING id, display_name AS "displayName"`,
      [linde, location.id, department.id],
    )),
    room: '102',
    department: department.name,
  };
  caseB = await one<{ id: number }>(
    `INSERT INTO rental_cases (organisation_id, display_name, location_id)
     VALUES ($1, 'Tillift', $2) RETURNING id`,
    [linde, location.id],
  );
  // why: two aids nothing runs for yet, so the seed's requests and orders do not count.
  const productRows = await t.db.query<{ id: number }>(
    `SELECT p.id FROM products p WHERE p.organisation_id = $1
       AND NOT EXISTS (SELECT 1 FROM customer_requests r WHERE r.source_id = p.id)
       AND NOT EXISTS (SELECT 1 FROM depot_case_items i WHERE i.product_id = p.id)
     ORDER BY p.id LIMIT 2`,
    [linde],
  );
  [product, otherProduct] = productRows as [{ id: number }, { id: number }];

  const caseLabel = `${caseA.id} - Hoog-laagbed (RUN-0001)`;
  ids.repair = await make(
    'REPAIR-RENTAL',
    'OPEN',
    caseA.id,
    new CustomData().add('rentalCase', 'Dossier', caseLabel),
  );
  ids.finished = await make('REPAIR-RENTAL', 'COMPLETED', caseA.id);
  // A retour of both cases: its source is case B, case A is its second case.
  ids.retour = await make('RENTAL-STOP', 'PROCESSING', caseB.id);
  await t.db.transaction((tx) =>
    insertRetour(tx, {
      organisationId: linde,
      customerRequestId: ids.retour,
      createdByUserId: annaUserId,
      retourDate: '2026-03-01',
      comments: null,
      contactId,
      rentalCaseIds: [caseB.id, caseA.id],
    }),
  );
  // A product request whose source is an aid whose number is also a case's: not the case's.
  sharedNumber = (
    await one<{ id: number }>(
      `SELECT p.id FROM products p
       JOIN rental_cases c ON c.id = p.id AND c.organisation_id = p.organisation_id
       WHERE p.organisation_id = $1 AND p.id <> $2 AND p.id <> $3 ORDER BY p.id LIMIT 1`,
      [linde, product.id, otherProduct.id],
    )
  ).id;
  ids.sameNumber = await make('PRODUCT-CLIENT-UPDATE', 'OPEN', sharedNumber);
  ids.clientName = await make('PRODUCT-CLIENT-UPDATE', 'OPEN', product.id);
  // A delivery out of the depot of two aids: its source is the other one.
  ids.delivery = await make('DEPOT-OUT', 'OPEN', otherProduct.id);
  await t.db.transaction((tx) =>
    insertDepotCase(
      tx,
      {
        organisationId: linde,
        name: 'Levering',
        formType: 'TRANSPORT-OUT',
        customerRequestId: ids.delivery,
      },
      [{ productId: otherProduct.id }, { productId: product.id }],
    ),
  );
  const oost = (
    await one<{ id: number }>('SELECT id FROM organisations WHERE name = $1', ['Thuiszorg Oost'])
  ).id;
  ids.oost = await make('REPAIR-RENTAL', 'OPEN', caseA.id, new CustomData(), oost);

  anna = await t.login(ANNA);
  bram = await t.login(BRAM);
  carla = await t.login(CARLA);
});
afterAll(() => t.close());

describe('GET /customer/requests/running/{subject}/{id}', () => {
  it("lists a case's running requests newest first: its repair and a retour holding it", async () => {
    const { answer, requests } = await running('rentalCase', caseA.id);
    expect(answer.statusCode).toBe(200);
    expect(requests).toEqual([
      {
        customerRequestId: ids.retour,
        type: 'RENTAL-STOP',
        status: 'PROCESSING',
        createDate: expect.stringMatching(/^2026-02-01T/),
      },
      {
        customerRequestId: ids.repair,
        type: 'REPAIR-RENTAL',
        status: 'OPEN',
        createDate: expect.stringMatching(/^2026-02-01T/),
      },
    ]);
  });

  it("lists an aid's own requests and a depot order that carries it", async () => {
    const { requests } = await running('product', product.id);
    expect(requests.map((row) => row.customerRequestId)).toEqual([ids.delivery, ids.clientName]);
    const other = await running('product', otherProduct.id);
    expect(other.requests.map((row) => row.customerRequestId)).toEqual([ids.delivery]);
  });

  it("tells a case's number from a product's: each kind its own types", async () => {
    const asProduct = await running('product', sharedNumber);
    expect(asProduct.requests.map((row) => row.customerRequestId)).toContain(ids.sameNumber);
    const productTypes = asProduct.requests.map((row) => row.type);
    expect(productTypes).not.toContain('REPAIR-RENTAL');
    expect(productTypes).not.toContain('RENTAL-STOP');
    const asCase = await running('rentalCase', sharedNumber);
    expect(asCase.requests.map((row) => row.customerRequestId)).not.toContain(ids.sameNumber);
    for (const row of asCase.requests) expect(['REPAIR-RENTAL', 'RENTAL-STOP']).toContain(row.type);
  });

  it("answers another organisation's case and an unknown one with no requests", async () => {
    // why: Oost's request names De Linde's case number (ids.oost); the case is not Oost's.
    expect((await running('rentalCase', caseA.id, carla)).requests).toEqual([]);
    expect((await running('rentalCase', 999_999)).requests).toEqual([]);
  });

  it('needs the route of the subject: Bram sees rentals, not the aids', async () => {
    expect((await running('rentalCase', caseA.id, bram)).requests).toHaveLength(2);
    expect((await running('product', product.id, bram)).answer.statusCode).toBe(403);
  });

  it('refuses a subject that is neither and an id that is none', async () => {
    for (const [subject, id] of [
      ['invoice', caseA.id],
      ['rentalCase', 0],
    ] as const) {
      const { answer } = await running(subject, id);
      expect(answer.json).toMatchObject({ status: 'error', message: MESSAGES.invalidInput });
    }
  });
});

describe('POST /customer/requests/overview: what tells two of one type apart', () => {
  it('answers the status, the case as its form named it and its department and room', async () => {
    const answer = await t.call('POST', '/customer/requests/overview', {
      token: anna,
      body: { tabType: 'open', limitOffset: 1, limitRows: 10, customerRequestId: ids.repair },
    });
    const rows = (answer.json.response as { requests: Record<string, unknown>[] }).requests;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      customerRequestId: ids.repair,
      status: 'OPEN',
      subject: `Dossier ${caseA.id} - Hoog-laagbed (RUN-0001)`,
      room: `${caseA.department} / 102`,
    });
  });
});
