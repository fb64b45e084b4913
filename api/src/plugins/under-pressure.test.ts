// Load shedding: a database that stops answering turns calls into 503 with Retry-After and
// the Dutch message, instead of requests that hang; the process still says it is alive,
// and not ready.
import { MESSAGES } from '@portal/shared/rules';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { readConfig } from '../config.js';
import { allowLogLines, gatedLogger } from '../testing/log-gate.js';
import { openTestDatabase } from '../testing/test-database.js';

describe('under pressure', () => {
  it('answers 503 with Retry-After while the database health check fails', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({
      config: { ...readConfig({}), scryptCost: 2 ** 10 },
      db: database.db,
      logger: gatedLogger(),
    });
    // why: a call refused under pressure goes no further (it went on to its route before,
    // which answered it a second time).
    let wentOn = 0;
    app.addHook('onRequest', async () => {
      wentOn += 1;
    });
    await app.ready();
    try {
      expect((await app.inject({ method: 'GET', url: '/Rest/Pwa/auth/identify' })).statusCode).toBe(
        401,
      );
      // why: the database is dropped on purpose; the plugin logs its failed check at level 50.
      allowLogLines(/"msg":"external healthCheck function supplied to `under-pressure` threw/);
      await database.drop();
      // why: the health check runs every 5 s; wait for the first one after the drop.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      wentOn = 0;
      const answer = await app.inject({ method: 'GET', url: '/Rest/Pwa/auth/identify' });
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('10');
      expect(answer.json()).toEqual({
        status: 'error',
        message: MESSAGES.serviceUnavailable,
        response: null,
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(wentOn).toBe(0);
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'database unavailable' }]);
    } finally {
      await app.close();
    }
  });
});
