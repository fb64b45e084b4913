// Running as a service: the health endpoints, draining, the request id, the request log
// line and the metrics, on the app as main.ts builds it.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { readMigrations } from '../db/migrate.js';
import { ANNA, createTestContext, type TTestContext } from '../testing/test-context.js';
import { openTestDatabase } from '../testing/test-database.js';
import { metricsRegistry } from './metrics.js';

let context: TTestContext;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  context = await createTestContext();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({
    config: { ...context.config, metricsPort: 9 },
    db: context.db,
    logger: { level: 'info', stream },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await context.close();
});

const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('health', () => {
  it('says alive and ready, outside /Rest/Pwa and without a session', async () => {
    const alive = await app.inject({ method: 'GET', url: '/healthz' });
    expect([alive.statusCode, alive.json()]).toEqual([200, { status: 'alive' }]);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready on a database that lacks a migration of this build', async () => {
    const older = await openTestDatabase(readMigrations().slice(0, -1));
    const behind = await buildApp({ config: context.config, db: older.db });
    try {
      const ready = await behind.inject({ method: 'GET', url: '/readyz' });
      expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'migrations pending' }]);
    } finally {
      await behind.close();
      await older.drop();
    }
  });

  it('is not ready while draining, keeps answering, and closes each connection', async () => {
    const draining = await buildApp({ config: context.config, db: context.db });
    try {
      draining.serviceState.draining = true;
      const ready = await draining.inject({ method: 'GET', url: '/readyz' });
      expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'draining' }]);
      const config = await draining.inject({ method: 'GET', url: '/config.json' });
      expect(config.statusCode).toBe(200);
      expect(config.headers.connection).toBe('close');
    } finally {
      await draining.close();
    }
  });
});

describe('request id and log', () => {
  it("answers with the balancer's well-formed request id, or a new one", async () => {
    const given = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'lb-4f2a.9:1' },
    });
    expect(given.headers['x-request-id']).toBe('lb-4f2a.9:1');
    const malformed = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'a b<script>' },
    });
    expect(malformed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs one line per call with the route template, status and duration, never the address', async () => {
    const token = await context.login(ANNA);
    lines.length = 0;
    const answer = await app.inject({
      method: 'GET',
      url: '/Rest/Pwa/global/locations/424242?secret=geheim',
      headers: { 'x-auth-token': token, 'x-request-id': 'trace-1' },
    });
    expect(answer.statusCode).toBe(200);
    const line = logged().find((entry) => entry.reqId === 'trace-1');
    expect(line).toMatchObject({
      msg: 'answered',
      method: 'GET',
      route: '/Rest/Pwa/global/locations/:id',
      status: 200,
    });
    expect(typeof line?.ms).toBe('number');
    const text = lines.join('\n');
    expect(text).not.toContain('424242');
    expect(text).not.toContain('geheim');
    expect(text).not.toContain(token);
  });
});

describe('metrics', () => {
  it('counts calls and their durations by route template, never by id', async () => {
    const token = await context.login(ANNA);
    for (const id of [7001, 7002]) {
      await app.inject({
        method: 'GET',
        url: `/Rest/Pwa/global/locations/${id}`,
        headers: { 'x-auth-token': token },
      });
    }
    const text = await metricsRegistry.metrics();
    expect(text).toMatch(
      /portal_http_requests_total\{method="GET",route="\/Rest\/Pwa\/global\/locations\/:id",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /portal_http_request_duration_seconds_count\{method="GET",route="\/Rest\/Pwa\/global\/locations\/:id"\} [1-9]/,
    );
    expect(text).not.toMatch(/700[12]/);
    expect(text).toMatch(/portal_db_pool_connections\{pool="main",state="idle"\} \d/);
    expect(text).toMatch(/portal_db_pool_wait_seconds_total\{pool="urgent"\} [\d.e-]+/);
    expect(text).toMatch(/portal_lane_calls\{lane="list",state="waiting"\} 0/);
    expect(text).toContain('portal_exports_in_progress 0');
    expect(text).toContain('portal_uploads_in_progress 0');
    expect(text).toContain('# TYPE portal_sign_in_throttled_total counter');
  });
});
