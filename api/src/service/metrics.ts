// The portal's Prometheus metrics (prom-client), one registry per process. The counters
// that code elsewhere moves (exports and uploads in progress, sign-in throttling) are
// cheap and always counted; what only a scrape needs (the database pools, the lanes, the
// process's own metrics with the event-loop delay) is read when /metrics is asked, and
// the per-request counting is switched on only when metrics are served (METRICS_PORT).
import client from 'prom-client';
import type { TPoolStats } from '../db/database.js';

export const metricsRegistry = new client.Registry();

/** Calls per route template (never the address itself: ids would make a series each). */
export const httpRequests = new client.Counter({
  name: 'portal_http_requests_total',
  help: 'Answered requests by method, route template and status code',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpDuration = new client.Histogram({
  name: 'portal_http_request_duration_seconds',
  help: 'Time from receiving a request to its answer being sent, by method and route template',
  labelNames: ['method', 'route'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
});

export const exportsInProgress = new client.Gauge({
  name: 'portal_exports_in_progress',
  help: 'Excel downloads being written',
  registers: [metricsRegistry],
});

export const uploadsInProgress = new client.Gauge({
  name: 'portal_uploads_in_progress',
  help: 'Repair uploads being received',
  registers: [metricsRegistry],
});

export const signInThrottled = new client.Counter({
  name: 'portal_sign_in_throttled_total',
  help: 'Sign-in calls refused or slowed by the throttle, by call and reason',
  labelNames: ['call', 'reason'] as const,
  registers: [metricsRegistry],
});

/** What a scrape reads from the running app (set by buildApp when metrics are served). */
type TSources = {
  pools?: () => TPoolStats[];
  lanes?: () => { lane: string; waiting: number; busy: number }[];
};
const sources: TSources = {};

export function observeSources(more: TSources): void {
  Object.assign(sources, more);
}

new client.Gauge({
  name: 'portal_db_pool_connections',
  help: 'Connections of each database pool by state (busy, idle) and callers waiting for one',
  labelNames: ['pool', 'state'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const pool of sources.pools?.() ?? []) {
      this.set({ pool: pool.pool, state: 'busy' }, pool.total - pool.idle);
      this.set({ pool: pool.pool, state: 'idle' }, pool.idle);
      this.set({ pool: pool.pool, state: 'waiting' }, pool.waiting);
    }
  },
});

/** A running total per pool, read from the pool's stats at each scrape. */
function poolTotal(name: string, help: string, pick: (pool: TPoolStats) => number): void {
  new client.Counter({
    name,
    help,
    labelNames: ['pool'] as const,
    registers: [metricsRegistry],
    collect() {
      this.reset();
      for (const pool of sources.pools?.() ?? []) this.inc({ pool: pool.pool }, pick(pool));
    },
  });
}

poolTotal(
  'portal_db_pool_wait_seconds_total',
  'Seconds callers waited for a database connection, summed (divide by acquires)',
  (pool) => pool.waitSeconds,
);
poolTotal(
  'portal_db_pool_acquires_total',
  'Database connections handed out by each pool',
  (pool) => pool.acquired,
);

new client.Gauge({
  name: 'portal_lane_calls',
  help: 'Calls of each work lane (list, export) holding a slot (busy) or waiting for one',
  labelNames: ['lane', 'state'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const lane of sources.lanes?.() ?? []) {
      this.set({ lane: lane.lane, state: 'busy' }, lane.busy);
      this.set({ lane: lane.lane, state: 'waiting' }, lane.waiting);
    }
  },
});

let processMetrics = false;

/**
 * Starts the process's own metrics (CPU, memory, the event-loop delay as a histogram of
 * perf_hooks' monitor, garbage collection), once: they sample all the time, so only a
 * process that serves metrics runs them.
 */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  client.collectDefaultMetrics({ register: metricsRegistry, prefix: 'portal_' });
}

/** Counts one call that is being worked on until `done` is called (once). */
export function countInProgress(gauge: client.Gauge): () => void {
  gauge.inc();
  let open = true;
  return () => {
    if (!open) return;
    open = false;
    gauge.dec();
  };
}
