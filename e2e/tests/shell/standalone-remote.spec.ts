// A remote still works without the shell: a partner page on another origin imports its
// remoteEntry.js, takes ./lifecycles and mounts the area. Without the shell's import map on
// the page the remote's init() adds its own, so it loads its own react and router.
import { serverUrl } from '../../support/servers';
import { expect, test } from '../../support/fixtures';

/** A partner page on another origin (Playwright answers it; nothing listens there). */
const PARTNER = 'http://127.0.0.1:9';

// why: Chromium counts a page Playwright answers as a public site and refuses it requests
// to 127.0.0.1 (local network access); a real partner site and remote are both public.
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-features=LocalNetworkAccessChecks'],
  },
});

test('the auth remote mounts from another origin through its single-spa lifecycles', async ({
  page,
}) => {
  await page.route(`${PARTNER}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="nl"><head><title>Partner</title></head><body><div id="area"></div></body></html>',
    }),
  );
  await page.goto(`${PARTNER}/auth/login`);
  const entry = `${serverUrl('main')}/mf/auth/remoteEntry.js`;
  const importMaps = await page.evaluate(async (url) => {
    type TContainer = {
      init: (shared: object) => Promise<void>;
      get: (module: string) => Promise<() => Record<string, (props: object) => Promise<void>>>;
    };
    const mapsBefore = document.querySelectorAll('script[type="importmap"]').length;
    const container = (await import(/* @vite-ignore */ url)) as TContainer;
    await container.init({});
    const lifecycles = (await container.get('./lifecycles'))();
    const props = {
      name: 'auth',
      domElement: document.getElementById('area'),
      basename: '/auth',
      token: null,
      brand: { name: 'Partner', logoUrl: 'data:,' },
    };
    await lifecycles.bootstrap?.(props);
    await lifecycles.mount?.(props);
    const added = document.querySelector('script[type="importmap"]')?.textContent ?? '{}';
    return { mapsBefore, added: JSON.parse(added) as { imports?: Record<string, string> } };
  }, entry);
  expect(importMaps.mapsBefore).toBe(0);
  expect(importMaps.added.imports?.react).toMatch(/\/mf\/auth\/assets\/share-react-[\w-]+\.js$/);
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await expect(page.getByRole('textbox').first()).toBeVisible();
});
