// Stopping without failing a request (a rolling restart, a deploy, Ctrl-C): on SIGTERM or
// SIGINT the process drains: /readyz answers 503 and every answer closes its connection,
// while it keeps serving for SHUTDOWN_DRAIN_SECONDS, so the load balancer's health check
// takes it out of rotation before it stops listening. Then it stops listening, lets the
// requests in flight finish (an Excel download included) for at most
// SHUTDOWN_GRACE_SECONDS, closes what is still open, closes its pools and its database
// process (PGlite), and exits 0. A second signal exits at once.
import type { FastifyInstance } from 'fastify';

export type TShutdownTiming = { drainMs: number; graceMs: number };

const IDLE_CHECK_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Drains `app`, waits for its requests in flight (at most the grace period), closes it. */
export async function drainAndClose(app: FastifyInstance, timing: TShutdownTiming): Promise<void> {
  app.serviceState.draining = true;
  app.log.info({ drainMs: timing.drainMs, graceMs: timing.graceMs }, 'draining');
  if (timing.drainMs > 0) await sleep(timing.drainMs);
  const force = setTimeout(() => {
    app.log.warn('grace period over: closing the connections still open');
    app.server.closeAllConnections();
  }, timing.graceMs);
  // why: Node closes the connections that are idle when closing starts; one whose answer
  // ends later (a download) would stay open until its client lets go of it.
  const idle = setInterval(() => app.server.closeIdleConnections(), IDLE_CHECK_MS);
  try {
    // why: Fastify stops listening, closes idle connections, waits for the open ones,
    // then runs the onClose hooks (housekeeping, the pools, the database process).
    await app.close();
  } finally {
    clearTimeout(force);
    clearInterval(idle);
  }
}

/** On SIGTERM or SIGINT: drain and close, run `after`, exit 0 (1 when closing failed). */
export function stopOnSignals(
  app: FastifyInstance,
  timing: TShutdownTiming,
  after: () => Promise<void> = async () => {},
): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`${signal} again: stopping at once.`);
      process.exit(1);
    }
    stopping = true;
    drainAndClose(app, timing)
      .then(after)
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('Stopping failed:', error);
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
