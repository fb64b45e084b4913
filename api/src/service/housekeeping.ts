// Housekeeping on a schedule (HOUSEKEEPING_INTERVAL_SECONDS, 10 minutes by default): the
// expired rows of sessions, account tokens, idempotency keys and sign-in counters are
// removed (repositories/housekeeping-repository.ts), and the access log's months are made
// ahead and removed past its retention (access-log/access-log-retention.ts). Every process schedules it, one runs
// it at a time: a run takes a PostgreSQL advisory lock and a process that does not get it
// leaves the run to the one that has it. A run walks each table in windows of a few hundred
// rows, one short statement each, and lets the event loop and the other connections go
// between them, so requests never wait behind it.
import { setImmediate as nextTurn } from 'node:timers/promises';
import client from 'prom-client';
import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../db/database.js';
import {
  SWEPT_TABLES,
  sweepWindow,
  type TSessionLimits,
} from '../repositories/housekeeping-repository.js';
import { keepAccessLog } from '../access-log/access-log-retention.js';
import { failureReason } from './failure-reason.js';
import { metricsRegistry } from './metrics.js';

/** The session limits, and the access log's retention (its minimum when not given). */
export type THousekeepingLimits = TSessionLimits & { accessLogRetentionYears?: number };

const HOUSEKEEPING_LOCK = "hashtext('housekeeping')";

const removedRows = new client.Counter({
  name: 'portal_housekeeping_removed_total',
  help: 'Expired rows removed by housekeeping, by table',
  labelNames: ['table'] as const,
  registers: [metricsRegistry],
});

/**
 * One run: the rows removed per table, or null when another process (or run) holds the
 * lock. On PGlite every connection is the one session, so the lock keeps nobody out; one
 * process owns a PGlite folder, and it runs one run at a time.
 */
export async function runHousekeeping(
  db: TDatabase,
  limits: THousekeepingLimits,
): Promise<Record<string, number> | null> {
  return db.withConnection(async (connection) => {
    const [lock] = await connection.query<{ locked: boolean }>(
      `SELECT pg_try_advisory_lock(${HOUSEKEEPING_LOCK}) AS locked`,
    );
    if (!lock?.locked) return null;
    try {
      const removed: Record<string, number> = {};
      for (const swept of SWEPT_TABLES) {
        let after: string | null = null;
        let count = 0;
        do {
          const window = await sweepWindow(connection, swept, after, limits);
          after = window.last;
          count += window.removed;
          await nextTurn();
        } while (after !== null);
        removed[swept.table] = count;
        if (count > 0) removedRows.inc({ table: swept.table }, count);
      }
      const kept = await keepAccessLog(connection, limits.accessLogRetentionYears ?? 0);
      removed.access_log = kept.straysRemoved;
      removed.access_log_months = kept.monthsDropped;
      if (kept.straysRemoved > 0) removedRows.inc({ table: 'access_log' }, kept.straysRemoved);
      return removed;
    } finally {
      await connection.query(`SELECT pg_advisory_unlock(${HOUSEKEEPING_LOCK})`);
    }
  });
}

/** Runs housekeeping every `intervalMs` (the first at a random point of the first interval). */
export function housekeepingSchedule(
  app: FastifyInstance,
  db: TDatabase,
  limits: THousekeepingLimits & { intervalMs: number },
): void {
  if (limits.intervalMs <= 0) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let closed = false;
  const run = () => {
    if (running || closed) return;
    running = runHousekeeping(db, limits)
      .then((removed) => {
        if (removed) app.log.info({ removed }, 'housekeeping');
      })
      // why: a failed run is the database away or closing; the next run retries.
      .catch((error: unknown) => app.log.warn(failureReason(error), 'housekeeping failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    // why: processes started together (a deploy) would otherwise all ask at once.
    timer = setTimeout(() => {
      run();
      timer = setInterval(run, limits.intervalMs);
      timer.unref();
    }, Math.random() * limits.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    await running;
  });
}
