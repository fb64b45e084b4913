import { describe, expect, it } from 'vitest';
import type { TLiveSession } from '../repositories/sessions-repository.js';
import { SessionCache } from './session-cache.js';

function session(sessionId: number, userId: number): TLiveSession {
  return { sessionId, userId, organisationId: 1, fullName: 'Anna', roles: [], permissions: {} };
}

describe('SessionCache', () => {
  it('reuses a session for ttlMs, then asks again', () => {
    let now = 1_000;
    const cache = new SessionCache(2_000, () => now);
    cache.set('a', session(1, 10));
    now += 1_999;
    expect(cache.get('a')?.sessionId).toBe(1);
    now += 1;
    expect(cache.get('a')).toBeNull();
    expect(cache.get('unknown')).toBeNull();
  });

  it('keeps nothing with a ttl of 0', () => {
    const cache = new SessionCache(0, () => 0);
    cache.set('a', session(1, 10));
    expect(cache.get('a')).toBeNull();
  });

  it('forgets an ended session, and every session of a user', () => {
    const cache = new SessionCache(60_000, () => 0);
    cache.set('a', session(1, 10));
    cache.set('b', session(2, 10));
    cache.set('c', session(3, 20));
    cache.forgetSession(3);
    expect(cache.get('c')).toBeNull();
    expect(cache.get('a')?.sessionId).toBe(1);
    cache.forgetUser(10);
    expect([cache.get('a'), cache.get('b')]).toEqual([null, null]);
  });

  it('drops the oldest token beyond its bound', () => {
    const cache = new SessionCache(60_000, () => 0);
    for (let i = 0; i <= 10_000; i += 1) cache.set(`t${i}`, session(i, i));
    expect(cache.get('t0')).toBeNull();
    expect(cache.get('t1')?.sessionId).toBe(1);
    expect(cache.get('t10000')?.sessionId).toBe(10_000);
  });
});
