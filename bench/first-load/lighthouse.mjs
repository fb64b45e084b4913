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
 * Runs Lighthouse `runs` times on each `{ name, url, auth }` in one Chromium (a fresh page
 * each); `auth`, when given, is put in local storage first, as a signed-in phone has it.
 * Returns per page the run with the median score, `{ name, score, lcp, fcp, tbt, cls,
 * scores }` (times in ms, score 0-100, `scores` of every run).
 * why several runs: Lighthouse's own guidance for its variance (the main thread's long
 * tasks differ from run to run, and TBT weighs 30 %) is the median of several runs.
 */
export async function runLighthouse(pages, { chromePath, runs = 1 }) {
  const { default: lighthouse } = await importTool('lighthouse/core/index.js');
  const { default: puppeteer } = await importTool(
    'puppeteer-core/lib/esm/puppeteer/puppeteer-core.js',
  );
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const results = [];
  try {
    for (const { name, url, auth } of pages) {
      const tries = [];
      for (let run = 0; run < runs; run += 1)
        tries.push(await lighthouseOnce(lighthouse, browser, { name, url, auth }));
      results.push({
        ...medianRun(tries),
        // why: a layout shift or a broken page in any run counts, not only in the median one.
        cls: Math.max(...tries.map((t) => t.cls)),
        runtimeError: tries.find((t) => t.runtimeError)?.runtimeError ?? null,
        scores: tries.map((t) => t.score),
      });
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
  await page.evaluate((record) => {
    localStorage.clear();
    if (record) localStorage.setItem('auth', JSON.stringify(record));
  }, auth ?? null);
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
