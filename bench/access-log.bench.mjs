// The NEN 7513 access log at size (issue 40 §3), on a throw-away PostgreSQL cluster:
// migrations 045 and 053 alone (the log has no foreign keys), --rows entries (default
// 2,000,000) spread over five years of month partitions, 50 organisations, 2,000 users and
// 200,000 client names; a quarter of the entries are list pages naming 10 clients, the rest
// name one (as a details call, a download, a change). Then
// - the cost of a details call's entry: one single-row insert as the api writes it
//   (json_to_recordset), p50/p95 over 2,000 inserts one at a time;
// - a list page's entry: one row naming 25 clients, p50/p95/p99/max over 1,000;
// - a group commit under load: 50 list pages of 10 clients in one insert, p95;
// - the viewer's three questions within one organisation, newest 25 (the SQL of
//   api/src/access-log/access-log-questions.ts): by client name, by user, by period (one
//   month), p95 over 200 each, and the plan of the first (it must use the GIN index).
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
  (user_id, on_behalf_of_user_id, organisation_id, kind, record_type, record_ids, client_names,
   call, client_address)
SELECT e.u, e.b, e.o, e.k, e.t, e.r, e.n, e.c, e.a
FROM json_to_recordset($1::json) AS e(
  u integer, b integer, o integer, k text, t text, r bigint[], n text[], c text, a text)`;

/** An entry as the api writes it, naming `clients` clients. */
const entry = (i, clients = 1) => ({
  u: 1 + (i % 2000),
  b: null,
  o: 1 + (i % 50),
  k: clients === 1 ? 'view' : 'list',
  t: 'rentalCase',
  r: Array.from({ length: clients }, (_, k) => i * 100 + k),
  n: Array.from({ length: clients }, (_, k) => `Cliënt ${(i + k * 7) % 200_000}`),
  c: clients === 1 ? 'GET /customer/rentals/details/:rentalCaseId' : 'POST /customer/rentals/cases',
  a: '127.0.0.1',
});

// The questions of api/src/access-log/access-log-questions.ts (this file is plain Node).
const BY_CLIENT_NAME = `SELECT * FROM access_log
WHERE organisation_id = $1
  AND access_log_client_keys(organisation_id, client_names) @> ARRAY[$1::int || '/' || lower($2)]
ORDER BY at DESC LIMIT $3`;
const BY_USER = `SELECT * FROM access_log WHERE organisation_id = $1 AND user_id = $2
ORDER BY at DESC LIMIT $3`;
const IN_PERIOD = `SELECT * FROM access_log
WHERE organisation_id = $1 AND at >= $2::timestamptz AND at < $3::timestamptz
ORDER BY at DESC LIMIT $4`;

const stats = (times) =>
  `p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, ` +
  `p99 ${percentile(times, 99).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms`;

const cluster = await startPostgresCluster();
const client = new pg.Client({ connectionString: cluster.url });
try {
  await client.connect();
  console.log(`PostgreSQL ${cluster.version}; ${ROWS.toLocaleString('en')} entries`);
  for (const file of ['045_access_log.sql', '053_access_log_entry_per_access.sql']) {
    await client.query(readFileSync(new URL(`../api/migrations/${file}`, import.meta.url), 'utf8'));
  }
  await client.query(`SELECT access_log_ensure_month(
      (date_trunc('month', now()) - make_interval(months => m))::date)
    FROM generate_series(0, 60) AS m`);
  const load = await timedMs(async () => {
    for (let from = 0; from < ROWS; from += CHUNK) {
      const to = Math.min(ROWS, from + CHUNK);
      await client.query(
        `INSERT INTO access_log (at, user_id, organisation_id, kind, record_type, record_ids,
           client_names, call, client_address)
         SELECT now() - random() * interval '59 months', 1 + i % 2000, 1 + i % 50,
           (ARRAY['view', 'list', 'download', 'change'])[1 + i % 4], 'rentalCase',
           ARRAY(SELECT i::bigint * 10 + k FROM generate_series(0, n - 1) AS k),
           ARRAY(SELECT 'Cliënt ' || (i::bigint * 7919 + k * 104729) % 200000
                 FROM generate_series(0, n - 1) AS k),
           'POST /customer/rentals/cases', '10.0.0.1'
         FROM generate_series($1::int, $2::int - 1) AS i,
           LATERAL (SELECT CASE WHEN i % 4 = 1 THEN 10 ELSE 1 END AS n) AS clients`,
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

  const [{ sightings }] = (
    await client.query('SELECT sum(cardinality(record_ids))::bigint AS sightings FROM access_log')
  ).rows;
  console.log(`clients named: ${Number(sightings).toLocaleString('en')}`);

  const single = [];
  for (let i = 0; i < 2000; i += 1) {
    single.push(await timedMs(() => client.query(INSERT, [JSON.stringify([entry(i)])])));
  }
  console.log(`details entry (1 row, 1 client): ${stats(single)}`);
  const page = [];
  for (let i = 0; i < 1000; i += 1) {
    page.push(await timedMs(() => client.query(INSERT, [JSON.stringify([entry(i, 25)])])));
  }
  console.log(`list page entry (1 row, 25 clients): ${stats(page)}`);
  const group = [];
  for (let i = 0; i < 200; i += 1) {
    const rows = Array.from({ length: 50 }, (_, k) => entry(i * 50 + k, 10));
    group.push(await timedMs(() => client.query(INSERT, [JSON.stringify(rows)])));
  }
  console.log(`group commit (50 list pages of 10 clients, 1 insert): ${stats(group)}`);

  const month = (i) => {
    const start = new Date();
    start.setUTCDate(1);
    start.setUTCHours(0, 0, 0, 0);
    start.setUTCMonth(start.getUTCMonth() - (1 + (i % 50)));
    const end = new Date(start);
    end.setUTCMonth(end.getUTCMonth() + 1);
    return [start.toISOString(), end.toISOString()];
  };
  const questions = {
    'by client name': (i) => [BY_CLIENT_NAME, [1 + (i % 50), `Cliënt ${(i * 7919) % 200_000}`, 25]],
    'by user': (i) => [BY_USER, [1 + (i % 50), 1 + (i % 2000), 25]],
    'by period (a month)': (i) => [IN_PERIOD, [1 + (i % 50), ...month(i), 25]],
  };
  const plan = (await client.query(`EXPLAIN ${BY_CLIENT_NAME}`, [1, 'Cliënt 7919', 25])).rows.map(
    (row) => row['QUERY PLAN'],
  );
  console.log(
    `by client name uses the GIN index: ${plan.some((line) => /client_keys_idx/.test(line))}`,
  );
  for (const [name, question] of Object.entries(questions)) {
    const times = [];
    let found = 0;
    for (let i = 0; i < 200; i += 1) {
      const [sql, params] = question(i);
      times.push(
        await timedMs(async () => {
          found += (await client.query(sql, params)).rowCount;
        }),
      );
    }
    console.log(`viewer ${name}: ${stats(times)} (${found} entries found in 200)`);
  }
} finally {
  await client.end().catch(() => undefined);
  await cluster.stop();
}
