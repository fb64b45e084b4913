// Which answers carry which security headers: every answer nosniff and the referrer
// policy; documents (and anything a browser could show as one) the CSP, framing and
// permissions policies; scripts and stylesheets not those, they have no document.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, securityHeadersPlugin } from './security-headers.js';

const DOCUMENT_HEADERS = ['content-security-policy', 'x-frame-options', 'permissions-policy'];

const ANSWERS: Record<string, { type: string; body: string }> = {
  '/page': { type: 'text/html; charset=utf-8', body: '<!doctype html><title>t</title>' },
  '/logo.svg': { type: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
  '/Rest/Pwa/call': { type: 'application/json; charset=utf-8', body: '{"status":"success"}' },
  '/file.txt': { type: 'text/plain; charset=utf-8', body: 'text' },
  '/assets/app.js': { type: 'application/javascript; charset=utf-8', body: 'export {};' },
  '/assets/old.js': { type: 'text/javascript', body: 'export {};' },
  '/assets/app.css': { type: 'text/css; charset=utf-8', body: 'body{}' },
};

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  securityHeadersPlugin(app);
  for (const [url, { type, body }] of Object.entries(ANSWERS)) {
    app.get(url, async (_request, reply) => reply.type(type).send(body));
  }
  await app.ready();
});

afterAll(() => app.close());

async function headersOf(url: string) {
  const answer = await app.inject({ method: 'GET', url });
  expect(answer.statusCode).toBe(200);
  return answer.headers;
}

describe('security headers', () => {
  it.each(['/page', '/logo.svg', '/Rest/Pwa/call', '/file.txt'])(
    'sends the document policies with %s',
    async (url) => {
      const headers = await headersOf(url);
      expect(headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['permissions-policy']).toContain('camera=(self)');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('same-origin');
    },
  );

  it.each(['/assets/app.js', '/assets/old.js', '/assets/app.css'])(
    'leaves them off the script or stylesheet %s, keeping nosniff and the referrer policy',
    async (url) => {
      const headers = await headersOf(url);
      for (const name of DOCUMENT_HEADERS) expect(headers[name]).toBeUndefined();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('same-origin');
    },
  );

  it('keeps the calls out of every cache', async () => {
    expect((await headersOf('/Rest/Pwa/call'))['cache-control']).toBe('no-store');
    expect((await headersOf('/page'))['cache-control']).toBeUndefined();
  });
});
