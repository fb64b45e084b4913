// At the bedside without a signal (issue 29): the portal is installable, opens an area
// offline with what it showed last under the offline banner, keeps a repair report with
// photos in the outbox through a reload and sends it once when the network is back,
// clears the phone at sign-out, and never keeps a released area from the user online.
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from '../../support/accounts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/chromium';
import { expect, test } from '../../support/fixtures';
import { startReleaseServer } from '../../support/release-server';
import { exampleUrl, serverUrl } from '../../support/servers';
import { CASE_SLOTS, openRequests, pickActiveCase, requestFields } from '../../support/rentals-api';

test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker controls the page (it registers once the page settled). */
async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 20_000,
  });
}

/** Waits until the worker keeps `path` in one of its caches. */
async function kept(page: Page, path: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(async (url) => (await caches.match(url)) !== undefined, path), {
      timeout: 15_000,
    })
    .toBe(true);
}

/**
 * Waits until the worker keeps the start-up files the precached page reads offline; the
 * first page hands them over once the worker controls it, which takes a moment more.
 */
async function startupKept(page: Page): Promise<void> {
  await kept(page, '/config.json');
  await kept(page, '/remotes.json');
}

/** A real 1x1 PNG, padded (a file under 100 bytes counts as a failed download). */
const PHOTO = Buffer.concat([
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  Buffer.alloc(200),
]);

test('installable: a manifest from the branding, its icons, and a worker that controls the page', async ({
  page,
  signInAs,
}) => {
  await signInAs('anna');
  await page.goto('/home');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/branding/icons/apple-touch-icon.png',
  );
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    icons: { src: string; sizes: string; purpose: string }[];
  };
  // What Chromium's install criteria read.
  expect(manifest).toMatchObject({
    name: 'Vitalis Zorghulpmiddelen',
    short_name: 'Vitalis',
    start_url: '/home',
    display: 'standalone',
  });
  expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const answer = await page.request.get(icon.src);
    expect(answer.headers()['content-type']).toBe('image/png');
  }

  // Chromium's own verdict, in a profile of its own (a test's context is incognito, where
  // Chromium offers no install): a manifest without errors, and a worker that controls the page.
  const profile = mkdtempSync(join(tmpdir(), 'portal-install-'));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const installed = await browser.newPage();
    await installed.goto(new URL('/auth/login', page.url()).href);
    await controlledByWorker(installed);
    const cdp = await browser.newCDPSession(installed);
    expect((await cdp.send('Page.getAppManifest')).errors).toEqual([]);
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('an area opened before opens offline with its last data under the banner', async ({
  page,
  signInAs,
}) => {
  await signInAs('anna');
  await page.goto('/rentals/active');
  const main = page.getByRole('main');
  const firstRow = main.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  const shown = (await firstRow.textContent()) ?? '';
  await controlledByWorker(page);
  await kept(page, '/mf/rentals/remoteEntry.js');
  await startupKept(page);

  await page.context().setOffline(true);
  await page.reload();
  const banner = page.getByRole('status').filter({ hasText: 'Geen verbinding' });
  await expect(banner).toContainText(
    /De telefoon is offline\. U ziet de gegevens van \d\d-\d\d-\d{4} \d\d:\d\d\./,
  );
  await expect(main.getByRole('row').nth(1)).toHaveText(shown);
  await page.context().setOffline(false);
});

test('a repair report with two photos sent offline arrives once, after a reload; sign-out clears the phone', async ({
  page,
  signInAs,
}) => {
  const { token } = await signInAs('anna');
  const { rentalCaseId: id } = await pickActiveCase(
    page.request,
    token,
    CASE_SLOTS.offline,
    'REPAIR-RENTAL',
  );
  const text = `Zonder bereik gemeld ${Date.now()}: het zijhek sluit niet.`;
  const main = page.getByRole('main');
  await page.goto(`/rentals/active/repair/${id}`);
  const description = main.getByRole('textbox', { name: /^Omschrijving van het defect/ });
  await expect(description).toBeVisible();
  await controlledByWorker(page);
  await startupKept(page);

  await page.context().setOffline(true);
  await description.fill(text);
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    main.getByRole('button', { name: 'Foto of bestand kiezen' }).click(),
  ]);
  await chooser.setFiles([
    { name: 'zijhek-links.png', mimeType: 'image/png', buffer: PHOTO },
    { name: 'zijhek-rechts.png', mimeType: 'image/png', buffer: PHOTO },
  ]);
  await main.getByRole('button', { name: 'Reparatie melden' }).click();
  await expect(page).toHaveURL(/\/outbox$/);
  const item = main.getByRole('listitem').filter({ hasText: 'Reparatie melden' });
  await expect(item).toContainText('Wacht op verbinding');
  await expect(page.getByRole('link', { name: /^Wachtrij, 1 melding/ })).toBeVisible();

  // Closed and opened again without a connection: still there.
  await page.reload();
  await expect(item).toContainText('Wacht op verbinding');

  await page.context().setOffline(false);
  await expect(item).toContainText('Verstuurd', { timeout: 15_000 });
  await expect(item).toContainText(/Aanvraagnummer \d+/);

  // Exactly one request arrived, with both photos.
  const mine = [];
  for (const row of (await openRequests(page.request, token, 'REPAIR-RENTAL')).slice(0, 20)) {
    const fields = (await requestFields(page.request, token, row.customerRequestId)).join('\n');
    if (fields.includes(text)) mine.push(fields);
  }
  expect(mine).toHaveLength(1);
  expect(mine[0]).toContain('zijhek-links.png');
  expect(mine[0]).toContain('zijhek-rechts.png');

  // Sign-out leaves nothing personal on the phone.
  await page.getByRole('button', { name: ACCOUNTS.anna.fullName }).click();
  await page.getByRole('link', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  const left = await page.evaluate(async () => {
    const count = (db: string, store: string) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open(db);
        open.onsuccess = () => {
          const request = open.result.transaction(store).objectStore(store).count();
          request.onsuccess = () => resolve(request.result);
        };
      });
    const cached: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      cached.push(...(await cache.keys()).map((request) => request.url));
    }
    return {
      answers: await count('portal-answers', 'answers'),
      outbox: await count('portal-outbox', 'outbox'),
      api: cached.filter((url) => url.includes('/Rest/')),
      localStorage: localStorage.length,
    };
  });
  expect(left).toEqual({ answers: 0, outbox: 0, api: [], localStorage: 0 });
});

test('an area released while the user is online is the one the next load runs', async ({
  page,
}) => {
  test.slow();
  const server = await startReleaseServer();
  try {
    const signIn = await page.request.post(`${server.url}/Rest/Pwa/auth/login`, {
      data: { emailaddress: ACCOUNTS.anna.email, password: DEMO_PASSWORD },
    });
    const { auth } = (await signIn.json()) as { auth: unknown };
    await page.goto(`${server.url}/config.json`);
    await page.evaluate((record) => localStorage.setItem('auth', JSON.stringify(record)), auth);
    const main = page.getByRole('main');
    await page.goto(`${server.url}/requests/open`);
    await expect(main.getByRole('row').nth(1)).toBeVisible();
    await controlledByWorker(page);
    await kept(page, `${server.url}/mf/requests/remoteEntry.js`);
    const release = () =>
      page.evaluate(() => (globalThis as { portalRelease?: string }).portalRelease);
    expect(await release()).toBeUndefined();

    // Activated: /remotes.json names the new folder of the area.
    const dist = server.copyArea('requests', 'requestsnext');
    const entry = `${dist}/remoteEntry.js`;
    // why: the api sends the build's precompressed copy when there is one.
    rmSync(`${entry}.br`, { force: true });
    rmSync(`${entry}.gz`, { force: true });
    appendFileSync(entry, '\nglobalThis.portalRelease = "next";\n');
    const remotes = (await (await page.request.get(`${server.url}/remotes.json`)).json()) as Record<
      string,
      { entry: string }
    >;
    server.setRemotes({
      ...Object.fromEntries(Object.entries(remotes).map(([name, { entry: url }]) => [name, url])),
      requests: '/mf/requestsnext/remoteEntry.js',
    });
    await page.reload();
    await expect(main.getByRole('row').nth(1)).toBeVisible();
    expect(await release()).toBe('next');

    // Rebuilt in place: the same entry URL with new content is not served stale either.
    appendFileSync(entry, '\nglobalThis.portalRelease = "rebuilt";\n');
    await page.reload();
    await expect(main.getByRole('row').nth(1)).toBeVisible();
    expect(await release()).toBe('rebuilt');

    // And the released area is the one that opens offline.
    await kept(page, `${server.url}/mf/requestsnext/remoteEntry.js`);
    await startupKept(page);
    await page.context().setOffline(true);
    await page.reload();
    await expect(main.getByRole('row').nth(1)).toBeVisible();
    expect(await release()).toBe('rebuilt');
    await page.context().setOffline(false);
  } finally {
    await server.stop();
  }
});

test.describe('on a portal that hosts a remote built elsewhere', () => {
  test.use({ baseURL: serverUrl('areas') });

  test('offline, an area opened before opens; the remote built elsewhere, never kept, says it needs a connection', async ({
    page,
    signInAs,
  }) => {
    await signInAs('anna');
    const main = page.getByRole('main');
    await page.goto('/requests/open');
    await expect(main.getByRole('row').nth(1)).toBeVisible();
    await controlledByWorker(page);
    await kept(page, '/mf/requests/remoteEntry.js');
    await startupKept(page);
    await page.goto('/partner/overzicht');
    await expect(main.getByRole('heading', { level: 1, name: 'Partnerwidget' })).toBeVisible();
    // The worker keeps nothing of another origin (shell/README.md "Offline").
    const widget = exampleUrl('widget');
    const keptUrls = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        urls.push(...(await (await caches.open(name)).keys()).map((request) => request.url));
      }
      return urls;
    });
    expect(keptUrls.filter((url) => url.startsWith(widget))).toEqual([]);

    await page.context().setOffline(true);
    await page.reload();
    await expect(main.getByRole('alert')).toContainText(
      'U bent offline. Dit onderdeel kan zonder verbinding niet worden geopend',
    );
    // The menu and the areas the phone kept still work.
    await page
      .getByRole('navigation', { name: 'Kruimelpad' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/requests/open');
    await expect(main.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Geen verbinding' })).toBeVisible();
    await page.context().setOffline(false);
  });
});
