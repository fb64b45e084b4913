import { EXCEL_MIME_TYPE, MESSAGES } from '@portal/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRentalsTestContext, idOf } from '../../testing/rental-fixtures.js';
import { readSheet } from '../../testing/read-sheet.js';
import type { TTestContext } from '../../testing/test-context.js';

let t: TTestContext;
let anna: string, bram: string, carla: string;
let demo1: number;
beforeAll(async () => {
  const context = await createRentalsTestContext();
  t = context.t;
  ({ anna, bram, carla } = context.tokens);
  ({ demo1 } = context.cases);
});
afterAll(() => t.close());

const notFound = { status: 'error', message: MESSAGES.notFound, response: null };

function download(token: string | undefined, a: string, b: string | number) {
  return t.app.inject({
    method: 'GET',
    url: `/Rest/Pwa/global/download/${a}/${b}`,
    headers: token ? { 'x-auth-token': token } : {},
  });
}

describe('GET /global/download/invoice/:invoiceId', () => {
  it('answers a real PDF of the invoice, generated once and then cached', async () => {
    const invoiceId = await idOf(
      t.db,
      'SELECT id FROM invoices WHERE rental_case_id = $1 ORDER BY id LIMIT 1',
      [demo1],
    );
    const first = await download(bram, 'invoice', invoiceId);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toMatch(/^attachment; filename="factuur-VF-/);
    expect(first.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(first.rawPayload.length).toBeGreaterThan(100);
    const second = await download(anna, 'invoice', invoiceId);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const cached = await t.db.query(
      "SELECT 1 FROM files WHERE owner_type = 'invoice' AND owner_id = $1",
      [invoiceId],
    );
    expect(cached).toHaveLength(1);
  });

  it('answers inline with ?inline=1 for a PDF the portal draws, never for an upload (issue 38)', async () => {
    const invoiceId = await idOf(
      t.db,
      'SELECT id FROM invoices WHERE rental_case_id = $1 ORDER BY id LIMIT 1',
      [demo1],
    );
    const view = await download(anna, 'invoice', `${invoiceId}?inline=1`);
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-disposition']).toMatch(/^inline; filename="factuur-VF-/);
    expect(view.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const other = await download(anna, 'invoice', `${invoiceId}?inline=yes`);
    expect(other.headers['content-disposition']).toMatch(/^attachment; /);
    const [upload] = await t.db.query<{ guid: string }>(
      "SELECT guid FROM files WHERE owner_type = 'product' ORDER BY id LIMIT 1",
    );
    const file = await download(anna, 'file', `${upload?.guid ?? ''}?inline=1`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('renders credit and organisation invoices too', async () => {
    for (const where of ['invoice_type = 1', "origin_type = 'Depot'"]) {
      const invoiceId = await idOf(t.db, `SELECT id FROM invoices WHERE ${where} LIMIT 1`);
      const answer = await download(anna, 'invoice', invoiceId);
      expect(answer.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    }
  });

  it("answers another organisation's invoice, a missing one and a bad id like a missing file", async () => {
    const invoiceId = await idOf(t.db, 'SELECT id FROM invoices ORDER BY id LIMIT 1');
    for (const [token, id] of [
      [carla, invoiceId],
      [anna, 999999],
    ] as const) {
      const answer = await download(token, 'invoice', id);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(notFound);
    }
    for (const id of ['abc', '99999999999999', '2147483648', '%00']) {
      const answer = await download(anna, 'invoice', id);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ status: 'error', message: MESSAGES.invalidInput });
    }
    expect((await download(undefined, 'invoice', invoiceId)).statusCode).toBe(401);
  });
});

describe('GET /global/download/rental-document/:documentNumber', () => {
  it('answers the document of a case by its number, scoped to the organisation', async () => {
    const list = await t.call('POST', '/customer/rentals/documents', {
      token: anna,
      body: { tabType: 'active', rentalCaseId: demo1, filters: { limitOffset: 1, limitRows: 10 } },
    });
    const [document] = (list.json.response as { documents: { documentNumber: string }[] })
      .documents;
    const number = document?.documentNumber ?? '';
    const answer = await download(bram, 'rental-document', number);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    // Drawn from the case on first download and kept: the same document every time.
    const kept = await t.db.query<{ content: Uint8Array | null }>(
      'SELECT content FROM files WHERE document_number = $1',
      [number],
    );
    expect(Buffer.from(kept[0]?.content ?? []).equals(answer.rawPayload)).toBe(true);
    expect(
      (await download(bram, 'rental-document', number)).rawPayload.equals(answer.rawPayload),
    ).toBe(true);
    expect((await download(carla, 'rental-document', number)).json()).toEqual(notFound);
    expect((await download(anna, 'rental-document', 'XX-0')).json()).toEqual(notFound);
  });
});

describe('GET /global/download/invoice-ubl/:invoiceId', () => {
  it('answers the invoice as a UBL e-invoice, for who may see the invoice only', async () => {
    const invoiceId = await idOf(
      t.db,
      'SELECT id FROM invoices WHERE rental_case_id = $1 ORDER BY id LIMIT 1',
      [demo1],
    );
    const [row] = await t.db.query<{ invoiceNumber: string; priceDisplay: string }>(
      'SELECT invoice_number AS "invoiceNumber", price_display AS "priceDisplay" FROM invoices WHERE id = $1',
      [invoiceId],
    );
    const answer = await download(bram, 'invoice-ubl', invoiceId);
    expect(answer.headers['content-type']).toMatch(/^application\/xml/);
    expect(answer.headers['content-disposition']).toContain(`factuur-${row?.invoiceNumber}.xml`);
    const xml = answer.rawPayload.toString('utf8');
    expect(xml).toContain(`<cbc:ID>${row?.invoiceNumber}</cbc:ID>`);
    // The e-invoice's amount to pay is the list's priceDisplay.
    const payable = /<cbc:PayableAmount currencyID="EUR">([\d.]+)</.exec(xml)?.[1] ?? '';
    expect(row?.priceDisplay.replace(/[€\s.-]/g, '').replace(',', '.')).toBe(payable);
    expect((await download(carla, 'invoice-ubl', invoiceId)).json()).toEqual(notFound);
  });
});

describe('POST /customer/rentals/cases/excel', () => {
  function excel(token: string, body: unknown) {
    return t.app.inject({
      method: 'POST',
      url: '/Rest/Pwa/customer/rentals/cases/excel',
      headers: { 'x-auth-token': token },
      payload: body as Record<string, unknown>,
    });
  }

  const sheetRows = async (payload: Buffer) => (await readSheet(payload)).rows;

  it('streams an xlsx with the Dutch headers of the tab and every matching row', async () => {
    const answer = await excel(bram, { tabType: 'archive', filters: {} });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe(EXCEL_MIME_TYPE);
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="verhuur-archief.xlsx"/,
    );
    expect(answer.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    const rows = await sheetRows(answer.rawPayload);
    expect(rows[0]).toEqual([
      'Dossiernummer',
      'Artikel',
      'Startdatum',
      'Einddatum',
      'Afdeling/kamer',
      'Eindgebruiker',
      'Locatie',
    ]);
    const list = await t.call('POST', '/customer/rentals/cases', {
      token: bram,
      body: { tabType: 'archive', filters: { limitOffset: 1, limitRows: 10 } },
    });
    const total = (list.json.response as { totalCount: number }).totalCount;
    expect(rows).toHaveLength(total + 1);
    expect(rows[1]?.[2]).toBeInstanceOf(Date);
    // why: the file names its rows from lookups, the list from joins: both must agree.
    const all = await t.call('POST', '/customer/rentals/cases', {
      token: bram,
      body: { tabType: 'archive', filters: { limitOffset: 1, limitRows: 100 } },
    });
    type TListed = {
      rentalCaseId: number;
      departmentRoom: string | null;
      companyName: string | null;
    };
    const cases = (all.json.response as { cases: TListed[] }).cases;
    expect(cases.length).toBe(total);
    expect(cases.some((c) => c.departmentRoom !== null && c.companyName !== null)).toBe(true);
    expect(rows.slice(1).map((row) => [row[0], row[4] ?? null, row[6] ?? null])).toEqual(
      cases.map((c) => [c.rentalCaseId, c.departmentRoom, c.companyName]),
    );
  });

  it('answers invalid filters with the error envelope before any byte of the file', async () => {
    for (const filters of [
      { locationId: 2147483648 },
      { search: 'a\u0000b' },
      { locationId: -1 },
    ]) {
      const answer = await excel(anna, { tabType: 'active', filters });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.json()).toMatchObject({ status: 'error', message: MESSAGES.invalidInput });
    }
  });

  it('hides the columns the list hides and applies the filters', async () => {
    const waiting = await sheetRows(
      (await excel(anna, { tabType: 'waiting', filters: {} })).rawPayload,
    );
    expect(waiting[0]).toEqual(['Dossiernummer', 'Artikel', 'Eindgebruiker', 'Locatie']);
    const filtered = await excel(anna, {
      tabType: 'active',
      filters: { search: 'SN-DEMO-0001', limitOffset: 1, limitRows: 10 },
    });
    const rows = await sheetRows(filtered.rawPayload);
    expect(rows[0]).toEqual([
      'Dossiernummer',
      'Artikel',
      'Startdatum',
      'Afdeling/kamer',
      'Eindgebruiker',
      'Locatie',
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual([demo1]);
    const foreign = await sheetRows(
      (await excel(carla, { tabType: 'active', filters: { search: 'SN-DEMO-0001' } })).rawPayload,
    );
    expect(foreign).toHaveLength(1);
  });

  it('refuses bad input and users without /rentals', async () => {
    const bad = await excel(anna, { tabType: 'alles' });
    expect(bad.json()).toEqual({
      status: 'error',
      message: MESSAGES.invalidInput,
      response: { fields: { tabType: MESSAGES.invalidValue } },
    });
    await t.db.query(
      `DELETE FROM user_permissions
       WHERE route_prefix = '/rentals' AND user_id = (SELECT id FROM users WHERE email = $1)`,
      ['medewerker@delinde.nl'],
    );
    const refused = await excel(bram, { tabType: 'active', filters: {} });
    expect(refused.statusCode).toBe(403);
  });
});
