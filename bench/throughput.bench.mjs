// Throughput on the demo data (issue 8 item 4): 50 connections on the rentals list for a
// few seconds with autocannon, on PGlite and on a throw-away PostgreSQL cluster, with the
// ceiling of this machine measured in the same run (Fastify answering a constant, in its
// own process). Every answer must be 200 (non-2xx or errors fail the run). Prints each
// figure beside its target; exits 1 when one is missed. See bench/README.md.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startPostgresCluster } from '../scripts/postgres-cluster.mjs';
import { startConstantServer } from './lib/constant-server.mjs';
import { createReport, login, machine } from './lib/measure.mjs';
import { assertBuilt, REPO_ROOT, startPortal } from './lib/portal-server.mjs';

const autocannon = createRequire(join(REPO_ROOT, 'package.json'))('autocannon');

const { values: options } = parseArgs({ options: { only: { type: 'string' } }, strict: false });

const TARGETS = { pglite: 500, postgres: 1500, p99Ms: 50 };
const LOAD = { connections: 50, warmupSeconds: 3, seconds: 10 };
const LIST_BODY = JSON.stringify({ tabType: 'active', filters: { limitOffset: 1, limitRows: 10 } });

async function hammer(url, headers = {}, seconds = LOAD.seconds) {
  const result = await autocannon({
    url,
    connections: LOAD.connections,
    duration: seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: LIST_BODY,
  });
  const codes = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}: ${count}`)
    .join(', ');
  // why: a run that fails should say how (503 is the api shedding load, see
  // api/src/plugins/under-pressure.ts and work-lanes.ts; errors and timeouts are the client's).
  console.log(
    `  ${url}: ${result.requests.total} answers (${codes || 'none'}), ` +
      `${result.errors} errors, ${result.timeouts} timeouts`,
  );
  return {
    perSecond: result.requests.average,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

async function ceiling() {
  const server = await startConstantServer();
  try {
    await hammer(server.url, {}, LOAD.warmupSeconds);
    return await hammer(server.url);
  } finally {
    server.stop();
  }
}

async function onPortal(kind, report, databaseUrl) {
  const server = await startPortal({ databaseUrl });
  try {
    const token = await login(server.baseUrl);
    const url = `${server.baseUrl}/Rest/Pwa/customer/rentals/cases`;
    await hammer(url, { 'x-auth-token': token }, LOAD.warmupSeconds);
    const result = await hammer(url, { 'x-auth-token': token });
    report.add({
      name: `${kind}: rentals list, ${LOAD.connections} connections, requests per second`,
      value: result.perSecond,
      unit: 'req/s',
      min: TARGETS[kind],
    });
    report.add({ name: `${kind}: p99 latency`, value: result.p99, unit: 'ms', max: TARGETS.p99Ms });
    report.add({
      name: `${kind}: answers that were not 200 (or failed)`,
      value: result.bad,
      unit: '',
      max: 0,
    });
    return result;
  } finally {
    await server.stop();
  }
}

async function main() {
  assertBuilt();
  console.log(
    `throughput benchmark: ${machine()}; ${LOAD.connections} connections, ${LOAD.seconds} s each`,
  );
  const report = createReport('throughput');
  const top = await ceiling();
  report.add({
    name: `ceiling: Fastify answering a constant, ${LOAD.connections} connections`,
    value: top.perSecond,
    unit: 'req/s',
    info: true,
  });
  report.add({ name: 'ceiling: p99 latency', value: top.p99, unit: 'ms', info: true });
  if (options.only !== 'postgres') {
    const result = await onPortal('pglite', report);
    console.log(
      `  PGlite reaches ${((100 * result.perSecond) / top.perSecond).toFixed(0)}% of the ceiling`,
    );
  }
  if (options.only !== 'pglite') {
    const cluster = await startPostgresCluster({ quiet: true });
    process.once('exit', cluster.stop);
    try {
      const result = await onPortal('postgres', report, cluster.url);
      console.log(
        `  PostgreSQL reaches ${((100 * result.perSecond) / top.perSecond).toFixed(0)}% of the ceiling`,
      );
    } finally {
      cluster.stop();
    }
  }
  return report.summary();
}

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
process.exitCode = (await main()) === 0 ? 0 : 1;
