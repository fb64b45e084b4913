// Sessions with the look-up cache on, as in production: what this process ends is ended at
// once; what the admin CLI changes in the database counts within the cache time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountToken } from '../repositories/account-tokens-repository.js';
import { ANNA, BRAM, createTestContext, type TTestContext } from '../testing/test-context.js';

const CACHE_MS = 60_000;
let t: TTestContext;
beforeAll(async () => {
  t = await createTestContext({ sessionCacheMs: CACHE_MS });
});
afterAll(() => t.close());

const identify = async (token: string) =>
  (await t.call('GET', '/auth/identify', { token })).statusCode;

describe('session look-up cache', () => {
  it('ends a signed-out session at once', async () => {
    const token = await t.login(BRAM);
    expect(await identify(token)).toBe(200);
    expect((await t.call('POST', '/auth/logout', { token, body: {} })).statusCode).toBe(200);
    expect(await identify(token)).toBe(401);
  });

  it('ends every session of a user who set a new password at once', async () => {
    const token = await t.login(ANNA);
    expect(await identify(token)).toBe(200);
    const [user] = await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      ANNA,
    ]);
    const guid = await createAccountToken(t.db, user?.id ?? 0, 'reset');
    const set = await t.call('POST', '/auth/setPassword', {
      body: { guid, password: Buffer.from('NieuwWachtwoord1', 'utf8').toString('base64') },
    });
    expect(set.json.status).toBe('success');
    expect(await identify(token)).toBe(401);
  });

  it('sees an account blocked in the database once the cache time has passed', async () => {
    const app = await t.buildAppWith({ sessionCacheMs: 300 });
    await app.ready();
    const token = await t.login(BRAM);
    const identifyOnApp = async () =>
      (await app.inject({ url: '/Rest/Pwa/auth/identify', headers: { 'x-auth-token': token } }))
        .statusCode;
    expect(await identifyOnApp()).toBe(200);
    await t.db.query('UPDATE users SET is_active = false WHERE email = $1', [BRAM]);
    try {
      // within the cache time the looked-up session still counts (the documented delay)
      expect(await identifyOnApp()).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect(await identifyOnApp()).toBe(401);
    } finally {
      await t.db.query('UPDATE users SET is_active = true WHERE email = $1', [BRAM]);
    }
  });

  it('looks a session up again in the background in the second half of the cache time', async () => {
    const ttlMs = 2_000;
    const app = await t.buildAppWith({ sessionCacheMs: ttlMs });
    await app.ready();
    const token = await t.login(BRAM);
    const identifyOnApp = async () =>
      (await app.inject({ url: '/Rest/Pwa/auth/identify', headers: { 'x-auth-token': token } }))
        .statusCode;
    const lookedUpAt = performance.now();
    expect(await identifyOnApp()).toBe(200);
    await t.db.query('UPDATE users SET is_active = false WHERE email = $1', [BRAM]);
    try {
      await new Promise((resolve) => setTimeout(resolve, ttlMs / 2 + 100));
      // the call goes on with the session it has, and starts the look-up
      expect(await identifyOnApp()).toBe(200);
      let status = 200;
      while (status === 200 && performance.now() - lookedUpAt < ttlMs) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        status = await identifyOnApp();
      }
      // refused before the cache time ran out: the background look-up saw the block
      expect(status).toBe(401);
      expect(performance.now() - lookedUpAt).toBeLessThan(ttlMs);
    } finally {
      await t.db.query('UPDATE users SET is_active = true WHERE email = $1', [BRAM]);
    }
  });
});
