import { defineCall, ZStatusOnly } from '@portal/shared/contract';
import { MESSAGES } from '@portal/shared/rules';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowLogLines } from '../testing/log-gate.js';
import { ANNA, BRAM, createTestContext, type TTestContext } from '../testing/test-context.js';
import { success } from '../answer/envelope.js';
import { registerCall } from './register-call.js';

// Test-only calls, registered on the app before it starts.
const invoicesCall = defineCall({
  method: 'GET',
  path: '/test/invoices',
  params: z.object({}),
  body: z.undefined(),
  response: ZStatusOnly,
  access: { route: '/management/invoices', level: 1 },
});
// why: a call of several pages whose body says which (the handler checks that one).
const eitherPageCall = defineCall({
  method: 'POST',
  path: '/test/either-page',
  params: z.object({}),
  body: z.object({ page: z.enum(['/management/invoices', '/requests']) }),
  response: ZStatusOnly,
  access: { anyOf: ['/management/invoices', '/requests'], level: 1 },
});
const crashCall = defineCall({
  method: 'POST',
  path: '/test/crash',
  params: z.object({}),
  body: z.object({ name: z.string().min(1) }),
  response: ZStatusOnly,
  access: null,
});

let t: TTestContext;
let crashes = 0;
beforeAll(async () => {
  t = await createTestContext(
    {},
    {
      beforeReady(app) {
        registerCall(app, invoicesCall, async () => success(null));
        registerCall(app, eitherPageCall, async () => success(null));
        registerCall(app, crashCall, async () => {
          crashes += 1;
          throw new Error('database exploded at /secret/path.ts:12');
        });
      },
    },
  );
});
afterAll(() => t.close());

describe('registerCall access', () => {
  it('answers 403 when the level for the route is too low', async () => {
    const bram = await t.login(BRAM);
    const answer = await t.call('GET', '/test/invoices', { token: bram });
    expect(answer.statusCode).toBe(403);
    expect(answer.json).toEqual({ status: 'error', message: MESSAGES.forbidden, response: null });
  });

  it('lets a user with the level through', async () => {
    const anna = await t.login(ANNA);
    const answer = await t.call('GET', '/test/invoices', { token: anna });
    expect(answer.statusCode).toBe(200);
    expect(answer.json.status).toBe('success');
  });

  it('with several routes: 403 to a user who reaches none whatever the body, on to the body for one who reaches one', async () => {
    const neither = await t.loginWith('magazijn@delinde.nl', { '/articles': 2 });
    const bram = await t.login(BRAM); // /rentals and /requests
    const wrong = { page: 'salaris' };
    const refused = await t.call('POST', '/test/either-page', { token: neither, body: wrong });
    expect(refused.statusCode).toBe(403);
    expect(refused.json.message).toBe(MESSAGES.forbidden);
    const checked = await t.call('POST', '/test/either-page', { token: bram, body: wrong });
    expect(checked.json.message).toBe(MESSAGES.invalidInput);
    const body = { page: '/requests' };
    expect((await t.call('POST', '/test/either-page', { token: bram, body })).statusCode).toBe(200);
  });

  it('answers 401 before 403 without a session', async () => {
    expect((await t.call('GET', '/test/invoices')).statusCode).toBe(401);
  });

  it('follows permission changes on the next call', async () => {
    const bram = await t.login(BRAM);
    await t.db.query(
      "INSERT INTO user_permissions (user_id, route_prefix, level) SELECT id, '/management', 1 FROM users WHERE email = $1",
      [BRAM],
    );
    expect((await t.call('GET', '/test/invoices', { token: bram })).statusCode).toBe(200);
    await t.db.query("DELETE FROM user_permissions WHERE route_prefix = '/management'");
  });
});

describe('errors', () => {
  it('validates before running the handler', async () => {
    const answer = await t.call('POST', '/test/crash', { body: { name: '' } });
    expect(answer.json).toEqual({
      status: 'error',
      message: MESSAGES.invalidInput,
      response: { fields: { name: MESSAGES.required } },
    });
    expect(crashes).toBe(0);
  });

  it('answers 500 with the bare envelope and no stack trace', async () => {
    // why: the crash is this test's own; the log keeps it in full (the client gets none of it).
    allowLogLines(/"message":"database exploded at [^"]*".*"msg":"unexpected error"/);
    const answer = await t.call('POST', '/test/crash', { body: { name: 'x' } });
    expect(crashes).toBe(1);
    expect(answer.statusCode).toBe(500);
    expect(answer.json).toEqual({ status: 'error', message: null, response: null });
    expect(answer.raw.body).not.toMatch(/exploded|secret|at /);
  });

  it('answers an unknown call with 404 and the envelope', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const answer = await t.call(method, '/global/onbekend');
      expect(answer.statusCode).toBe(404);
      expect(answer.json).toEqual({ status: 'error', message: null, response: null });
    }
  });

  it('answers malformed JSON with 400 and Ongeldige invoer', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/Rest/Pwa/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"emailaddress":',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      status: 'error',
      message: MESSAGES.invalidInput,
      response: null,
    });
  });
});

describe('security headers', () => {
  it('sends CSP, nosniff, referrer policy and no-store on api answers', async () => {
    const answer = await t.call('GET', '/auth/identify');
    const csp = String(answer.raw.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(answer.raw.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.raw.headers['referrer-policy']).toBe('same-origin');
    expect(answer.raw.headers['cache-control']).toBe('no-store');
  });
});
