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

/**
 * Opens `url` in a fresh phone context (auth record in local storage when given) and
 * resolves to `{ ms, jsBytes, requests }`; `selector` is the element that counts as drawn.
 */
export async function measureFirstLoad(browser, { url, selector, auth }) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'nl-NL',
  });
  try {
    const page = await context.newPage();
    // why: a same-origin file that is not the app, so nothing clears storage first.
    await page.goto(new URL('/config.json', url).href);
    await page.evaluate((record) => {
      localStorage.clear();
      if (record) localStorage.setItem('auth', JSON.stringify(record));
    }, auth ?? null);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE_PROFILE.latencyMs,
      downloadThroughput: PHONE_PROFILE.downloadBitsPerSecond / 8,
      uploadThroughput: PHONE_PROFILE.uploadBitsPerSecond / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });

    const scripts = new Map();
    let requests = 0;
    cdp.on('Network.requestWillBeSent', (event) => {
      requests += 1;
      if (event.type === 'Script') scripts.set(event.requestId, 0);
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (scripts.has(event.requestId)) scripts.set(event.requestId, event.encodedDataLength);
    });

    // why: the moment the element appears, seen from inside the page (performance.now()
    // counts from the navigation's start), not when a poll from outside happens to look.
    await page.addInitScript((wanted) => {
      const look = () => {
        if (window.__firstLoadMs === undefined && document.querySelector(wanted)) {
          window.__firstLoadMs = performance.now();
        }
      };
      new MutationObserver(look).observe(document, { subtree: true, childList: true });
    }, selector);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__firstLoadMs !== undefined, null, {
      timeout: PAGE_TIMEOUT_MS,
      polling: 50,
    });
    const ms = await page.evaluate(() => window.__firstLoadMs);
    await page.waitForTimeout(SETTLE_MS);
    const jsBytes = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
    return { ms, jsBytes, requests };
  } finally {
    await context.close();
  }
}
