// First-load benchmark (issue 8 item 5): the federated portal against a single Vite build
// of the same shell and areas, built here in the same run, on a throttled phone in
// Debian's Chromium, with the floor (that single build holding every share as the shell
// provides it) as each figure's limit; then Lighthouse (mobile) on the federated portal.
// Prints every figure beside its target and exits 1 on a miss or a broken run. Needs
// `npm run build` first.
// Only talks to 127.0.0.1; stops its servers and removes its folders, also on Ctrl-C.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { ensureBenchTools, runLighthouse } from './first-load/lighthouse.mjs';
import {
  launchChromium,
  measureFirstLoad,
  measureRepeatVisit,
  PHONE_PROFILE,
} from './first-load/measure-page.mjs';
import { REPO_ROOT, signIn, startApi } from './first-load/servers.mjs';
import { buildSingleBaseline } from './first-load/single-build.mjs';

// ---------------------------------------------------------------------------------------
// Targets (issue 8 item 5, issue 26). Ratios are federated / single build, medians of RUNS
// loads each, measured alternately in one run, so a busy shared machine slows both alike.
// Lighthouse: the federated page scores no lower than the single build's in the same run
// (issue 26: both move by ~10 points with the machine's load, so an absolute 95 judged the
// machine, not the build).
// ---------------------------------------------------------------------------------------
const MAX_TIME_RATIO = 1.15;
const MAX_JS_RATIO = 1.15;
const MAX_CLS = 0;
/** Issue 29: a repeat visit (the service worker's caches) at most half a first visit. */
const MAX_REPEAT_RATIO = 0.5;

const RUNS = Number(process.env.FIRST_LOAD_RUNS ?? 5);
/** Lighthouse runs per page; the median score counts (Lighthouse's guidance on variance). */
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const WATCHDOG_MS = 20 * 60_000;

/** The two pages the issue times, and what counts as drawn on each. */
const TIMED_PAGES = [
  { name: 'login field', path: '/auth/login', selector: 'main form input', signedIn: false },
  {
    name: 'first row of /rentals/active',
    path: '/rentals/active',
    selector: 'main [role="table"] [role="cell"]',
    signedIn: true,
  },
];

const LIGHTHOUSE_PAGES = [
  { name: '/auth/login', path: '/auth/login', signedIn: false },
  { name: '/home', path: '/home', signedIn: true },
  { name: '/rentals/active', path: '/rentals/active', signedIn: true },
];

const REQUIRED_BUILDS = [
  'api/dist/main.js',
  'shell/dist/index.html',
  'mf-auth/dist/first-load.json',
  'mf-rentals/dist/first-load.json',
];

const cleanups = [];
async function cleanUp() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error('cleanup:', error.message);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void cleanUp().finally(() => process.exit(130)));
}
const watchdog = setTimeout(() => {
  console.error(`first-load: no result after ${WATCHDOG_MS / 60_000} minutes, stopping`);
  void cleanUp().finally(() => process.exit(1));
}, WATCHDOG_MS);
watchdog.unref();

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;

/**
 * A plain build of its own (the baseline, or with `keepShares` the floor; single-build.mjs):
 * its own builds folder holding only shell/dist, and a manifest.
 */
async function preparePlainBuild(name, options) {
  const buildsRoot = mkdtempSync(join(tmpdir(), `portal-${name}-build-`));
  cleanups.push(() => rmSync(buildsRoot, { recursive: true, force: true }));
  const started = Date.now();
  await buildSingleBaseline(buildsRoot, options);
  console.log(`${name} build ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // why: the router, the menus and /home's tiles show an area only when the manifest names
  // its remote; the plain builds import the areas themselves and never fetch these entries.
  const manifest = join(buildsRoot, 'remotes.json');
  writeFileSync(
    manifest,
    JSON.stringify(
      Object.fromEntries(
        deployedAreas().map((area) => [area, { entry: `/mf/${area}/remoteEntry.js` }]),
      ),
    ),
  );
  return { BUILDS_ROOT: buildsRoot, REMOTES_MANIFEST: manifest };
}

/**
 * The areas the federated portal shows: every built remote, found as the api finds them
 * (`scanRemotes`, api/src/routes/static/remotes-manifest.ts).
 */
function deployedAreas() {
  return readdirSync(REPO_ROOT)
    .map((folder) => /^mf-([a-z0-9][a-z0-9-]*)$/.exec(folder)?.[1])
    .filter((area) => area && existsSync(join(REPO_ROOT, `mf-${area}`, 'dist', 'remoteEntry.js')))
    .sort();
}

/**
 * The builds must draw the same pages: an area missing from one manifest takes its tiles,
 * menu entries and calls off that build's pages (the plain builds once named 3 of the 6
 * areas, and their /home drew 176 elements against 253 and no overdue-inspections call).
 */
async function assertSameAreas(servers) {
  const areasOf = async (server) =>
    Object.keys(await (await fetch(`${server.url}/remotes.json`)).json())
      .sort()
      .join(', ');
  const expected = await areasOf(servers[0]);
  for (const server of servers.slice(1)) {
    const areas = await areasOf(server);
    if (areas !== expected) {
      throw new Error(`${server.name} shows the areas ${areas}, ${servers[0].name} ${expected}`);
    }
  }
}

async function timeEveryBuild(browser, servers) {
  const samples = new Map();
  const order = [servers.single, servers.federated, servers.floor];
  for (let run = 0; run <= RUNS; run += 1) {
    for (const page of TIMED_PAGES) {
      // why: alternate the order of the builds, so a load spike hits them alike.
      const turn = run % 2 ? [...order].reverse() : order;
      for (const server of turn) {
        const result = await measureFirstLoad(browser, {
          url: `${server.url}${page.path}`,
          selector: page.selector,
          auth: page.signedIn ? server.auth : null,
        });
        // why: run 0 warms the server (compression, file caches) and is not counted.
        if (run === 0) continue;
        const key = `${page.name}|${server.name}`;
        if (!samples.has(key)) samples.set(key, []);
        samples.get(key).push(result);
      }
    }
    if (run > 0) process.stdout.write(`  run ${run}/${RUNS} done\n`);
  }
  return samples;
}

function judgeTimes(samples) {
  const rows = [];
  const medians = (page, pick) =>
    ['single', 'federated', 'floor'].map((build) =>
      median(samples.get(`${page.name}|${build}`).map(pick)),
    );
  for (const page of TIMED_PAGES) {
    const time = medians(page, (sample) => sample.ms);
    const js = medians(page, (sample) => sample.jsBytes);
    const requests = medians(page, (sample) => sample.requests);
    rows.push({
      what: `time to ${page.name}`,
      values: time.map(ms),
      medians: time,
      target: MAX_TIME_RATIO,
    });
    rows.push({
      what: `JS bytes, ${page.path}`,
      values: js.map(kb),
      medians: js,
      target: MAX_JS_RATIO,
    });
    rows.push({
      what: `requests, ${page.path} (not judged)`,
      values: requests.map(String),
      medians: requests,
      target: null,
    });
  }
  console.log('');
  console.log(
    `${'figure'.padEnd(42)} ${'single build'.padStart(13)} ${'federated'.padStart(11)} ${'ratio'.padStart(6)}  ${'target'.padEnd(13)} ${'floor'.padStart(11)} ${'limit'.padStart(6)}`,
  );
  let misses = 0;
  for (const row of rows) {
    const [single, federated, floor] = row.medians;
    const ratio = federated / single;
    const verdict =
      row.target === null ? '' : ratio <= row.target ? 'PASS' : ((misses += 1), 'FAIL');
    const target = row.target === null ? '' : `<= ${row.target.toFixed(2)}  ${verdict}`;
    console.log(
      `${row.what.padEnd(42)} ${row.values[0].padStart(13)} ${row.values[1].padStart(11)} ${ratio.toFixed(2).padStart(6)}  ${target.padEnd(13)} ${row.values[2].padStart(11)} ${(floor / single).toFixed(2).padStart(6)}`,
    );
  }
  console.log(
    'floor: the single build whose start also holds every shared library as the shell provides\n' +
      'it (no federation code); limit = floor / single: what a federation that loads every share\n' +
      'at start could reach at best (a page that loads only its own shares can do better; bench/README.md).',
  );
  return misses;
}

/**
 * Issue 29: the first row of /rentals/active on the phone, a first visit and a repeat
 * visit in the same context (the service worker installed in between, the HTTP cache
 * kept, as a returning user has both), RUNS times.
 */
async function judgeRepeatVisits(browser, server) {
  const page = TIMED_PAGES[1];
  const firsts = [];
  const repeats = [];
  for (let run = 0; run < RUNS; run += 1) {
    const { first, repeat } = await measureRepeatVisit(browser, {
      url: `${server.url}${page.path}`,
      selector: page.selector,
      auth: server.auth,
      keptUrl: '/mf/rentals/remoteEntry.js',
    });
    firsts.push(first);
    repeats.push(repeat);
  }
  const ratio = median(repeats) / median(firsts);
  const passes = ratio <= MAX_REPEAT_RATIO;
  console.log('');
  console.log(
    `${'repeat visit, first row of /rentals/active'.padEnd(42)} first ${ms(median(firsts))}, ` +
      `repeat ${ms(median(repeats))}, ratio ${ratio.toFixed(2)}  <= ${MAX_REPEAT_RATIO.toFixed(2)}  ` +
      `${passes ? 'PASS' : 'FAIL'}  (runs: ${firsts.map(ms).join(' ')} / ${repeats.map(ms).join(' ')})`,
  );
  return passes ? 0 : 1;
}

/**
 * Prints the Lighthouse figures of one build; with `baseline` (the single build's results
 * of the same run), judged against it: a score no lower than its page's, and CLS 0.
 */
function reportLighthouse(title, results, baseline) {
  console.log('');
  console.log(
    `${title.padEnd(44)} ${'score'.padStart(5)} ${'runs'.padStart(10)} ${'FCP'.padStart(8)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)}  ${baseline ? 'target' : ''}`,
  );
  let misses = 0;
  for (const result of results) {
    const floor = baseline?.find((other) => other.name === result.name)?.score ?? Infinity;
    const passes = !result.runtimeError && result.score >= floor && result.cls <= MAX_CLS;
    if (baseline && !passes) misses += 1;
    const verdict = baseline
      ? `score >= ${floor} (single build), CLS ${MAX_CLS}  ${passes ? 'PASS' : 'FAIL'}`
      : '';
    console.log(
      `${result.name.padEnd(44)} ${String(result.score).padStart(5)} ${result.scores.join('/').padStart(10)} ${ms(result.fcp).padStart(8)} ${ms(result.lcp).padStart(8)} ${ms(result.tbt).padStart(8)} ${result.cls.toFixed(3).padStart(6)}  ${verdict}${result.runtimeError ? ` (${result.runtimeError})` : ''}`,
    );
  }
  return misses;
}

async function main() {
  const missing = REQUIRED_BUILDS.filter((file) => !existsSync(join(REPO_ROOT, file)));
  if (missing.length > 0) {
    console.error(`first-load: build first (npm run build); missing ${missing.join(', ')}`);
    return 1;
  }
  console.log(
    `first-load benchmark, ${new Date().toISOString()}: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ` +
      `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; phone profile ` +
      `${PHONE_PROFILE.latencyMs} ms RTT, ${PHONE_PROFILE.downloadBitsPerSecond / 1e6} Mbps, ` +
      `${PHONE_PROFILE.cpuSlowdown}x CPU; ${RUNS} runs (medians)`,
  );
  ensureBenchTools();
  const singleEnv = await preparePlainBuild('single', { keepShares: false });
  const floorEnv = await preparePlainBuild('floor', { keepShares: true });
  const [federated, single, floor] = await Promise.all([
    startApi('federated'),
    startApi('single', singleEnv),
    startApi('floor', floorEnv),
  ]);
  cleanups.push(federated.stop, single.stop, floor.stop);
  await assertSameAreas([federated, single, floor]);
  const servers = {
    federated: { ...federated, auth: await signIn(federated.url) },
    single: { ...single, auth: await signIn(single.url) },
    floor: { ...floor, auth: await signIn(floor.url) },
  };

  const browser = await launchChromium(CHROME_PATH);
  cleanups.push(() => browser.close());
  const samples = await timeEveryBuild(browser, servers);
  let misses = judgeTimes(samples);
  misses += await judgeRepeatVisits(browser, servers.federated);

  const pagesOf = (server) =>
    LIGHTHOUSE_PAGES.map((page) => ({
      name: page.name,
      url: `${server.url}${page.path}`,
      auth: page.signedIn ? server.auth : null,
    }));
  const scores = await runLighthouse(
    [
      { key: 'federated', pages: pagesOf(servers.federated) },
      { key: 'single', pages: pagesOf(servers.single) },
    ],
    { chromePath: CHROME_PATH, runs: LIGHTHOUSE_RUNS },
  );
  const federatedScores = scores.federated;
  const singleScores = scores.single;
  misses += reportLighthouse(
    `Lighthouse mobile, federated (median of ${LIGHTHOUSE_RUNS})`,
    federatedScores,
    singleScores,
  );
  reportLighthouse('Lighthouse mobile, single build', singleScores, null);
  console.log('');
  console.log(
    misses === 0 ? 'first-load: every target met' : `first-load: ${misses} target(s) missed`,
  );
  return misses === 0 ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error('first-load: the run broke off:', error);
  code = 1;
} finally {
  await cleanUp();
  clearTimeout(watchdog);
}
process.exit(code);
