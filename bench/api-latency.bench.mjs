// Latency and memory benchmark of the built api (api/dist/main.js). Starts the server on
// 127.0.0.1 with a fresh temporary DATA_DIR (PGlite, or DATABASE_URL when set), logs in as
// the demo manager, warms up, then measures the calls a nurse's phone makes most, one at a
// time and with a few clients in parallel, and checks the targets below. Exits 1 when a
// target fails or the run breaks; always stops the server and removes the folder.
// Run with `npm run bench` (build first: see bench/README.md). Only talks to 127.0.0.1.
import { rmSync } from 'node:fs';
import { call as callPortal, machine } from './lib/measure.mjs';
import { assertBuilt, startPortal } from './lib/portal-server.mjs';

// ---------------------------------------------------------------------------------------
// Targets. Chosen from the first runs on a 2-core machine with PGlite (bench/README.md has
// the numbers): the list calls measured ~8-11 ms at p95, so the limits leave room for a
// slower or busier machine while still catching a real regression (a missing index, an
// N+1 query, a per-call hash), which costs a multiple, not a few milliseconds.
// ---------------------------------------------------------------------------------------
const LIST_CALLS = ['rentals active p1', 'rentals active p3 search', 'requests open p1'];

const TARGETS = [
  {
    name: 'list calls, sequential p95',
    calls: LIST_CALLS,
    mode: 'sequential',
    stat: 'p95',
    max: 50,
    why:
      'A nurse opens a list on a phone next to a bed, often on poor Wi-Fi that already ' +
      'costs 100+ ms; the server share must stay far below the ~100 ms in which a tap ' +
      'still feels instant. 50 ms is ~5x what PGlite on 2 cores needs today (~8-11 ms).',
  },
  {
    name: 'rental details, sequential p95',
    calls: ['rental details'],
    mode: 'sequential',
    stat: 'p95',
    max: 50,
    why: 'The step after a list (or a QR scan): must feel as instant as the list itself.',
  },
  {
    name: 'identify, sequential p95',
    calls: ['identify'],
    mode: 'sequential',
    stat: 'p95',
    max: 20,
    why:
      'The shell calls identify on every start and page load before anything is drawn; ' +
      'it is a session lookup plus one row, so it must cost next to nothing.',
  },
  {
    name: '8 parallel clients, p95 of all calls',
    calls: ['mixed, 8 clients'],
    mode: 'parallel',
    stat: 'p95',
    max: 150,
    why:
      'A ward change: several nurses open lists at once. One Node process and one ' +
      'PGlite connection queue the calls, so p95 grows with the queue (measured ~45-52 ' +
      'ms); under 150 ms (~3x) a tap still feels immediate.',
  },
  {
    name: 'login p50 (lower bound)',
    calls: ['login'],
    mode: 'sequential',
    stat: 'p50',
    min: 30,
    why:
      'scrypt N=2^15, r=8 (32 MiB per hash) must stay expensive: far below 30 ms would ' +
      'mean the cost parameters were lowered and guessing passwords became cheap ' +
      '(measured ~90-115 ms; the lock-out after 5 failures is the other half).',
  },
  {
    name: 'login p50 (upper bound)',
    calls: ['login'],
    mode: 'sequential',
    stat: 'p50',
    max: 1000,
    why:
      'A nurse signs in a few times per shift, on a phone; a second on top of the ' +
      'network is the most a sign-in may take.',
  },
  {
    name: 'api + database RSS after the run',
    calls: ['server'],
    mode: 'memory',
    stat: 'rssMb',
    max: 600,
    why:
      'The api and its PGlite database process together (memory.bench.mjs judges the ' +
      'first start and idle against the issue 8 targets). After this run (32 MiB scrypt ' +
      'buffers per login included) 600 MB still catches a leak or an unbounded cache ' +
      'without flapping on noise.',
  },
];

// Bounds: counts and time per phase, so the whole run stays well under a minute.
const BOUNDS = {
  startupMs: 60_000,
  requestTimeoutMs: 10_000,
  warmupRounds: 30,
  sequentialMaxN: 300,
  sequentialMaxMs: 4_000,
  loginN: 8,
  parallelClients: 8,
  parallelMaxN: 800,
  parallelMaxMs: 8_000,
  watchdogMs: 180_000,
};

const LOGIN = { emailaddress: 'beheerder@delinde.nl', password: 'Zonnebloem-Tillift-42' };

// ---------------------------------------------------------------------------------------
// Server lifecycle (lib/portal-server.mjs)
// ---------------------------------------------------------------------------------------
let server = null;
let dataDir = null;

function removeDataDir() {
  if (dataDir) {
    rmSync(dataDir, { recursive: true, force: true });
    dataDir = null;
  }
}
process.on('exit', () => {
  try {
    removeDataDir();
  } catch {
    // nothing more to do while exiting
  }
});

let stopping = null;
function abort(code, reason) {
  stopping ??= (async () => {
    console.error(`\n${reason}`);
    await server?.stop().catch(() => undefined);
    removeDataDir();
    process.exit(code);
  })();
  return stopping;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void abort(130, `Stopped by ${signal}; server stopped.`));
}

/** The api and database processes' memory: RSS now and each one's peak, in MB. */
function readMemory() {
  const { api, db } = server.memory();
  if (!api) return null;
  return {
    rssMb: api.rssMb + (db?.rssMb ?? 0),
    peakMb: api.peakMb + (db?.peakMb ?? 0),
    apiMb: api.rssMb,
    dbMb: db?.rssMb ?? 0,
  };
}

// ---------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------
let baseUrl = '';
let token = '';

function call(method, path, body) {
  return callPortal(baseUrl, method, path, { token, body, timeoutMs: BOUNDS.requestTimeoutMs });
}

async function login() {
  const json = await callPortal(baseUrl, 'POST', '/Rest/Pwa/auth/login', { body: LOGIN });
  if (!json.auth?.token) throw new Error('Login answered no token');
  return json.auth.token;
}

/** The measured calls; `run(i)` does the i-th request of a call and checks its answer. */
function measuredCalls(detailIds) {
  const list = (tabType, filters) => async () => {
    const json = await call('POST', '/Rest/Pwa/customer/rentals/cases', { tabType, filters });
    if (json.response.cases.length === 0) throw new Error('Empty rental page: nothing measured');
  };
  return [
    {
      name: 'identify',
      run: () => call('GET', '/Rest/Pwa/auth/identify'),
    },
    {
      name: 'rentals active p1',
      run: list('active', { limitOffset: 1, limitRows: 10 }),
    },
    {
      // why: 'a' matches most demo cases (31 of 34), so page 3 has rows and the ILIKE
      // search does its full work instead of answering an empty page.
      name: 'rentals active p3 search',
      run: list('active', { limitOffset: 21, limitRows: 10, search: 'a' }),
    },
    {
      name: 'requests open p1',
      run: async () => {
        const json = await call('POST', '/Rest/Pwa/customer/requests/overview', {
          tabType: 'open',
          limitOffset: 1,
          limitRows: 10,
        });
        if (json.response.requests.length === 0) throw new Error('Empty requests page');
      },
    },
    {
      name: 'rental details',
      run: (i) =>
        call('GET', `/Rest/Pwa/customer/rentals/details/${detailIds[i % detailIds.length]}`),
    },
  ];
}

async function timed(run, i) {
  const start = performance.now();
  await run(i);
  return performance.now() - start;
}

async function sequential(run, maxN, maxMs) {
  const samples = [];
  const end = performance.now() + maxMs;
  for (let i = 0; i < maxN && performance.now() < end; i++) samples.push(await timed(run, i));
  return samples;
}

async function parallel(calls, clients, maxN, maxMs) {
  const samples = [];
  const end = performance.now() + maxMs;
  let issued = 0;
  const client = async () => {
    while (issued < maxN && performance.now() < end) {
      const i = issued++;
      samples.push(await timed(calls[i % calls.length].run, i));
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: clients }, client));
  return { samples, seconds: (performance.now() - start) / 1000 };
}

// ---------------------------------------------------------------------------------------
// Statistics and report
// ---------------------------------------------------------------------------------------
function percentile(sorted, p) {
  // nearest rank
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

function summarise(name, mode, samples, extra = '') {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    name,
    mode,
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1],
    extra,
  };
}

function printTable(rows) {
  const ms = (value) => value.toFixed(1);
  const lines = [
    ['call', 'mode', 'n', 'p50 ms', 'p95 ms', 'max ms', ''],
    ...rows.map((r) => [r.name, r.mode, String(r.n), ms(r.p50), ms(r.p95), ms(r.max), r.extra]),
  ];
  const widths = lines[0].map((_, c) => Math.max(...lines.map((line) => line[c].length)));
  for (const [index, line] of lines.entries()) {
    console.log(
      line
        .map((cell, c) => (c >= 2 && c <= 5 ? cell.padStart(widths[c]) : cell.padEnd(widths[c])))
        .join('  ')
        .trimEnd(),
    );
    if (index === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

function checkTargets(rows, memory) {
  let failed = 0;
  for (const target of TARGETS) {
    let value;
    if (target.mode === 'memory') {
      value = memory?.[target.stat];
    } else {
      const matching = rows.filter((r) => r.mode === target.mode && target.calls.includes(r.name));
      // why: a group of calls passes only when its worst member does.
      value = matching.length ? Math.max(...matching.map((r) => r[target.stat])) : undefined;
    }
    const unit = target.mode === 'memory' ? 'MB' : 'ms';
    const limit = [
      target.min !== undefined ? `>= ${target.min} ${unit}` : '',
      target.max !== undefined ? `< ${target.max} ${unit}` : '',
    ]
      .filter(Boolean)
      .join(' and ');
    const ok =
      value !== undefined &&
      Number.isFinite(value) &&
      (target.min === undefined || value >= target.min) &&
      (target.max === undefined || value < target.max);
    if (!ok) failed++;
    const shown =
      value === undefined || !Number.isFinite(value) ? 'not measured' : value.toFixed(1);
    console.log(`${ok ? 'PASS' : 'FAIL'}  ${target.name}: ${shown} ${unit} (target ${limit})`);
  }
  return failed;
}

// ---------------------------------------------------------------------------------------
// Run
// ---------------------------------------------------------------------------------------
async function main() {
  const watchdog = setTimeout(
    () => void abort(1, `Benchmark exceeded ${BOUNDS.watchdogMs} ms; stopped.`),
    BOUNDS.watchdogMs,
  );
  watchdog.unref();
  const began = performance.now();
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite';
  console.log(`api latency benchmark: ${machine()}, ${database}`);
  assertBuilt();
  const databaseUrl = process.env.DATABASE_URL;
  server = await startPortal({ databaseUrl, startupMs: BOUNDS.startupMs });
  dataDir = server.dataDir;
  const afterSeed = readMemory();
  console.log(
    `first start (migrate + seed demo data): ${server.startMs} ms, ` +
      `api + database RSS ${afterSeed ? `${afterSeed.rssMb.toFixed(0)} MB` : 'n/a'}`,
  );
  // why: a real server restarts on existing data, so the measured server is a second
  // start on the same, now seeded, folder (memory.bench.mjs judges the first start).
  await server.stop({ keepData: true });
  server = await startPortal({ dataDir, databaseUrl, startupMs: BOUNDS.startupMs });
  baseUrl = server.baseUrl;
  const afterRestart = readMemory();
  console.log(
    `restart on the seeded data: ${server.startMs} ms, ` +
      `api + database RSS ${afterRestart ? `${afterRestart.rssMb.toFixed(0)} MB` : 'n/a'}`,
  );

  token = await login();
  const firstPage = await call('POST', '/Rest/Pwa/customer/rentals/cases', {
    tabType: 'active',
    filters: { limitOffset: 1, limitRows: 10 },
  });
  const detailIds = firstPage.response.cases.map((c) => c.rentalCaseId);
  if (detailIds.length === 0) throw new Error('No active rental cases to open');
  const calls = measuredCalls(detailIds);

  // Warm-up: JIT, prepared plans, PGlite page cache, keep-alive connection.
  for (let i = 0; i < BOUNDS.warmupRounds; i++) {
    for (const c of calls) await c.run(i);
  }
  const loginToken = token;
  await login(); // one warm-up login (scrypt's first buffers)

  const rows = [];
  for (const c of calls) {
    const samples = await sequential(c.run, BOUNDS.sequentialMaxN, BOUNDS.sequentialMaxMs);
    rows.push(summarise(c.name, 'sequential', samples));
  }
  const loginSamples = await sequential(login, BOUNDS.loginN, 15_000);
  rows.push(summarise('login', 'sequential', loginSamples));
  token = loginToken;

  const { samples, seconds } = await parallel(
    calls,
    BOUNDS.parallelClients,
    BOUNDS.parallelMaxN,
    BOUNDS.parallelMaxMs,
  );
  rows.push(
    summarise(
      `mixed, ${BOUNDS.parallelClients} clients`,
      'parallel',
      samples,
      `${Math.round(samples.length / seconds)} req/s`,
    ),
  );

  const memory = readMemory();
  console.log('');
  printTable(rows);
  console.log(
    memory
      ? `\napi + database RSS after the run: ${memory.rssMb.toFixed(0)} MB ` +
          `(api ${memory.apiMb.toFixed(0)}, database ${memory.dbMb.toFixed(0)})`
      : '\nserver RSS: not available (no /proc on this system)',
  );
  console.log('');
  const failed = checkTargets(rows, memory);
  console.log(
    `\n${failed === 0 ? 'All targets met' : `${failed} target(s) failed`} ` +
      `(${((performance.now() - began) / 1000).toFixed(1)} s)`,
  );
  return failed === 0 ? 0 : 1;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  // why: after SIGINT or the watchdog the calls fail because the server is gone; abort()
  // reports and exits, so stay quiet and let it finish.
  if (stopping) await stopping;
  console.error(`\nBenchmark broke off: ${error instanceof Error ? error.message : error}`);
  if (server?.output.length) {
    console.error(`server output:\n${server.output.join('').slice(-4000)}`);
  }
  exitCode = 1;
} finally {
  if (stopping) await stopping;
  await server?.stop().catch(() => undefined);
  removeDataDir();
}
process.exit(exitCode);
