// PostgreSQL goes away for a few seconds and comes back: meanwhile the api answers 503 with
// a Dutch message (and HAProxy, with every process unready, the same envelope); afterwards
// it recovers by itself, and every write it acknowledged is in the database.
import { MESSAGES } from '@portal/shared/rules';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pausePostgres, resumePostgres } from '../../scripts/postgres-cluster.mjs';
import { startBalancedPair, type TBalancedPair } from './support/balanced-pair.js';
import { call, login, rentalRequestBody, rentalRequestIds } from './support/calls.js';
import { sql } from './support/databases.js';
import { allowLogLines } from './support/log-gate.js';
import { eventually, sleep } from './support/processes.js';

let pair: TBalancedPair;

beforeAll(async () => {
  pair = await startBalancedPair();
});
afterAll(() => pair?.close());

describe('a pair.database outage', () => {
  it('answers a Dutch 503 meanwhile, recovers by itself and loses no acknowledged write', async () => {
    const control = inject('clusterControl');
    const token = await login(pair.balancer.url);
    const ids = await rentalRequestIds(pair.database);

    // Writers as the portal's forms are: each write keeps its Idempotency-Key and is sent
    // again until it is acknowledged.
    const acknowledged = new Map<string, number>();
    const unexpected: string[] = [];
    let refusals = 0;
    let writing = true;
    const writers = Array.from({ length: 4 }, async (_, writer) => {
      for (let n = 0; writing; n += 1) {
        const key = `outage-${writer}-${n}`;
        for (;;) {
          const answer = await call(pair.balancer.url, 'PUT', '/customer/rentals/request/article', {
            token,
            body: rentalRequestBody(ids),
            headers: { 'Idempotency-Key': key },
          }).catch((error: unknown) => {
            unexpected.push(String((error as { cause?: unknown }).cause ?? error));
            return null;
          });
          if (answer?.status === 200 && answer.json.status === 'success') {
            acknowledged.set(
              key,
              (answer.json.response as { customerRequestId: number }).customerRequestId,
            );
            break;
          }
          if (
            answer &&
            (answer.status !== 503 || answer.json.message !== MESSAGES.serviceUnavailable)
          ) {
            unexpected.push(`HTTP ${answer.status} ${JSON.stringify(answer.json)}`);
          }
          refusals += 1;
          await sleep(100);
        }
      }
    });

    await sleep(1_000);
    const before = acknowledged.size;
    // why: the database is stopped on purpose; these are the lines an outage logs (the
    // failed health check at level 50, the calls and background work that met it).
    allowLogLines(
      /"msg":"external healthCheck function supplied to `under-pressure` threw/,
      /"msg":"database unavailable"/,
      /"msg":"session look-up in the background failed"/,
      /"msg":"housekeeping failed"/,
    );
    pausePostgres(control);
    try {
      await sleep(500);
      // The api itself: 503, Retry-After, the Dutch message; alive, not ready.
      for (const api of [pair.api1, pair.api2]) {
        const answer = await call(api.url, 'POST', '/customer/rentals/cases', {
          token,
          body: { tabType: 'active', filters: { limitOffset: 1, limitRows: 10 } },
        });
        expect([answer.status, answer.json.message]).toEqual([503, MESSAGES.serviceUnavailable]);
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
        expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
        expect((await fetch(`${api.url}/readyz`)).status).toBe(503);
      }
      // HAProxy, once it has taken both out: the same envelope (deploy/haproxy-503.http).
      await pair.balancer.waitFor({ api1: 'DOWN', api2: 'DOWN' }, 5_000);
      const balanced = await call(pair.balancer.url, 'GET', '/auth/identify', { token });
      expect([balanced.status, balanced.json]).toEqual([
        503,
        { status: 'error', message: MESSAGES.serviceUnavailable, response: null },
      ]);
      await sleep(1_000);
    } finally {
      resumePostgres(control);
    }

    await pair.balancer.waitFor({ api1: 'UP', api2: 'UP' }, 20_000);
    await eventually(async () => {
      expect((await call(pair.api1.url, 'GET', '/auth/identify', { token })).status).toBe(200);
      expect((await call(pair.api2.url, 'GET', '/auth/identify', { token })).status).toBe(200);
    }, 15_000);
    const recovered = acknowledged.size;
    await eventually(() => expect(acknowledged.size).toBeGreaterThan(recovered + 8), 10_000);
    writing = false;
    await Promise.all(writers);

    expect(unexpected).toEqual([]);
    expect(before).toBeGreaterThan(0);
    expect(refusals).toBeGreaterThan(0);
    // Every acknowledged write is there, once per key.
    const stored = await sql<{ key: string; id: number }>(
      pair.database,
      `SELECT k.key, (k.response -> 'response' ->> 'customerRequestId')::int AS id
       FROM idempotency_keys k WHERE k.key LIKE 'outage-%'`,
    );
    expect(new Map(stored.map((row) => [row.key, row.id]))).toEqual(acknowledged);
    const requests = await sql<{ n: number }>(
      pair.database,
      'SELECT count(*)::int AS n FROM customer_requests WHERE id = ANY($1::int[])',
      [[...acknowledged.values()]],
    );
    expect(requests[0]?.n).toBe(acknowledged.size);
  });
});
