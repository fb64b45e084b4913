// Health endpoints for load balancers and orchestrators, outside /Rest/Pwa, without a
// session and without personal data:
// - GET /healthz: the process is alive (it answers; nothing else is asked).
// - GET /readyz: it may be given requests: the database answers and has every migration
//   of this build (or newer), and the process is not draining. A balancer checks it
//   often, so it costs one indexed query on the urgent lane, bounded by a time-out.
// After SIGTERM the process drains (service/shutdown.ts): /readyz answers 503 so the
// balancer stops sending new requests, and every answer closes its connection.
import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../db/database.js';
import { appliedMigrationVersion, latestMigrationVersion } from '../db/migrate.js';

export type TServiceState = { draining: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    serviceState: TServiceState;
  }
}

/** A database that has not answered within this long counts as not answering. */
const READY_TIMEOUT_MS = 2_000;

/** Route options of the health endpoints: not shed by under-pressure, not logged per call. */
const HEALTH_ROUTE = {
  // why: under-pressure answers 503 while the database is away; /healthz must still say
  // the process lives (or an orchestrator restarts a healthy process), and /readyz says
  // why it is not ready itself.
  config: { pressureHandler: () => undefined },
  // why: a balancer asks every second or so; those answers would drown the log.
  logLevel: 'warn' as const,
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function healthRoutes(app: FastifyInstance, db: TDatabase): void {
  const state: TServiceState = { draining: false };
  app.decorate('serviceState', state);
  const latest = latestMigrationVersion();

  app.get('/healthz', HEALTH_ROUTE, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'alive' }),
  );

  app.get('/readyz', HEALTH_ROUTE, async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    if (state.draining) return reply.code(503).send({ status: 'draining' });
    let applied: number;
    try {
      applied = await withTimeout(appliedMigrationVersion(db.urgent), READY_TIMEOUT_MS);
    } catch {
      return reply.code(503).send({ status: 'database unavailable' });
    }
    if (applied < latest) return reply.code(503).send({ status: 'migrations pending' });
    return reply.send({ status: 'ready' });
  });

  app.addHook('onSend', async (_request, reply) => {
    // why: a client on a kept-alive connection opens a new one for its next request, and
    // reaches a process that is not going away.
    if (state.draining) void reply.header('Connection', 'close');
  });
}
