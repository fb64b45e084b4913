// The NEN 7513 access log at size (issue 40 §3), on a throw-away PostgreSQL cluster:
// migration 045 alone (the log has no foreign keys), --rows entries (default 2,000,000)
// spread over five years of month partitions, 50 organisations, 2,000 users and 200,000
// client names, then
// - the cost of a details call's entry: one single-row insert as the api writes it
//   (json_to_recordset), p50/p95 over 2,000 inserts one at a time;
// - a list page's entries: 25 rows in one insert, p95;
// - the viewer's three questions within one organisation, newest 25: by client name,
//   by user, by period (one month), p95 over 200 each.
// Prints the figures; bench/README.md "access-log.bench.mjs" has the 100-million-row extrapolation.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { startPostgresCluster } from '../scripts/postgres-cluster.mjs';

// why: pg is the api's dependency, not the workspace root's (as lib/generate-data.mjs).
const pg = createRequire(new URL('../api/package.json', import.meta.url))('pg');

const { values: options } = parseArgs({
  options: { rows: { type: 'string', default: '2000000' } },
  strict: false,
});
const ROWS = Number(options.rows);
const CHUNK = 250_000;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const timedMs = async (fn) => {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
};

const INSERT = `INSERT INTO access_log
  (user_id, on_behalf_of_user_id, organisation_id, kind, record_type, record_id, client_name,
   call, client_address)
SELECT e.u, e.b, e.o, e.k, e.t, e.r, e.n, e.c, e.a
FROM json_to_recordset($1::json) AS e(
  u integer, b integer, o integer, k text, t text, r bigint, n text, c text, a text)`;

const entry = (i) => ({
  u: 1 + (i % 2000),
  b: null,
  o: 1 + (i % 50),
  k: 'view',
  t: 'rentalCase',
  r: i,
  n: `Cliënt ${i % 200_000}`,
  c: 'GET /customer/rentals/details/:rentalCaseId',
  a: '127.0.0.1',
});

const cluster = await startPostgresCluster();
const client = new pg.Client({ connectionString: cluster.url });
try {
  await client.connect();
  console.log(`PostgreSQL ${cluster.version}; ${ROWS.toLocaleString('en')} entries`);
  await client.query(
    readFileSync(new URL('../api/migrations/045_access_log.sql', import.meta.url), 'utf8'),
  );
  await client.query(`SELECT access_log_ensure_month(
      (date_trunc('month', now()) - make_interval(months => m))::date)
    FROM generate_series(0, 60) AS m`);
  const load = await timedMs(async () => {
    for (let from = 0; from < ROWS; from += CHUNK) {
      const to = Math.min(ROWS, from + CHUNK);
      await client.query(
        `INSERT INTO access_log (at, user_id, organisation_id, kind, record_type, record_id,
           client_name, call, client_address)
         SELECT now() - random() * interval '59 months', 1 + i % 2000, 1 + i % 50,
           (ARRAY['view', 'list', 'download', 'change'])[1 + i % 4], 'rentalCase', i,
           'Cliënt ' || (i::bigint * 7919) % 200000, 'POST /customer/rentals/cases', '10.0.0.1'
         FROM generate_series($1::int, $2::int - 1) AS i`,
        [from, to],
      );
    }
    await client.query('ANALYZE access_log');
  });
  console.log(`load: ${(load / 1000).toFixed(1)} s`);
  const [{ size }] = (
    await client.query(
      `SELECT pg_size_pretty(sum(pg_total_relation_size(c.oid))) AS size
       FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
       WHERE i.inhparent = 'access_log'::regclass`,
    )
  ).rows;
  console.log(`table and indexes: ${size}`);

  const single = [];
  for (let i = 0; i < 2000; i += 1) {
    single.push(await timedMs(() => client.query(INSERT, [JSON.stringify([entry(i)])])));
  }
  console.log(
    `details entry (1 row): p50 ${percentile(single, 50).toFixed(2)} ms, p95 ${percentile(single, 95).toFixed(2)} ms`,
  );
  const page = [];
  for (let i = 0; i < 300; i += 1) {
    const rows = Array.from({ length: 25 }, (_, k) => entry(i * 25 + k));
    page.push(await timedMs(() => client.query(INSERT, [JSON.stringify(rows)])));
  }
  console.log(`list page entries (25 rows): p95 ${percentile(page, 95).toFixed(2)} ms`);

  const questions = {
    'by client name': (i) => [
      `SELECT * FROM access_log WHERE organisation_id = $1 AND lower(client_name) = lower($2)
       ORDER BY at DESC LIMIT 25`,
      [1 + (i % 50), `Cliënt ${(i * 7919) % 200_000}`],
    ],
    'by user': (i) => [
      `SELECT * FROM access_log WHERE organisation_id = $1 AND user_id = $2
       ORDER BY at DESC LIMIT 25`,
      [1 + (i % 50), 1 + (i % 2000)],
    ],
    'by period (a month)': (i) => [
      `SELECT * FROM access_log WHERE organisation_id = $1
         AND at >= date_trunc('month', now()) - make_interval(months => $2::int)
         AND at < date_trunc('month', now()) - make_interval(months => $2::int - 1)
       ORDER BY at DESC LIMIT 25`,
      [1 + (i % 50), 1 + (i % 50)],
    ],
  };
  for (const [name, question] of Object.entries(questions)) {
    const times = [];
    for (let i = 0; i < 200; i += 1) {
      const [sql, params] = question(i);
      times.push(await timedMs(() => client.query(sql, params)));
    }
    console.log(`viewer ${name}: p95 ${percentile(times, 95).toFixed(2)} ms`);
  }
} finally {
  await client.end().catch(() => undefined);
  await cluster.stop();
}
