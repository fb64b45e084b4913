import { MESSAGES } from '@portal/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/password-hash.js';
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

describe('POST /auth/login', () => {
  it('answers success with the auth record', async () => {
    const answer = await t.call('POST', '/auth/login', {
      body: { emailaddress: ANNA, password: 'Welkom01!' },
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
      body: { emailaddress: 'niemand@delinde.nl', password: 'Welkom01!' },
    });
    for (const answer of [wrong, unknown]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json).toEqual({
        status: 'error',
        message: MESSAGES.wrongCredentials,
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

  it('locks an account for 15 minutes after 5 failures within 15 minutes', async () => {
    await newUser('lockout@delinde.nl');
    const attempt = (password: string) =>
      t.call('POST', '/auth/login', { body: { emailaddress: 'lockout@delinde.nl', password } });
    for (let n = 1; n <= 4; n += 1) {
      expect((await attempt('fout')).json.message).toBe(MESSAGES.wrongCredentials);
    }
    expect((await attempt('fout')).json.message).toBe(MESSAGES.tooManyAttempts(15));
    const right = await attempt('Geheim123!');
    expect(right.json).toEqual({
      status: 'error',
      message: MESSAGES.tooManyAttempts(15),
      response: null,
    });
    expect(right.json.auth).toBeUndefined();

    await t.db.query(
      "UPDATE users SET locked_until = now() - interval '1 second' WHERE email = 'lockout@delinde.nl'",
    );
    expect((await attempt('Geheim123!')).json.status).toBe('success');
  });

  it('counts failures only within the window and resets them on success', async () => {
    await newUser('window@delinde.nl');
    const attempt = (password: string) =>
      t.call('POST', '/auth/login', { body: { emailaddress: 'window@delinde.nl', password } });
    for (let n = 1; n <= 4; n += 1) await attempt('fout');
    await t.db.query(
      "UPDATE users SET first_failed_login_at = now() - interval '16 minutes' WHERE email = 'window@delinde.nl'",
    );
    expect((await attempt('fout')).json.message).toBe(MESSAGES.wrongCredentials);
    for (let n = 1; n <= 3; n += 1) await attempt('fout');
    expect((await attempt('Geheim123!')).json.status).toBe('success');
    const [row] = await t.db.query<{ count: number }>(
      "SELECT failed_login_count AS count FROM users WHERE email = 'window@delinde.nl'",
    );
    expect(row?.count).toBe(0);
  });

  it('refuses an inactive account and one that never registered', async () => {
    await newUser('inactive@delinde.nl');
    await t.db.query("UPDATE users SET is_active = false WHERE email = 'inactive@delinde.nl'");
    const inactive = await t.call('POST', '/auth/login', {
      body: { emailaddress: 'inactive@delinde.nl', password: 'Geheim123!' },
    });
    expect(inactive.json.message).toBe(MESSAGES.wrongCredentials);
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
