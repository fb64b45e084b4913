import { IDEMPOTENCY_HEADER } from '@portal/shared/contract/rentals';
import { MESSAGES } from '@portal/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRentalsTestContext, idOf, writeCounts } from '../../testing/rental-fixtures.js';
import type { TTestContext } from '../../testing/test-context.js';

let t: TTestContext;
let anna: string, bram: string, carla: string;
let demo1: number, demo2: number, demo3: number, oostCase: number;
let annaContact: number;
let oostContact: number;
let woonzorg: number;
let somatiek: number;
let anker: number;
let beds: number;
let wheelchairs: number;
let parentCategory: number;
let productOnLocation: number;
let productInDepot: number;
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

const notFound = { status: 'error', message: MESSAGES.notFound, response: null };
const inAMonth = () => new Date(Date.now() + 30 * 864e5).toISOString().slice(0, 10);
const DUTCH = /^\d{2}-\d{2}-\d{4}$/;

function rentalRequest(over: Record<string, unknown> = {}) {
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

async function requestRow(id: number): Promise<TRequestRow | undefined> {
  const [row] = await t.db.query<TRequestRow>(
    `SELECT type, status, location_to_id, location_from_id, source_id, contact_id, custom_data
     FROM customer_requests WHERE id = $1`,
    [id],
  );
  return row;
}

function createdId(json: { status: string; response: unknown }): number {
  expect(json.status).toBe('success');
  return (json.response as { customerRequestId: number }).customerRequestId;
}

describe('PUT /customer/rentals/request/article', () => {
  it('creates the rental request and its RENTAL-REQUEST customer request with the custom data', async () => {
    const answer = await t.call('PUT', '/customer/rentals/request/article', {
      token: anna,
      body: rentalRequest(),
    });
    const id = createdId(answer.json);
    const row = await requestRow(id);
    expect(row).toMatchObject({
      type: 'RENTAL-REQUEST',
      status: 'OPEN',
      location_to_id: woonzorg,
      location_from_id: null,
      contact_id: annaContact,
    });
    expect(row?.custom_data.map((f) => f.title)).toEqual([
      'Artikelen',
      'Matrasmaat',
      'Gewenste leverdatum',
      'Spoed',
      'Locatie',
      'Afdeling',
      'Kamer',
      'Cliënt',
      'Geboortedatum',
      'Eigen referentie',
      'Contactpersoon',
      'Opmerkingen',
    ]);
    const value = (key: string) => row?.custom_data.find((f) => f.key === key)?.value;
    expect(value('articles')).toBe(
      '2 x Hoog-laagbed (€ 4,50 per dag), 1 x Rolstoel (€ 1,95 per dag)',
    );
    expect(value('deliverDate')).toMatch(DUTCH);
    expect(value('birthDate')).toBe('17-05-1941');
    expect(value('urgency')).toBe('Ja');
    expect(value('location')).toBe('Woonzorgcentrum De Linde');
    expect(value('contact')).toBe('Anna de Vries');
    const articles = await t.db.query<{ name: string; amount: number }>(
      `SELECT a.name, a.amount FROM rental_request_articles a
       JOIN rental_requests r ON r.id = a.rental_request_id
       WHERE r.customer_request_id = $1 ORDER BY a.id`,
      [id],
    );
    expect(articles).toEqual([
      { name: 'Hoog-laagbed', amount: 2 },
      { name: 'Rolstoel', amount: 1 },
    ]);
    const steps = await t.db.query('SELECT 1 FROM customer_request_process WHERE request_id = $1', [
      id,
    ]);
    expect(steps).toHaveLength(1);
  });

  it('records general use instead of a client', async () => {
    const answer = await t.call('PUT', '/customer/rentals/request/article', {
      token: anna,
      body: rentalRequest({ generalUse: true, departmentId: null, room: null }),
    });
    const row = await requestRow(createdId(answer.json));
    const titles = row?.custom_data.map((f) => f.title) ?? [];
    expect(titles).toContain('Algemeen gebruik');
    expect(titles).not.toContain('Cliënt');
    expect(titles).not.toContain('Geboortedatum');
    expect(titles).not.toContain('Afdeling');
  });

  it('asks for a mattress size when a chosen category needs one, and creates nothing', async () => {
    const before = await writeCounts(t.db);
    const answer = await t.call('PUT', '/customer/rentals/request/article', {
      token: anna,
      body: rentalRequest({ measurementsBed: null }),
    });
    expect(answer.json).toEqual({
      status: 'error',
      message: MESSAGES.selectMattressSize,
      response: { fields: { measurementsBed: MESSAGES.required } },
    });
    expect(await writeCounts(t.db)).toEqual(before);
    const withoutBed = await t.call('PUT', '/customer/rentals/request/article', {
      token: anna,
      body: rentalRequest({
        measurementsBed: null,
        articles: [
          { categoryId: wheelchairs, name: 'Rolstoel', amount: 1, key: 'r', priceDisplay: null },
        ],
      }),
    });
    expect(withoutBed.json.status).toBe('success');
  });

  it('refuses missing fields with Ongeldige invoer and creates nothing', async () => {
    const before = await writeCounts(t.db);
    const answer = await t.call('PUT', '/customer/rentals/request/article', {
      token: anna,
      body: rentalRequest({
        articles: [],
        locationId: null,
        deliverDate: '',
        contactId: undefined,
      }),
    });
    expect(answer.json).toEqual({
      status: 'error',
      message: MESSAGES.invalidInput,
      response: {
        fields: {
          articles: MESSAGES.required,
          locationId: MESSAGES.required,
          deliverDate: MESSAGES.required,
          contactId: MESSAGES.required,
        },
      },
    });
    expect(await writeCounts(t.db)).toEqual(before);
  });

  it("refuses another organisation's location, department and contact, unknown or unrentable categories and impossible dates", async () => {
    const before = await writeCounts(t.db);
    const answer = await t.call('PUT', '/customer/rentals/request/article', {
      token: carla,
      body: rentalRequest({
        articles: [
          { categoryId: parentCategory, name: 'Bedden', amount: 1, key: 'a', priceDisplay: null },
          { categoryId: 999999, name: 'Onbekend', amount: 1, key: 'b', priceDisplay: null },
        ],
        deliverDate: '2020-02-28',
      }),
    });
    expect(answer.json).toEqual({
      status: 'error',
      message: MESSAGES.invalidInput,
      response: {
        fields: {
          deliverDate: MESSAGES.invalidValue,
          locationId: MESSAGES.invalidValue,
          departmentId: MESSAGES.invalidValue,
          contactId: MESSAGES.invalidValue,
          'articles.0.categoryId': MESSAGES.invalidValue,
          'articles.1.categoryId': MESSAGES.invalidValue,
        },
      },
    });
    // a day that does not exist is refused by the contract's date type, before anything else
    const impossible = await t.call('PUT', '/customer/rentals/request/article', {
      token: anna,
      body: rentalRequest({ deliverDate: '2030-02-30' }),
    });
    expect(impossible.json).toEqual({
      status: 'error',
      message: MESSAGES.invalidInput,
      response: { fields: { deliverDate: MESSAGES.invalidValue } },
    });
    const wrongDepartment = await t.call('PUT', '/customer/rentals/request/article', {
      token: anna,
      body: rentalRequest({ locationId: anker }),
    });
    expect(wrongDepartment.json.response).toEqual({
      fields: { departmentId: MESSAGES.invalidValue },
    });
    const oostOwn = await t.call('PUT', '/customer/rentals/request/article', {
      token: carla,
      body: rentalRequest({ contactId: oostContact, departmentId: null }),
    });
    expect(oostOwn.json.response).toEqual({ fields: { locationId: MESSAGES.invalidValue } });
    expect(await writeCounts(t.db)).toEqual(before);
  });

  it('answers the stored first answer for the same Idempotency-Key and creates one request', async () => {
    const before = await writeCounts(t.db);
    const headers = { [IDEMPOTENCY_HEADER]: 'rental-key-1' };
    const first = await t.call('PUT', '/customer/rentals/request/article', {
      token: anna,
      body: rentalRequest(),
      headers,
    });
    const second = await t.call('PUT', '/customer/rentals/request/article', {
      token: anna,
      body: rentalRequest(),
      headers,
    });
    expect(second.json).toEqual(first.json);
    const after = await writeCounts(t.db);
    expect(after.customer_requests).toBe((before.customer_requests ?? 0) + 1);
    expect(after.rental_requests).toBe((before.rental_requests ?? 0) + 1);
    // another key is a new write (the key with other content: "the Idempotency-Key" below)
    const other = await t.call('PUT', '/customer/rentals/request/article', {
      token: anna,
      body: rentalRequest(),
      headers: { [IDEMPOTENCY_HEADER]: 'rental-key-2' },
    });
    expect(createdId(other.json)).not.toBe(createdId(first.json));
  });

  it('creates one request when the same key arrives twice at the same time', async () => {
    const before = await writeCounts(t.db);
    const send = () =>
      t.call('PUT', '/customer/rentals/request/article', {
        token: anna,
        body: rentalRequest(),
        headers: { [IDEMPOTENCY_HEADER]: 'rental-key-parallel' },
      });
    const [first, second] = await Promise.all([send(), send()]);
    expect(second.json).toEqual(first.json);
    expect(first.json.status).toBe('success');
    const after = await writeCounts(t.db);
    expect(after.customer_requests).toBe((before.customer_requests ?? 0) + 1);
  });

  it('does not keep the key of a refused write', async () => {
    const headers = { [IDEMPOTENCY_HEADER]: 'rental-key-retry' };
    const refused = await t.call('PUT', '/customer/rentals/request/article', {
      token: anna,
      body: rentalRequest({ measurementsBed: null }),
      headers,
    });
    expect(refused.json.status).toBe('error');
    const retried = await t.call('PUT', '/customer/rentals/request/article', {
      token: anna,
      body: rentalRequest(),
      headers,
    });
    expect(retried.json.status).toBe('success');
  });

  it('refuses level 1 with 403 and creates nothing', async () => {
    const before = await writeCounts(t.db);
    const answer = await t.call('PUT', '/customer/rentals/request/article', {
      token: bram,
      body: rentalRequest(),
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json.message).toBe(MESSAGES.forbidden);
    expect(await writeCounts(t.db)).toEqual(before);
  });
});

type TRetourCase = { rentalCaseId: number; isChecked: boolean; location: string | null };

describe('POST /customer/rentals/request/retour/cases', () => {
  it('lists the active cases of the same location, the given one checked', async () => {
    const answer = await t.call('POST', '/customer/rentals/request/retour/cases', {
      token: anna,
      body: { rentalCaseId: demo1 },
    });
    const { cases } = answer.json.response as { cases: TRetourCase[] };
    expect(cases[0]).toMatchObject({ rentalCaseId: demo1, isChecked: true });
    expect(cases.filter((c) => c.isChecked)).toHaveLength(1);
    expect(cases.map((c) => c.rentalCaseId)).toContain(demo2);
    expect(cases.every((c) => c.location === 'Woonzorgcentrum De Linde')).toBe(true);
    const [row] = await t.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM rental_cases
       WHERE location_id = $1 AND status = 'ACTIVE'`,
      [woonzorg],
    );
    expect(cases).toHaveLength(row?.count ?? -1);
  });

  it("answers another organisation's case like a missing one, and a case that is not active", async () => {
    for (const rentalCaseId of [oostCase, 999999]) {
      const answer = await t.call('POST', '/customer/rentals/request/retour/cases', {
        token: anna,
        body: { rentalCaseId },
      });
      expect(answer.json).toEqual(notFound);
    }
    const waiting = await t.call('POST', '/customer/rentals/request/retour/cases', {
      token: anna,
      body: { rentalCaseId: demo3 },
    });
    expect(waiting.json.message).toBe(MESSAGES.rentalCaseNotActive);
    const level1 = await t.call('POST', '/customer/rentals/request/retour/cases', {
      token: bram,
      body: { rentalCaseId: demo1 },
    });
    expect(level1.statusCode).toBe(403);
  });
});

describe('PUT /customer/rentals/request/retour/process', () => {
  const retour = (rentalCases: number[], over: Record<string, unknown> = {}) => ({
    rentalCases,
    retourDate: inAMonth(),
    comments: 'Ophalen bij de receptie',
    contactId: annaContact,
    ...over,
  });

  it("refuses another organisation's case, level 1, bad input and inactive cases, creating nothing", async () => {
    const before = await writeCounts(t.db);
    const foreign = await t.call('PUT', '/customer/rentals/request/retour/process', {
      token: anna,
      body: retour([demo1, oostCase]),
    });
    expect(foreign.json).toEqual(notFound);
    const level1 = await t.call('PUT', '/customer/rentals/request/retour/process', {
      token: bram,
      body: retour([demo1]),
    });
    expect(level1.statusCode).toBe(403);
    const missing = await t.call('PUT', '/customer/rentals/request/retour/process', {
      token: anna,
      body: { rentalCases: [], retourDate: '', contactId: null },
    });
    expect(missing.json).toEqual({
      status: 'error',
      message: MESSAGES.invalidInput,
      response: {
        fields: {
          rentalCases: MESSAGES.required,
          retourDate: MESSAGES.required,
          comments: MESSAGES.required,
          contactId: MESSAGES.required,
        },
      },
    });
    const inactive = await t.call('PUT', '/customer/rentals/request/retour/process', {
      token: anna,
      body: retour([demo1, demo3]),
    });
    expect(inactive.json.message).toBe(MESSAGES.rentalCaseNotActive);
    const pastDate = await t.call('PUT', '/customer/rentals/request/retour/process', {
      token: anna,
      body: retour([demo1], { retourDate: '2020-01-01' }),
    });
    expect(pastDate.json.response).toEqual({ fields: { retourDate: MESSAGES.invalidValue } });
    expect(await writeCounts(t.db)).toEqual(before);
  });

  it('creates the retour and a RENTAL-STOP request, and moves the cases to waiting', async () => {
    const headers = { [IDEMPOTENCY_HEADER]: 'retour-1' };
    const answer = await t.call('PUT', '/customer/rentals/request/retour/process', {
      token: anna,
      body: retour([demo1, demo2]),
      headers,
    });
    const id = createdId(answer.json);
    expect(await requestRow(id)).toMatchObject({
      type: 'RENTAL-STOP',
      location_from_id: woonzorg,
      location_to_id: null,
      source_id: demo1,
    });
    const statuses = await t.db.query<{ status: string }>(
      'SELECT status FROM rental_cases WHERE id = ANY ($1::int[]) ORDER BY id',
      [[String(demo1), String(demo2)]],
    );
    expect(statuses).toEqual([{ status: 'WAITING' }, { status: 'WAITING' }]);
    const waiting = await t.call('POST', '/customer/rentals/cases', {
      token: anna,
      body: { tabType: 'waiting', filters: { limitOffset: 1, limitRows: 100, search: 'SN-DEMO' } },
    });
    const ids = (waiting.json.response as { cases: { rentalCaseId: number }[] }).cases.map(
      (c) => c.rentalCaseId,
    );
    expect(ids).toEqual(expect.arrayContaining([demo1, demo2]));
    const detail = await t.call('GET', `/customer/rentals/details/${demo1}`, { token: anna });
    expect(detail.json.response).toMatchObject({ details: { statusDisplay: 'In behandeling' } });
    // the same key again answers the first answer; without it the cases are no longer active
    const again = await t.call('PUT', '/customer/rentals/request/retour/process', {
      token: anna,
      body: retour([demo1, demo2]),
      headers,
    });
    expect(again.json).toEqual(answer.json);
    const later = await t.call('PUT', '/customer/rentals/request/retour/process', {
      token: anna,
      body: retour([demo1]),
    });
    expect(later.json.message).toBe(MESSAGES.rentalCaseNotActive);
  });
});

const PNG_DATA =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const PDF_DATA = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64')}`;

describe('PUT /customer/articles/product/request/repair', () => {
  let activeCase: number;
  beforeAll(async () => {
    activeCase = await idOf(
      t.db,
      `SELECT r.id FROM rental_cases r JOIN organisations o ON o.id = r.organisation_id
       WHERE o.name = 'Zorggroep De Linde' AND r.status = 'ACTIVE' AND r.barcode NOT LIKE 'VH-DEMO-%'
         AND NOT EXISTS (SELECT 1 FROM customer_requests c WHERE c.source_id = r.id
           AND c.type = 'REPAIR-RENTAL')
       ORDER BY r.id LIMIT 1`,
    );
  });

  const repair = (over: Record<string, unknown> = {}) => ({
    sourceId: activeCase,
    requestType: 'REPAIR-RENTAL',
    description: 'Het zijhek klemt en de afstandsbediening reageert traag.',
    files: [
      { name: 'zijhek.png', file: PNG_DATA },
      { name: 'bon.pdf', file: PDF_DATA },
    ],
    contactId: annaContact,
    ...over,
  });

  it('creates a REPAIR-RENTAL request and stores its files', async () => {
    const answer = await t.call('PUT', '/customer/articles/product/request/repair', {
      token: anna,
      body: repair(),
    });
    const id = createdId(answer.json);
    const row = await requestRow(id);
    expect(row).toMatchObject({ type: 'REPAIR-RENTAL', source_id: activeCase });
    expect(row?.custom_data.map((f) => [f.title, f.value])).toEqual([
      ['Dossier', expect.stringContaining(String(activeCase))],
      ['Omschrijving', 'Het zijhek klemt en de afstandsbediening reageert traag.'],
      ['Bijlagen', 'zijhek.png, bon.pdf'],
      ['Contactpersoon', 'Anna de Vries'],
    ]);
    const files = await t.db.query<{ guid: string; file_name: string; mime_type: string }>(
      `SELECT guid, file_name, mime_type FROM files
       WHERE owner_type = 'customer_request' AND owner_id = $1 ORDER BY id`,
      [id],
    );
    expect(files.map((f) => [f.file_name, f.mime_type])).toEqual([
      ['zijhek.png', 'image/png'],
      ['bon.pdf', 'application/pdf'],
    ]);
    const pdf = await t.app.inject({
      url: `/Rest/Pwa/global/download/file/${files[1]?.guid ?? ''}`,
      headers: { 'x-auth-token': anna },
    });
    expect(pdf.rawPayload.toString('latin1')).toBe('%PDF-1.4\n%%EOF\n');
    // a second report while the first is open is refused
    const second = await t.call('PUT', '/customer/articles/product/request/repair', {
      token: anna,
      body: repair(),
    });
    expect(second.json.message).toBe(MESSAGES.repairAlreadyRunning);
  });

  it('accepts several large photos that together pass the server-wide body limit', async () => {
    const otherCase = await idOf(
      t.db,
      `SELECT r.id FROM rental_cases r JOIN organisations o ON o.id = r.organisation_id
       WHERE o.name = 'Zorggroep De Linde' AND r.status = 'ACTIVE' AND r.barcode NOT LIKE 'VH-DEMO-%'
         AND r.id <> $1
         AND NOT EXISTS (SELECT 1 FROM customer_requests c WHERE c.source_id = r.id)
       ORDER BY r.id DESC LIMIT 1`,
      [activeCase],
    );
    // Three photos of 6,000,000 characters: 18 MB of JSON, each file within the limit.
    const photo = `data:image/jpeg;base64,/9j/4AAQ${'A'.repeat(6_000_000)}`;
    const files = ['een.jpg', 'twee.jpg', 'drie.jpg'].map((name) => ({ name, file: photo }));
    const answer = await t.call('PUT', '/customer/articles/product/request/repair', {
      token: anna,
      body: repair({ sourceId: otherCase, files }),
    });
    expect(answer.json.status).toBe('success');
  });

  it('refuses a file over the upload limit and stores nothing', async () => {
    const before = await writeCounts(t.db);
    const big = `data:image/png;base64,${'A'.repeat(10_000_000)}`;
    const answer = await t.call('PUT', '/customer/articles/product/request/repair', {
      token: anna,
      body: repair({ sourceId: demo1, files: [{ name: 'groot.png', file: big }] }),
    });
    expect(answer.json).toEqual({
      status: 'error',
      message: 'Bestand is te groot voor upload via de app',
      response: { fields: { 'files.0.file': 'Bestand is te groot voor upload via de app' } },
    });
    expect(await writeCounts(t.db)).toEqual(before);
  });

  it('refuses files that are not a base64 picture or PDF, bad input, level 1 and foreign cases', async () => {
    const before = await writeCounts(t.db);
    for (const file of ['data:image/png;base64,***', 'hallo', 'data:image/png;base64,iVBO\u0000']) {
      const answer = await t.call('PUT', '/customer/articles/product/request/repair', {
        token: anna,
        body: repair({ sourceId: demo1, files: [{ name: 'x', file }] }),
      });
      expect(answer.json.response).toEqual({ fields: { 'files.0.file': MESSAGES.invalidValue } });
    }
    const missing = await t.call('PUT', '/customer/articles/product/request/repair', {
      token: anna,
      body: repair({ description: ' ', contactId: null }),
    });
    expect(missing.json.response).toEqual({
      fields: { description: MESSAGES.required, contactId: MESSAGES.required },
    });
    for (const sourceId of [oostCase, 999999]) {
      const answer = await t.call('PUT', '/customer/articles/product/request/repair', {
        token: anna,
        body: repair({ sourceId }),
      });
      expect(answer.json).toEqual(notFound);
    }
    const waiting = await t.call('PUT', '/customer/articles/product/request/repair', {
      token: anna,
      body: repair({ sourceId: demo3 }),
    });
    expect(waiting.json.message).toBe(MESSAGES.rentalCaseNotActive);
    for (const requestType of ['REPAIR-RENTAL', 'REPAIR-DEPOT']) {
      const level1 = await t.call('PUT', '/customer/articles/product/request/repair', {
        token: bram,
        body: repair({ requestType, sourceId: demo1 }),
      });
      expect(level1.statusCode).toBe(403);
    }
    expect(await writeCounts(t.db)).toEqual(before);
  });

  it('refuses by their own bytes what is no photo or PDF, whatever it is labelled', async () => {
    const before = await writeCounts(t.db);
    const labelledPng = (content: string) =>
      `data:image/png;base64,${Buffer.from(content).toString('base64')}`;
    for (const file of [
      labelledPng('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      labelledPng('<!DOCTYPE html><html><body><script>alert(1)</script>'),
      'data:text/html;base64,PGgxPg==',
      `data:image/gif;base64,${Buffer.from('GIF89a\x01\x00\x01\x00').toString('base64')}`,
    ]) {
      const answer = await t.call('PUT', '/customer/articles/product/request/repair', {
        token: anna,
        body: repair({ sourceId: demo1, files: [{ name: 'foto.png', file }] }),
      });
      expect(answer.json).toEqual({
        status: 'error',
        message: MESSAGES.fileNotSupported,
        response: { fields: { 'files.0.file': MESSAGES.fileNotSupported } },
      });
    }
    expect(await writeCounts(t.db)).toEqual(before);
  });

  it('keeps a file under a name that says what its bytes are, without disguising characters', async () => {
    const freshCase = await idOf(
      t.db,
      `SELECT r.id FROM rental_cases r JOIN organisations o ON o.id = r.organisation_id
       WHERE o.name = 'Zorggroep De Linde' AND r.status = 'ACTIVE' AND r.barcode NOT LIKE 'VH-DEMO-%'
         AND NOT EXISTS (SELECT 1 FROM customer_requests c WHERE c.source_id = r.id)
       ORDER BY r.id LIMIT 1`,
    );
    // A real PNG header followed by an HTML page, named as the page; a name whose
    // right-to-left override makes 'foto-<RLO>gnp.exe' read 'foto-exe.png'.
    const pngThenHtml = Buffer.concat([
      Buffer.from(PNG_DATA.split(',')[1] ?? '', 'base64').subarray(0, 33),
      Buffer.from('<!DOCTYPE html><html><body><script>alert(document.domain)</script>'),
    ]);
    const answer = await t.call('PUT', '/customer/articles/product/request/repair', {
      token: anna,
      body: repair({
        sourceId: freshCase,
        files: [
          { name: 'poc.html', file: `data:text/html;base64,${pngThenHtml.toString('base64')}` },
          { name: 'foto-\u202Egnp.exe', file: PNG_DATA },
        ],
      }),
    });
    const id = createdId(answer.json);
    const files = await t.db.query<{ guid: string; file_name: string; mime_type: string }>(
      `SELECT guid, file_name, mime_type FROM files
       WHERE owner_type = 'customer_request' AND owner_id = $1 ORDER BY id`,
      [id],
    );
    expect(files.map((f) => [f.file_name, f.mime_type])).toEqual([
      ['poc.png', 'image/png'],
      ['foto-gnp.png', 'image/png'],
    ]);
    const row = await requestRow(id);
    expect(row?.custom_data.find((f) => f.title === 'Bijlagen')?.value).toBe(
      'poc.png, foto-gnp.png',
    );
    const download = await t.app.inject({
      url: `/Rest/Pwa/global/download/file/${files[0]?.guid ?? ''}`,
      headers: { 'x-auth-token': anna },
    });
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toContain('filename="poc.png"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });

  it('creates a REPAIR-DEPOT request for a product on a location of the organisation', async () => {
    const answer = await t.call('PUT', '/customer/articles/product/request/repair', {
      token: anna,
      body: repair({ requestType: 'REPAIR-DEPOT', sourceId: productOnLocation, files: [] }),
    });
    const row = await requestRow(createdId(answer.json));
    expect(row).toMatchObject({ type: 'REPAIR-DEPOT', source_id: productOnLocation });
    expect(row?.custom_data[0]).toEqual({
      key: 'product',
      title: 'Hulpmiddel',
      value: 'Hoog-laagbed Vitalis Comfort 90x200 DL-2019-0001',
    });
    // why: the product rule of shared/rules (productActionRefusal) names why it is refused.
    for (const [token, sourceId, contactId, message] of [
      [anna, productInDepot, annaContact, MESSAGES.productNotOnLocation],
      [anna, productOnLocation, annaContact, MESSAGES.productRepairAlreadyRunning],
      [carla, productOnLocation, oostContact, MESSAGES.productNotFound],
    ] as const) {
      const refused = await t.call('PUT', '/customer/articles/product/request/repair', {
        token,
        body: repair({ requestType: 'REPAIR-DEPOT', sourceId, files: [], contactId }),
      });
      expect(refused.json.message).toBe(message);
    }
  });
});

describe('the Idempotency-Key', () => {
  const REPAIR = '/customer/articles/product/request/repair';
  const reused = { status: 'error', message: MESSAGES.idempotencyKeyReused, response: null };
  let freeCase: number;
  let freeProduct: number;
  let oostProduct: number;
  beforeAll(async () => {
    freeCase = await idOf(
      t.db,
      `SELECT r.id FROM rental_cases r JOIN organisations o ON o.id = r.organisation_id
       WHERE o.name = 'Zorggroep De Linde' AND r.status = 'ACTIVE' AND r.barcode NOT LIKE 'VH-DEMO-%'
         AND NOT EXISTS (SELECT 1 FROM customer_requests c WHERE c.source_id = r.id)
       ORDER BY r.id LIMIT 1 OFFSET 2`,
    );
    const productOf = (organisation: string) =>
      idOf(
        t.db,
        `SELECT p.id FROM products p JOIN organisations o ON o.id = p.organisation_id
         WHERE o.name = $1 AND p.status = 'ACTIVE' AND p.depot_status IS NULL
           AND p.location_id IS NOT NULL AND p.id <> $2
           AND NOT EXISTS (SELECT 1 FROM customer_requests c WHERE c.source_id = p.id
             AND c.type NOT LIKE 'RENTAL%')
         ORDER BY p.id LIMIT 1`,
        [organisation, productOnLocation],
      );
    freeProduct = await productOf('Zorggroep De Linde');
    oostProduct = await productOf('Thuiszorg Oost');
  });

  const repairOf = (over: Record<string, unknown> = {}) => ({
    sourceId: freeCase,
    requestType: 'REPAIR-RENTAL',
    description: 'De motor van het bed maakt een tikkend geluid.',
    files: [{ name: 'motor.png', file: PNG_DATA }],
    contactId: annaContact,
    ...over,
  });
  const send = (path: string, token: string, key: string, body: unknown) =>
    t.call('PUT', path, { token, body, headers: { [IDEMPOTENCY_HEADER]: key } });

  it('answers the same request sent again, photos too, with its first answer', async () => {
    const before = await writeCounts(t.db);
    const first = await send(REPAIR, anna, 'repair-key-1', repairOf());
    createdId(first.json);
    // the photo arrives again (staged anew) and the keys in another order: the same request
    const { files, ...rest } = repairOf();
    const again = await send(REPAIR, anna, 'repair-key-1', { files, ...rest });
    expect(again.statusCode).toBe(200);
    expect(again.json).toEqual(first.json);
    const after = await writeCounts(t.db);
    expect(after.customer_requests).toBe((before.customer_requests ?? 0) + 1);
    expect(after.files).toBe((before.files ?? 0) + 1);
  });

  it('refuses the key with other content, from another user or to another call, and writes nothing', async () => {
    const first = await send(REPAIR, anna, 'repair-key-1', repairOf());
    const before = await writeCounts(t.db);
    // the same photo with bytes after its end: another file of the same kind and name
    const photo = Buffer.from(PNG_DATA.split(',')[1] ?? '', 'base64');
    const otherPhoto = `data:image/png;base64,${Buffer.concat([photo, Buffer.from('x')]).toString('base64')}`;
    for (const [path, token, body] of [
      [REPAIR, anna, repairOf({ description: 'Het hek zit los.' })],
      [REPAIR, anna, repairOf({ files: [{ name: 'motor.png', file: otherPhoto }] })],
      [REPAIR, anna, repairOf({ files: [] })],
      [REPAIR, carla, repairOf({ contactId: oostContact })],
      ['/customer/rentals/request/article', anna, rentalRequest()],
    ] as const) {
      const answer = await send(path, token, 'repair-key-1', body);
      expect([answer.statusCode, answer.json]).toEqual([422, reused]);
    }
    expect(await writeCounts(t.db)).toEqual(before);
    // the request itself, sent once more, still has its first answer
    expect((await send(REPAIR, anna, 'repair-key-1', repairOf())).json).toEqual(first.json);
  });

  it("refuses a user's key aimed at another organisation's product instead of claiming success", async () => {
    const own = await send(
      REPAIR,
      anna,
      'product-key-1',
      repairOf({ requestType: 'REPAIR-DEPOT', sourceId: freeProduct, files: [] }),
    );
    createdId(own.json);
    const before = await writeCounts(t.db);
    const aimed = await send(
      REPAIR,
      anna,
      'product-key-1',
      repairOf({ requestType: 'REPAIR-DEPOT', sourceId: oostProduct, files: [] }),
    );
    expect([aimed.statusCode, aimed.json]).toEqual([422, reused]);
    expect(await writeCounts(t.db)).toEqual(before);
  });

  it('lets one of two requests with one key and other content through at the same time', async () => {
    const before = await writeCounts(t.db);
    const answers = await Promise.all(
      ['Eerst', 'Tegelijk'].map((comments) =>
        send(
          '/customer/rentals/request/article',
          anna,
          'rental-key-race',
          rentalRequest({ comments }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const after = await writeCounts(t.db);
    expect(after.customer_requests).toBe((before.customer_requests ?? 0) + 1);
  });
});
