// One first load of a page in Chromium on a throttled phone profile (CDP, as issue 8
// states it): 150 ms round trip, 1.6 Mbps down, 750 kbps up, 4x slower CPU, empty cache.
// Measures the time from navigation start until an element is in the document, and the
// JavaScript the page transferred (bytes on the wire, compressed, headers included).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { REPO_ROOT } from './servers.mjs';

export const PHONE_PROFILE = {
  latencyMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
  cpuSlowdown: 4,
};

/** Time allowed for one page; a page that does not draw by then is a failed run. */
const PAGE_TIMEOUT_MS = 60_000;
/** After the element shows, scripts still arriving for the page are counted too. */
const SETTLE_MS = 1_500;

/** Playwright as the e2e suite installs it (Debian's Chromium, never a downloaded one). */
export async function launchChromium(chromePath) {
  const fromE2e = createRequire(join(REPO_ROOT, 'e2e', 'package.json'));
  const { chromium } = fromE2e('@playwright/test');
  return chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
}

/** A fresh phone context whose page has `auth` in local storage (null: signed out). */
async function phonePage(browser, url, auth) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'nl-NL',
  });
  const page = await context.newPage();
  // why: a same-origin file that is not the app, so nothing clears storage first.
  await page.goto(new URL('/config.json', url).href);
  await page.evaluate((record) => {
    localStorage.clear();
    if (record) localStorage.setItem('auth', JSON.stringify(record));
  }, auth ?? null);
  return { context, page };
}

/** The phone's network and CPU on `page` (CDP); `httpCache` false: every file is fetched. */
async function throttle(context, page, { httpCache }) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !httpCache });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: PHONE_PROFILE.downloadBitsPerSecond / 8,
    uploadThroughput: PHONE_PROFILE.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
  return cdp;
}

/**
 * Marks, inside the page, the moment `selector` appears in every document it loads
 * (performance.now() counts from the navigation's start), not when a poll from outside
 * happens to look.
 */
async function markWhenDrawn(page, selector) {
  await page.addInitScript((wanted) => {
    const look = () => {
      if (window.__firstLoadMs === undefined && document.querySelector(wanted)) {
        window.__firstLoadMs = performance.now();
      }
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true });
  }, selector);
}

/** Opens `url` and resolves with the ms until the marked element appeared. */
async function timeNavigation(page, url) {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__firstLoadMs !== undefined, null, {
    timeout: PAGE_TIMEOUT_MS,
    polling: 50,
  });
  return page.evaluate(() => window.__firstLoadMs);
}

/**
 * Opens `url` in a fresh phone context (auth record in local storage when given) and
 * resolves to `{ ms, jsBytes, requests }`; `selector` is the element that counts as drawn.
 */
export async function measureFirstLoad(browser, { url, selector, auth }) {
  const { context, page } = await phonePage(browser, url, auth);
  try {
    const cdp = await throttle(context, page, { httpCache: false });
    const scripts = new Map();
    let requests = 0;
    cdp.on('Network.requestWillBeSent', (event) => {
      requests += 1;
      if (event.type === 'Script') scripts.set(event.requestId, 0);
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (scripts.has(event.requestId)) scripts.set(event.requestId, event.encodedDataLength);
    });
    await markWhenDrawn(page, selector);
    const ms = await timeNavigation(page, url);
    await page.waitForTimeout(SETTLE_MS);
    const jsBytes = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
    return { ms, jsBytes, requests };
  } finally {
    await context.close();
  }
}

/** Longest wait for the service worker to control the page and keep the area's entry. */
const WORKER_TIMEOUT_MS = 60_000;
/**
 * After the worker activated, a navigation within a second or two can still go past it
 * (Chromium stores the new registration meanwhile); a returning user comes back later.
 */
const WORKER_SETTLE_MS = 3_000;

/**
 * The phone's network for the service workers of `origin` too: a worker fetches on its
 * own, outside the page's throttling (CDP's emulation is per target), and it fetches
 * every page. Through the browser's session, attached the old (not flattened) way, as
 * Playwright offers CDP sessions for pages only.
 */
async function throttleServiceWorkers(browser, origin) {
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  const workers = targetInfos.filter(
    (target) => target.type === 'service_worker' && target.url.startsWith(origin),
  );
  for (const worker of workers) {
    const { sessionId } = await session.send('Target.attachToTarget', {
      targetId: worker.targetId,
      flatten: false,
    });
    let id = 0;
    const send = (method, params) =>
      session.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id: (id += 1), method, params }),
      });
    await send('Network.enable', {});
    await send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE_PROFILE.latencyMs,
      downloadThroughput: PHONE_PROFILE.downloadBitsPerSecond / 8,
      uploadThroughput: PHONE_PROFILE.uploadBitsPerSecond / 8,
    });
  }
  return workers.length;
}

/**
 * A first visit and a repeat visit of `url` in one phone context (issue 29): the first
 * load (empty caches), then, once the service worker controls the page and keeps
 * `keptUrl` (the area's entry), the same address again, as a returning user opens it:
 * with the browser's HTTP cache and the worker's caches, the worker on the same throttled
 * network as the page. Resolves to `{ first, repeat }` in ms.
 */
export async function measureRepeatVisit(browser, { url, selector, auth, keptUrl }) {
  const { context, page } = await phonePage(browser, url, auth);
  try {
    const cdp = await throttle(context, page, { httpCache: true });
    // why: a first visit starts with empty caches, as in measureFirstLoad.
    await cdp.send('Network.clearBrowserCache');
    await markWhenDrawn(page, selector);
    const first = await timeNavigation(page, url);
    await page.waitForFunction(
      async (kept) =>
        navigator.serviceWorker.controller?.state === 'activated' &&
        (await caches.match(kept)) !== undefined,
      new URL(keptUrl, url).href,
      { timeout: WORKER_TIMEOUT_MS, polling: 250 },
    );
    await page.waitForTimeout(WORKER_SETTLE_MS);
    if ((await throttleServiceWorkers(browser, new URL(url).origin)) === 0) {
      throw new Error('no service worker to throttle: the repeat visit would not be fair');
    }
    const repeat = await timeNavigation(page, url);
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
      throw new Error('the repeat visit did not pass the service worker');
    }
    return { first, repeat };
  } finally {
    await context.close();
  }
}
