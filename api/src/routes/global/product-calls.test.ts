import { MESSAGES } from '@portal/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNA, CARLA, createTestContext, type TTestContext } from '../../testing/test-context.js';

let t: TTestContext;
let anna: string;
let carla: string;
let productId: number;
beforeAll(async () => {
  t = await createTestContext();
  anna = await t.login(ANNA);
  carla = await t.login(CARLA);
  const [row] = await t.db.query<{ id: number }>(
    "SELECT id FROM products WHERE serial_number = 'DL-2019-0001'",
  );
  productId = row?.id ?? 0;
});
afterAll(() => t.close());

type TDocument = { guid: string; fileName: string; mimeType: string; icon: string; type: string };

describe('GET /global/pagetitle/:type/:id', () => {
  it("answers a product's title as the response itself", async () => {
    const answer = await t.call('GET', `/global/pagetitle/product/${productId}`, { token: anna });
    expect(answer.json).toEqual({
      status: 'success',
      message: null,
      response: 'Hoog-laagbed Vitalis Comfort 90x200 DL-2019-0001',
    });
  });

  it("answers another organisation's product, a missing one and other types with Niet gevonden", async () => {
    const notFound = { status: 'error', message: MESSAGES.notFound, response: null };
    expect(
      (await t.call('GET', `/global/pagetitle/product/${productId}`, { token: carla })).json,
    ).toEqual(notFound);
    expect(
      (await t.call('GET', '/global/pagetitle/product/999999', { token: carla })).json,
    ).toEqual(notFound);
    const [order] = await t.db.query<{ id: number; name: string }>(
      `SELECT c.id, c.name FROM depot_cases c JOIN organisations o ON o.id = c.organisation_id
       WHERE o.name = 'Zorggroep De Linde' ORDER BY c.id LIMIT 1`,
    );
    const depotCase = `/global/pagetitle/depotcase/${order?.id ?? 0}`;
    expect((await t.call('GET', depotCase, { token: anna })).json).toEqual({
      status: 'success',
      message: null,
      response: order?.name,
    });
    expect((await t.call('GET', depotCase, { token: carla })).json).toEqual(notFound);
  });

  it("titles a customer request of the caller's organisation only", async () => {
    const [request] = await t.db.query<{ id: number }>(
      `SELECT r.id FROM customer_requests r JOIN organisations o ON o.id = r.organisation_id
       WHERE o.name = 'Zorggroep De Linde' ORDER BY r.id LIMIT 1`,
    );
    const id = request?.id ?? 0;
    const own = await t.call('GET', `/global/pagetitle/request/${id}`, { token: anna });
    expect(own.json).toMatchObject({ status: 'success', response: `Aanvraag ${id}` });
    const foreign = await t.call('GET', `/global/pagetitle/request/${id}`, { token: carla });
    expect(foreign.json).toEqual({ status: 'error', message: MESSAGES.notFound, response: null });
  });

  it('refuses an unknown type', async () => {
    const answer = await t.call('GET', '/global/pagetitle/factuur/1', { token: anna });
    expect(answer.json.response).toEqual({ fields: { type: MESSAGES.invalidValue } });
  });
});

describe('GET /global/product/documents/:id', () => {
  it('lists the documents of a product with their icons', async () => {
    const answer = await t.call('GET', `/global/product/documents/${productId}`, { token: anna });
    const documents = (answer.json.response as { documents: TDocument[] }).documents;
    expect(documents.map((d) => [d.type, d.mimeType, d.icon])).toEqual([
      ['IMAGE', 'image/png', 'file'],
      ['MANUAL', 'application/pdf', 'pdf'],
    ]);
  });

  it("answers another organisation's product like a missing one", async () => {
    const foreign = await t.call('GET', `/global/product/documents/${productId}`, { token: carla });
    const missing = await t.call('GET', '/global/product/documents/999999', { token: carla });
    expect(foreign.json).toEqual({ status: 'success', message: null, response: { documents: [] } });
    expect(missing.json).toEqual(foreign.json);
  });
});

describe('GET /global/download/:a/:b', () => {
  /** The product's PDF first, then its picture. */
  async function documents(): Promise<TDocument[]> {
    const answer = await t.call('GET', `/global/product/documents/${productId}`, { token: anna });
    const all = (answer.json.response as { documents: TDocument[] }).documents;
    return [...all].sort((a, b) => a.mimeType.localeCompare(b.mimeType));
  }

  it('streams the file with its type and name', async () => {
    const [pdf, png] = await documents();
    const answer = await t.app.inject({
      method: 'GET',
      url: `/Rest/Pwa/global/download/document/${pdf?.guid}`,
      headers: { 'x-auth-token': anna },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="${pdf?.fileName}"; filename*=UTF-8''${pdf?.fileName}`,
    );
    expect(answer.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(answer.rawPayload.length).toBeGreaterThan(100);
    const image = await t.app.inject({
      method: 'GET',
      url: `/Rest/Pwa/global/download/document/${png?.guid}`,
      headers: { 'x-auth-token': anna },
    });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it("answers another organisation's file and a missing one with 'Niet gevonden', bad input with 'Ongeldige invoer'", async () => {
    const [pdf] = await documents();
    const notFound = { status: 'error', message: MESSAGES.notFound, response: null };
    for (const [token, url] of [
      [carla, `/global/download/document/${pdf?.guid}`],
      [carla, '/global/download/document/00000000-0000-0000-0000-000000000000'],
    ] as const) {
      const answer = await t.call('GET', url, { token });
      expect(answer.statusCode).toBe(200);
      expect(answer.json).toEqual(notFound);
    }
    // an unknown kind, NUL or a lone surrogate: bad input, never a 500
    for (const url of [
      `/global/download/factuur/${pdf?.guid}`,
      '/global/download/document/%00',
      '/global/download/document/a%ED%A0%80b',
    ]) {
      const answer = await t.call('GET', url, { token: anna });
      expect(answer.statusCode, url).toBeLessThan(500);
      expect(answer.json.message, url).toBe(MESSAGES.invalidInput);
    }
  });

  it('needs a session', async () => {
    const [pdf] = await documents();
    const answer = await t.call('GET', `/global/download/document/${pdf?.guid}`);
    expect(answer.statusCode).toBe(401);
    expect(answer.json.status).toBe('SESSION_EXPIRED');
  });
});
