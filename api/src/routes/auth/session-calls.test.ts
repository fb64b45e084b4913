import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpsServer, request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { MESSAGES } from '@portal/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/password-hash.js';
import { STRICT_TRANSPORT_SECURITY } from '../../plugins/security-headers.js';
import { throttleKey } from '../../repositories/throttle-repository.js';
import { createUser } from '../../repositories/users-repository.js';
import {
  ANNA,
  BRAM,
  createTestContext,
  TEST_SCRYPT_COST,
  type TTestContext,
} from '../../testing/test-context.js';

let t: TTestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

async function newUser(email: string, password = 'Geheim123!'): Promise<number> {
  const [org] = await t.db.query<{ id: number }>(
    "SELECT id FROM organisations WHERE name = 'Zorggroep De Linde'",
  );
  return createUser(t.db, {
    organisationId: org?.id ?? 0,
    email,
    fullName: 'Test Gebruiker',
    passwordHash: await hashPassword(password, TEST_SCRYPT_COST),
    roles: ['customer'],
    permissions: { '/rentals': 1 },
  });
}

async function userIdOf(email: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  return row?.id ?? 0;
}

describe('POST /auth/login', () => {
  it('answers success with the auth record', async () => {
    const answer = await t.call('POST', '/auth/login', {
      body: { emailaddress: ANNA, password: DEMO_PASSWORD },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json).toMatchObject({
      status: 'success',
      message: null,
      response: null,
      auth: {
        fullName: 'Anna de Vries',
        roles: ['customer', 'management'],
        permissions: { '*': 2 },
        environment: 'customer-portal',
      },
    });
    expect(answer.json.auth?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('matches e-mail and username without regard to case, and stores only a token hash', async () => {
    const byEmail = await t.login('MEDEWERKER@DeLinde.nl');
    const byUsername = await t.login('BJansen');
    expect(byEmail).not.toBe(byUsername);
    const stored = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(stored.some((row) => row.token_hash === byEmail)).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    const wrong = await t.call('POST', '/auth/login', {
      body: { emailaddress: BRAM, password: 'fout' },
    });
    const unknown = await t.call('POST', '/auth/login', {
      body: { emailaddress: 'niemand@delinde.nl', password: DEMO_PASSWORD },
    });
    for (const answer of [wrong, unknown]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json).toEqual({
        status: 'error',
        message: MESSAGES.signInRefused,
        response: null,
      });
    }
  });

  it('answers missing fields with Dutch field messages', async () => {
    const answer = await t.call('POST', '/auth/login', { body: { emailaddress: '  ' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json).toEqual({
      status: 'error',
      message: MESSAGES.invalidInput,
      response: { fields: { emailaddress: MESSAGES.required, password: MESSAGES.required } },
    });
    const empty = await t.call('POST', '/auth/login');
    expect(empty.json.response).toEqual({
      fields: { emailaddress: MESSAGES.required, password: MESSAGES.required },
    });
  });

  it('slows a client down after its own failures with a growing delay, then lets the owner in', async () => {
    await newUser('vertraging@delinde.nl');
    const attempt = (password: string, remoteAddress = '172.16.0.1') =>
      t.call('POST', '/auth/login', {
        body: { emailaddress: 'vertraging@delinde.nl', password },
        remoteAddress,
      });
    const clientKey = throttleKey(
      'login-client',
      `user:${await userIdOf('vertraging@delinde.nl')}\u0000address\u0000172.16.0.1`,
    );
    const delay = async () => {
      const [row] = await t.db.query<{ seconds: number | null }>(
        `SELECT round(extract(epoch FROM blocked_until - now()))::int AS seconds
         FROM auth_throttle WHERE key = $1 AND blocked_until > now()`,
        [clientKey],
      );
      return row?.seconds ?? 0;
    };
    const pass = () =>
      t.db.query("UPDATE auth_throttle SET blocked_until = now() - interval '1 second'");
    const delays: number[] = [];
    for (let n = 1; n <= 8; n += 1) {
      expect((await attempt('fout')).json.message).toBe(MESSAGES.signInRefused);
      delays.push(await delay());
      // while that client waits, even the right password is refused, with the same answer
      if (delays[n - 1]) {
        const early = await attempt('Geheim123!');
        expect(early.json).toEqual({
          status: 'error',
          message: MESSAGES.signInRefused,
          response: null,
        });
        await pass();
      }
    }
    expect(delays).toEqual([0, 0, 0, 0, 0, 1, 2, 4]);
    // after the delay the owner signs in, and the client's failures are forgotten
    expect((await attempt('Geheim123!')).json.status).toBe('success');
    expect((await attempt('fout')).json.message).toBe(MESSAGES.signInRefused);
    expect(await delay()).toBe(0);
  });

  it("lets a known client in at once while strangers' failures slow down every unknown one", async () => {
    const userId = await newUser('aanval@delinde.nl');
    const login = (password: string, remoteAddress: string, cookie?: string) =>
      t.call('POST', '/auth/login', {
        body: { emailaddress: 'aanval@delinde.nl', password },
        remoteAddress,
        ...(cookie ? { headers: { cookie } } : {}),
      });
    // the owner signed in before from the care home (its address) with her browser (its cookie)
    const first = await login('Geheim123!', '172.18.0.1');
    expect(first.json.status).toBe('success');
    const setCookie = String(first.raw.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^portal_client=[A-Za-z0-9_-]{43}; Max-Age=7776000; Path=\/Rest\/Pwa\/auth\/; HttpOnly; SameSite=Strict$/,
    );
    const cookie = setCookie.split(';')[0] ?? '';
    // strangers guess from 40 addresses, 3 times each
    for (let n = 0; n < 120; n += 1) {
      const answer = await login(`gok-${n}`, `172.19.${n % 40}.1`);
      expect(answer.json.message).toBe(MESSAGES.signInRefused);
    }
    // guessing stayed slow: of 120 guesses only the 10 free ones and one more were checked
    const [unknown] = await t.db.query<{ failures: number; seconds: number }>(
      `SELECT failures, round(extract(epoch FROM blocked_until - now()))::int AS seconds
       FROM auth_throttle WHERE key = $1`,
      [throttleKey('login-unknown-clients', `user:${userId}`)],
    );
    expect(unknown?.failures).toBe(11);
    // the 11th failure set a wait of 30 s, which the strangers' later guesses did not renew
    expect(unknown?.seconds).toBeGreaterThan(0);
    expect(unknown?.seconds).toBeLessThanOrEqual(30);
    // an unknown client waits too, even with the right password ...
    expect((await login('Geheim123!', '172.20.0.1')).json.message).toBe(MESSAGES.signInRefused);
    // ... but the owner gets in at once: from the care home, and with her browser anywhere
    expect((await login('Geheim123!', '172.18.0.1')).json.status).toBe('success');
    expect((await login('Geheim123!', '172.21.0.1', cookie)).json.status).toBe('success');
    // a cookie of another account's browser, or a made-up one, makes nobody known
    expect(
      (await login('Geheim123!', '172.22.0.1', 'portal_client=' + 'x'.repeat(43))).json.message,
    ).toBe(MESSAGES.signInRefused);
  });

  it('throttles an unknown account name exactly like an existing one', async () => {
    const answers = async (emailaddress: string) => {
      // why: delays other tests left running would count in the comparison.
      await t.db.query('UPDATE auth_throttle SET blocked_until = NULL');
      const seen: unknown[] = [];
      for (let n = 1; n <= 5; n += 1) {
        const answer = await t.call('POST', '/auth/login', {
          body: { emailaddress, password: 'fout' },
          remoteAddress: `172.17.0.${n}`,
        });
        const [row] = await t.db.query<{ waiting: number }>(
          'SELECT count(*)::int AS waiting FROM auth_throttle WHERE blocked_until > now()',
        );
        seen.push([answer.statusCode, answer.json, row?.waiting]);
        await t.db.query('UPDATE auth_throttle SET blocked_until = NULL');
      }
      return seen;
    };
    await newUser('bestaat@delinde.nl');
    expect(await answers('bestaat@delinde.nl')).toEqual(await answers('bestaat-niet@delinde.nl'));
  });

  it('limits sign-ins per client address per minute, even with the right password', async () => {
    await newUser('adres@delinde.nl');
    const attempt = (remoteAddress: string) =>
      t.call('POST', '/auth/login', {
        body: { emailaddress: 'adres@delinde.nl', password: 'Geheim123!' },
        remoteAddress,
      });
    for (let n = 1; n <= 30; n += 1) {
      expect((await attempt('192.0.2.7')).json.status, `attempt ${n}`).toBe('success');
    }
    expect((await attempt('192.0.2.7')).json).toEqual({
      status: 'error',
      message: MESSAGES.signInRefused,
      response: null,
    });
    expect((await attempt('192.0.2.8')).json.status).toBe('success');
    await t.db.query("UPDATE auth_throttle SET window_started_at = now() - interval '61 seconds'");
    expect((await attempt('192.0.2.7')).json.status).toBe('success');
  });

  it('answers unknown, wrong and throttled alike in time', async () => {
    const floorMs = 150;
    const timed = await t.buildAppWith({ loginAnswerFloorMs: floorMs });
    await newUser('tijd@delinde.nl');
    const measure = async (emailaddress: string, password: string, remoteAddress: string) => {
      const started = performance.now();
      const answer = await timed.inject({
        method: 'POST',
        url: '/Rest/Pwa/auth/login',
        payload: { emailaddress, password },
        remoteAddress,
      });
      expect(answer.json()).toMatchObject({ message: MESSAGES.signInRefused });
      return performance.now() - started;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
    const unknown: number[] = [];
    const wrong: number[] = [];
    const throttled: number[] = [];
    for (let n = 0; n < 5; n += 1) {
      unknown.push(await measure(`onbekend${n}@delinde.nl`, 'fout', `198.51.100.${n}`));
      wrong.push(await measure('tijd@delinde.nl', 'fout', `198.51.100.${20 + n}`));
      await t.db.query('UPDATE auth_throttle SET blocked_until = NULL, failures = 0');
    }
    for (let n = 0; n < 31; n += 1) {
      const ms = await measure('tijd@delinde.nl', 'fout', '198.51.100.99');
      if (n === 30) throttled.push(ms);
      await t.db.query('UPDATE auth_throttle SET blocked_until = NULL, failures = 0');
    }
    for (let n = 0; n < 4; n += 1)
      throttled.push(await measure('tijd@delinde.nl', 'fout', '198.51.100.99'));
    for (const series of [unknown, wrong, throttled]) {
      expect(Math.min(...series)).toBeGreaterThanOrEqual(floorMs - 1);
    }
    const medians = [median(unknown), median(wrong), median(throttled)];
    expect(Math.max(...medians) - Math.min(...medians)).toBeLessThan(40);
  });

  it('refuses an inactive account and one that never registered', async () => {
    await newUser('inactive@delinde.nl');
    await t.db.query("UPDATE users SET is_active = false WHERE email = 'inactive@delinde.nl'");
    const inactive = await t.call('POST', '/auth/login', {
      body: { emailaddress: 'inactive@delinde.nl', password: 'Geheim123!' },
    });
    expect(inactive.json.message).toBe(MESSAGES.signInRefused);
  });
});

describe('GET /auth/identify', () => {
  it('answers the identity of the session', async () => {
    const token = await t.login(BRAM);
    const answer = await t.call('GET', '/auth/identify', { token });
    expect(answer.statusCode).toBe(200);
    expect(answer.json).toEqual({
      status: 'success',
      message: null,
      response: {
        fullName: 'Bram Jansen',
        userId: expect.any(Number) as number,
        roles: ['customer'],
        permissions: { '/rentals': 1, '/requests': 1 },
        environment: 'customer-portal',
      },
    });
  });

  it('answers 401 SESSION_EXPIRED without a token or with an unknown one', async () => {
    for (const token of [undefined, 'onbekend-token']) {
      const answer = await t.call('GET', '/auth/identify', { token });
      expect(answer.statusCode).toBe(401);
      expect(answer.json).toEqual({
        status: 'SESSION_EXPIRED',
        message: MESSAGES.sessionExpired,
        response: null,
      });
    }
  });

  it('expires a session that was idle too long, and refreshes one that is used', async () => {
    const token = await t.login(ANNA);
    await t.db.query("UPDATE sessions SET last_seen_at = now() - interval '29 minutes'");
    expect((await t.call('GET', '/auth/identify', { token })).statusCode).toBe(200);
    const [seen] = await t.db.query<{ idle: number }>(
      "SELECT max(extract(epoch FROM now() - last_seen_at))::int AS idle FROM sessions WHERE revoked_at IS NULL AND last_seen_at > now() - interval '1 minute'",
    );
    expect(seen?.idle).toBeLessThan(60);
    await t.db.query("UPDATE sessions SET last_seen_at = now() - interval '31 minutes'");
    expect((await t.call('GET', '/auth/identify', { token })).json.status).toBe('SESSION_EXPIRED');
  });

  it('honours SESSION_IDLE_SECONDS', async () => {
    const short = await t.buildAppWith({ sessionIdleSeconds: 5 });
    const token = await t.login(ANNA);
    const identify = () =>
      short.inject({
        method: 'GET',
        url: '/Rest/Pwa/auth/identify',
        headers: { 'x-auth-token': token },
      });
    expect((await identify()).statusCode).toBe(200);
    await t.db.query("UPDATE sessions SET last_seen_at = now() - interval '6 seconds'");
    expect((await identify()).statusCode).toBe(401);
  });
});

describe('session lifetime', () => {
  it('ends a session after SESSION_MAX_SECONDS however much it is used', async () => {
    const token = await t.login(ANNA);
    expect((await t.call('GET', '/auth/identify', { token })).statusCode).toBe(200);
    await t.db.query(
      "UPDATE sessions SET created_at = now() - interval '12 hours 1 second' WHERE revoked_at IS NULL",
    );
    expect((await t.call('GET', '/auth/identify', { token })).json.status).toBe('SESSION_EXPIRED');
    const short = await t.buildAppWith({ sessionMaxSeconds: 60 });
    const fresh = await t.login(ANNA);
    await t.db.query(
      "UPDATE sessions SET created_at = now() - interval '61 seconds' WHERE revoked_at IS NULL",
    );
    const identify = await short.inject({
      url: '/Rest/Pwa/auth/identify',
      headers: { 'x-auth-token': fresh },
    });
    expect(identify.statusCode).toBe(401);
  });
});

describe('POST /auth/logout', () => {
  it('revokes the session', async () => {
    const token = await t.login(ANNA);
    const other = await t.login(ANNA);
    const answer = await t.call('POST', '/auth/logout', { token });
    expect(answer.json).toEqual({ status: 'success', message: null, response: null });
    expect((await t.call('GET', '/auth/identify', { token })).statusCode).toBe(401);
    expect((await t.call('POST', '/auth/logout', { token })).statusCode).toBe(401);
    expect((await t.call('GET', '/auth/identify', { token: other })).statusCode).toBe(200);
  });

  it('accepts an empty JSON body', async () => {
    const token = await t.login(ANNA);
    const raw = await t.app.inject({
      method: 'POST',
      url: '/Rest/Pwa/auth/logout',
      headers: { 'x-auth-token': token, 'content-type': 'application/json' },
      payload: '',
    });
    expect(raw.json()).toEqual({ status: 'success', message: null, response: null });
  });
});

describe('over HTTPS', () => {
  const LOGIN = { emailaddress: ANNA, password: DEMO_PASSWORD };
  const secureFlags = (answer: { headers: Record<string, unknown> }) => ({
    secure: /; Secure$/.test(String(answer.headers['set-cookie'])),
    hsts: answer.headers['strict-transport-security'],
  });

  it('marks the client cookie Secure and sends HSTS only when the proxy it trusts says https', async () => {
    const behindProxy = await t.buildAppWith({ trustProxy: '127.0.0.1' });
    const signIn = (app: FastifyInstance, headers: Record<string, string>, from = '127.0.0.1') =>
      app.inject({
        method: 'POST',
        url: '/Rest/Pwa/auth/login',
        payload: LOGIN,
        headers,
        remoteAddress: from,
      });
    const https = { 'x-forwarded-proto': 'https' };
    expect(secureFlags(await signIn(behindProxy, https))).toEqual({
      secure: true,
      hsts: STRICT_TRANSPORT_SECURITY,
    });
    const plain = { secure: false, hsts: undefined };
    expect(secureFlags(await signIn(behindProxy, { 'x-forwarded-proto': 'http' }))).toEqual(plain);
    expect(secureFlags(await signIn(behindProxy, {}))).toEqual(plain);
    // the header counts only from the proxy: a client's own, or one without TRUST_PROXY, not
    expect(secureFlags(await signIn(behindProxy, https, '172.30.0.1'))).toEqual(plain);
    expect(secureFlags(await signIn(t.app, https))).toEqual(plain);
    // every answer over https carries HSTS, not only the sign-in's
    const page = await behindProxy.inject({ method: 'GET', url: '/healthz', headers: https });
    expect(page.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it('does the same on an encrypted socket of its own', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-tls-'));
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'],
        ...['-subj', '/CN=localhost', '-days', '1'],
        ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
      ],
      { stdio: 'ignore' },
    );
    const server = createHttpsServer(
      { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
      (request, response) => t.app.routing(request, response),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await new Promise<{ headers: Record<string, unknown> }>((resolve, reject) => {
        const body = JSON.stringify(LOGIN);
        const request = httpsRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/Rest/Pwa/auth/login',
            rejectUnauthorized: false,
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
            },
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve({ headers: response.headers }));
          },
        );
        request.on('error', reject);
        request.end(body);
      });
      expect(secureFlags(answer)).toEqual({ secure: true, hsts: STRICT_TRANSPORT_SECURITY });
    } finally {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
