// PUT /customer/articles/product/request/repair: the repair report of a rental case
// (REPAIR-RENTAL) or a product (REPAIR-DEPOT), its files checked by their own bytes and
// stored, and its refusals.
import { MESSAGES } from '@portal/shared/rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { idOf, writeCounts } from '../../testing/rental-fixtures.js';
import {
  anna,
  annaContact,
  bram,
  carla,
  createdId,
  demo1,
  demo3,
  notFound,
  oostCase,
  oostContact,
  PDF_DATA,
  PNG_DATA,
  productInDepot,
  productOnLocation,
  requestFiles,
  requestRow,
  t,
  setUpRentalRequestTests,
} from './rental-request-context.js';

setUpRentalRequestTests();

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
    const files = await requestFiles(id);
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
    const files = await requestFiles(id);
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
