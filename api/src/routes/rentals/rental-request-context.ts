// The shared set-up of the rental request tests (rental-article-request, retour-calls,
// repair-request and request-idempotency .test.ts): one app on a fresh database per test
// file, signed in as the demo accounts, with the ids of the demo rows they write against.
// why: the bindings below are set in beforeAll; ES module exports are live, so each test
// file reads them as it would read its own `let`s.
import { MESSAGES } from '@portal/shared/rules';
import { afterAll, beforeAll, expect } from 'vitest';
import { createRentalsTestContext, idOf } from '../../testing/rental-fixtures.js';
import type { TTestContext } from '../../testing/test-context.js';

export let t: TTestContext;
export let anna: string, bram: string, carla: string;
export let demo1: number, demo2: number, demo3: number, oostCase: number;
export let annaContact: number;
export let oostContact: number;
export let woonzorg: number;
export let somatiek: number;
export let anker: number;
export let beds: number;
export let wheelchairs: number;
export let parentCategory: number;
export let productOnLocation: number;
export let productInDepot: number;

/** Registers the file's beforeAll (app, tokens, ids) and afterAll (closes the app). */
export function setUpRentalRequestTests(): void {
  beforeAll(async () => {
    const context = await createRentalsTestContext();
    t = context.t;
    ({ anna, bram, carla } = context.tokens);
    ({ demo1, demo2, demo3, oost: oostCase } = context.cases);
    annaContact = await idOf(
      t.db,
      "SELECT c.id FROM contacts c JOIN users u ON u.id = c.user_id WHERE u.email = 'beheerder@delinde.nl'",
    );
    oostContact = await idOf(
      t.db,
      "SELECT c.id FROM contacts c JOIN users u ON u.id = c.user_id WHERE u.email = 'beheerder@thuiszorgoost.nl'",
    );
    woonzorg = await idOf(t.db, "SELECT id FROM locations WHERE name = 'Woonzorgcentrum De Linde'");
    anker = await idOf(t.db, "SELECT id FROM locations WHERE name = 'Verpleeghuis Het Anker'");
    somatiek = await idOf(t.db, 'SELECT id FROM departments WHERE name = $1 AND location_id = $2', [
      'Somatiek',
      woonzorg,
    ]);
    beds = await idOf(t.db, "SELECT id FROM article_categories WHERE title = 'Hoog-laagbedden'");
    wheelchairs = await idOf(t.db, "SELECT id FROM article_categories WHERE title = 'Rolstoelen'");
    parentCategory = await idOf(t.db, "SELECT id FROM article_categories WHERE title = 'Bedden'");
    productOnLocation = await idOf(
      t.db,
      "SELECT id FROM products WHERE serial_number = 'DL-2019-0001'",
    );
    productInDepot = await idOf(t.db, "SELECT id FROM products WHERE barcode = 'VZ-DL-000010'");
  });
  afterAll(() => t.close());
}

export const notFound = { status: 'error', message: MESSAGES.notFound, response: null };
export const inAMonth = () => new Date(Date.now() + 30 * 864e5).toISOString().slice(0, 10);

export const PNG_DATA =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
export const PDF_DATA = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64')}`;

/** A complete rental request of Anna's location, `over` replacing fields. */
export function rentalRequest(over: Record<string, unknown> = {}) {
  return {
    articles: [
      { categoryId: beds, name: 'Hoog-laagbed', amount: 2, key: 'bed-1', priceDisplay: null },
      { categoryId: wheelchairs, name: 'Rolstoel', amount: 1, key: 'rs-1', priceDisplay: null },
    ],
    measurementsBed: '90x210',
    deliverDate: inAMonth(),
    urgency: true,
    locationId: woonzorg,
    departmentId: somatiek,
    room: 'Kamer 103',
    generalUse: false,
    clientName: 'Mevr. T. Verbeek',
    birthDate: '1941-05-17',
    customerReference: 'PO-7781',
    contactId: annaContact,
    comments: 'Graag voor 12:00 leveren',
    ...over,
  };
}

type TRequestRow = {
  type: string;
  status: string;
  location_to_id: number | null;
  location_from_id: number | null;
  source_id: number | null;
  contact_id: number | null;
  custom_data: { key: string; title: string; value: string }[];
};

export async function requestRow(id: number): Promise<TRequestRow | undefined> {
  const [row] = await t.db.query<TRequestRow>(
    `SELECT type, status, location_to_id, location_from_id, source_id, contact_id, custom_data
     FROM customer_requests WHERE id = $1`,
    [id],
  );
  return row;
}

/** The files a customer request stored, in the order they were sent. */
export function requestFiles(id: number) {
  return t.db.query<{ guid: string; file_name: string; mime_type: string }>(
    `SELECT guid, file_name, mime_type FROM files
     WHERE owner_type = 'customer_request' AND owner_id = $1 ORDER BY id`,
    [id],
  );
}

/** The id of the customer request a write answered, after checking it succeeded. */
export function createdId(json: { status: string; response: unknown }): number {
  expect(json.status).toBe('success');
  return (json.response as { customerRequestId: number }).customerRequestId;
}
