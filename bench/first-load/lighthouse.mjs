// Lighthouse (mobile, its default simulated slow 4G and 4x CPU) on pages of a running
// portal, in Debian's Chromium. Lighthouse and puppeteer-core live in bench/first-load/tools
// (installed on demand by ensureBenchTools, never by a plain install of the workspace).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const TOOLS_DIR = join(import.meta.dirname, 'tools');

/** Installs the pinned tools from their lockfile the first time (~30 s, ~185 MB). */
export function ensureBenchTools() {
  if (existsSync(join(TOOLS_DIR, 'node_modules', 'lighthouse', 'package.json'))) return;
  console.log('Installing lighthouse into bench/first-load/tools (once) ...');
  const result = spawnSync(
    'npm',
    ['ci', '--prefix', TOOLS_DIR, '--no-audit', '--no-fund', '--loglevel=error'],
    { stdio: 'inherit', env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: '1' } },
  );
  if (result.status !== 0) throw new Error('npm ci of bench/first-load/tools failed');
}

async function importTool(path) {
  return import(pathToFileURL(join(TOOLS_DIR, 'node_modules', path)).href);
}

/** The run whose score is the median of `results` (an odd count: the middle one). */
function medianRun(results) {
  const sorted = [...results].sort((a, b) => a.score - b.score);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * Runs Lighthouse `runs` times on each page of every build in `builds` (`{ key, pages }`,
 * each page `{ name, url, auth }`) in one Chromium (a fresh page each, each run a first
 * load: no service worker, no cached file); `auth`, when given, is put in local storage
 * first, as a signed-in phone has it. The builds take turns run by
 * run on each page (federated, single, federated, single, ...), so neither gets the cold
 * first runs of the browser or a quiet or busy spell of the machine to itself.
 * Returns per build key, per page, the run with the median score, `{ name, score, lcp,
 * fcp, tbt, cls, scores }` (times in ms, score 0-100, `scores` of every run).
 * why several runs: Lighthouse's own guidance for its variance (the main thread's long
 * tasks differ from run to run, and TBT weighs 30 %) is the median of several runs.
 */
export async function runLighthouse(builds, { chromePath, runs = 1 }) {
  const { default: lighthouse } = await importTool('lighthouse/core/index.js');
  const { default: puppeteer } = await importTool(
    'puppeteer-core/lib/esm/puppeteer/puppeteer-core.js',
  );
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const results = Object.fromEntries(builds.map(({ key }) => [key, []]));
  try {
    const pageCount = Math.max(...builds.map(({ pages }) => pages.length));
    for (let index = 0; index < pageCount; index += 1) {
      const tries = new Map(builds.map(({ key }) => [key, []]));
      for (let run = 0; run < runs; run += 1) {
        for (const { key, pages } of builds) {
          tries.get(key).push(await lighthouseOnce(lighthouse, browser, pages[index]));
        }
      }
      for (const [key, own] of tries) {
        results[key].push({
          ...medianRun(own),
          // why: a layout shift or a broken page in any run counts, not only in the median one.
          cls: Math.max(...own.map((t) => t.cls)),
          runtimeError: own.find((t) => t.runtimeError)?.runtimeError ?? null,
          scores: own.map((t) => t.score),
        });
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

async function lighthouseOnce(lighthouse, browser, { name, url, auth }) {
  const page = await browser.newPage();
  const origin = new URL(url).origin;
  // why: a same-origin file that is not the app, so nothing clears storage first.
  await page.goto(`${origin}/config.json`);
  // why: every run a first load, as Lighthouse's own storage reset (off here, as it would
  // clear the session too) makes it: without the worker the portal installed in an earlier
  // run, whose caches then answered every file of the page, and without the HTTP cache.
  // The single build has no worker, so its later runs were first loads and the portal's not.
  await page.evaluate(async (record) => {
    localStorage.clear();
    if (record) localStorage.setItem('auth', JSON.stringify(record));
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
    await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
  }, auth ?? null);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const answer = await lighthouse(
    url,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    },
    undefined,
    page,
  );
  const { lhr } = answer;
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  await page.close();
  return {
    name,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}
