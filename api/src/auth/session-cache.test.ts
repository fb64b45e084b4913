import { describe, expect, it } from 'vitest';
import type { TLiveSession } from '../repositories/sessions-repository.js';
import { SessionCache } from './session-cache.js';

function session(sessionId: number, userId: number): TLiveSession {
  return { sessionId, userId, organisationId: 1, fullName: 'Anna', roles: [], permissions: {} };
}

describe('SessionCache', () => {
  it('reuses a session for ttlMs, due for a new look-up in its second half, then asks again', () => {
    let now = 1_000;
    const cache = new SessionCache(2_000, () => now);
    cache.set('a', session(1, 10), cache.mark());
    now += 999;
    expect(cache.get('a')).toEqual({ session: session(1, 10), isDue: false });
    now += 1;
    expect(cache.get('a')).toEqual({ session: session(1, 10), isDue: true });
    now += 999;
    expect(cache.get('a')?.isDue).toBe(true);
    now += 1;
    expect(cache.get('a')).toBeNull();
    expect(cache.get('unknown')).toBeNull();
  });

  it('starts the time again when the session is stored again', () => {
    let now = 0;
    const cache = new SessionCache(2_000, () => now);
    cache.set('a', session(1, 10), cache.mark());
    now = 1_500;
    cache.set('a', session(1, 10), cache.mark());
    now = 2_400;
    expect(cache.get('a')?.isDue).toBe(false);
  });

  it('keeps nothing with a ttl of 0', () => {
    const cache = new SessionCache(0, () => 0);
    cache.set('a', session(1, 10), cache.mark());
    expect(cache.get('a')).toBeNull();
  });

  it('forgets a token, an ended session, and every session of a user', () => {
    const cache = new SessionCache(60_000, () => 0);
    cache.set('a', session(1, 10), cache.mark());
    cache.set('b', session(2, 10), cache.mark());
    cache.set('c', session(3, 20), cache.mark());
    cache.set('d', session(4, 30), cache.mark());
    cache.forget('d');
    expect(cache.get('d')).toBeNull();
    cache.forgetSession(3);
    expect(cache.get('c')).toBeNull();
    expect(cache.get('a')?.session.sessionId).toBe(1);
    cache.forgetUser(10);
    expect([cache.get('a'), cache.get('b')]).toEqual([null, null]);
  });

  it('does not store what a look-up read before a session ended', () => {
    const cache = new SessionCache(60_000, () => 0);
    const beforeSignOut = cache.mark();
    cache.forgetSession(1);
    cache.set('a', session(1, 10), beforeSignOut);
    expect(cache.get('a')).toBeNull();
    const beforeNewPassword = cache.mark();
    cache.forgetUser(10);
    cache.set('a', session(1, 10), beforeNewPassword);
    expect(cache.get('a')).toBeNull();
    cache.set('a', session(1, 10), cache.mark());
    expect(cache.get('a')?.session.sessionId).toBe(1);
  });

  it('drops the oldest token beyond its bound', () => {
    const cache = new SessionCache(60_000, () => 0);
    for (let i = 0; i <= 10_000; i += 1) cache.set(`t${i}`, session(i, i), cache.mark());
    expect(cache.get('t0')).toBeNull();
    expect(cache.get('t1')?.session.sessionId).toBe(1);
    expect(cache.get('t10000')?.session.sessionId).toBe(10_000);
  });
});
