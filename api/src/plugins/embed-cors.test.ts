// Which answers carry CORS headers: the calls, for the origins ALLOWED_EMBED_ORIGINS names
// (a partner's page that embeds portal areas), and nothing else; none without the setting.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedCorsPlugin } from './embed-cors.js';

const PARTNER = 'https://intranet.partner.example';

async function appWith(origins: string[]): Promise<FastifyInstance> {
  const app = Fastify();
  await embedCorsPlugin(app, origins);
  app.post('/Rest/Pwa/customer/requests/overview', async () => ({ status: 'success' }));
  app.get('/config.json', async () => ({ apiBaseUrl: '/Rest/Pwa' }));
  await app.ready();
  return app;
}

describe('embed CORS', () => {
  let app: FastifyInstance;
  let closed: FastifyInstance;
  beforeAll(async () => {
    app = await appWith([PARTNER]);
    closed = await appWith([]);
  });
  afterAll(async () => {
    await app.close();
    await closed.close();
  });

  const preflight = (target: FastifyInstance, origin: string, url: string) =>
    target.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-auth-token',
      },
    });

  it('lets an allowed origin send a call with its token', async () => {
    const answer = await preflight(app, PARTNER, '/Rest/Pwa/customer/requests/overview');
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(String(answer.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'x-auth-token',
    );
    const call = await app.inject({
      method: 'POST',
      url: '/Rest/Pwa/customer/requests/overview',
      headers: { origin: PARTNER },
    });
    expect(call.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(call.headers.vary).toContain('Origin');
  });

  it('answers another origin without the headers, so its browser refuses the answer', async () => {
    const answer = await preflight(
      app,
      'https://elsewhere.example',
      '/Rest/Pwa/customer/requests/overview',
    );
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    const call = await app.inject({
      method: 'POST',
      url: '/Rest/Pwa/customer/requests/overview',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('leaves everything but the calls alone', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/config.json',
      headers: { origin: PARTNER },
    });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows no origin when none is configured', async () => {
    const answer = await preflight(closed, PARTNER, '/Rest/Pwa/customer/requests/overview');
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    const call = await closed.inject({
      method: 'POST',
      url: '/Rest/Pwa/customer/requests/overview',
      headers: { origin: PARTNER },
    });
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
  });
});
