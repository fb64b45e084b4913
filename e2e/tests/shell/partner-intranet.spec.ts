// Proof 4 of issue 27: a partner's intranet on its own origin (examples/partner-intranet,
// 127.0.0.1 on another port, listed in the main api's ALLOWED_EMBED_ORIGINS) signs its user
// in at the portal's API and mounts Aanvragen and Verhuur side by side through their
// embedding API (`<area>/embed`, loaded with Module Federation's loadRemote). Each works
// (a list, a details page, a download); the intranet's hostile global CSS does not reach
// inside, the areas' CSS does not reach out; unmounting leaves no portal style, listener
// or timer behind; an origin not listed gets no CORS answer. And the root README's recipe
// (issue 26, proof 1): the areas' `./App` as components of the intranet's own React tree.
import type { Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from '../../support/accounts';
import { exampleUrl, serverUrl } from '../../support/servers';
import { expect, test } from '../../support/fixtures';

const PORTAL = serverUrl('main');
const INTRANET = exampleUrl('intranet');

/**
 * Installed before any script of the page: counts the listeners on window and document
 * (added minus removed) and the timers still pending, so a test can compare before and
 * after the areas were mounted.
 */
function trackListenersAndTimers() {
  type TCount = { listeners: Map<string, string>; timers: Set<number> };
  const count: TCount = { listeners: new Map(), timers: new Set() };
  Object.assign(window, { __embedCount: count });
  const added = new WeakMap<object, Set<string>>();
  const key = (type: string, listener: unknown, options: unknown) => {
    const capture =
      typeof options === 'boolean' ? options : Boolean((options as { capture?: boolean })?.capture);
    let ids = (listener as { __id?: number }).__id;
    if (ids === undefined) {
      ids = Math.random();
      Object.defineProperty(listener, '__id', { value: ids });
    }
    return `${type}|${capture}|${ids}`;
  };
  const { addEventListener, removeEventListener } = EventTarget.prototype;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    // why: only the page's scripts (served over http), not Playwright's own injected ones.
    const isPageScript = /https?:\/\//.test(new Error().stack ?? '');
    if ((this === window || this === document) && listener && isPageScript) {
      const set = added.get(this) ?? new Set<string>();
      added.set(this, set);
      const id = key(type, listener, options);
      set.add(id);
      count.listeners.set(id, `${this === window ? 'window' : 'document'} ${type}`);
    }
    return addEventListener.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    if ((this === window || this === document) && listener) {
      const id = key(type, listener, options);
      if (added.get(this)?.delete(id)) count.listeners.delete(id);
    }
    return removeEventListener.call(this, type, listener, options);
  };
  const { setTimeout: set, clearTimeout: clear, setInterval: every, clearInterval: stop } = window;
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
    const id: number = set(
      (...args: unknown[]) => {
        count.timers.delete(id);
        if (typeof handler === 'function') (handler as (...a: unknown[]) => void)(...args);
      },
      ms,
      ...rest,
    );
    count.timers.add(id);
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) count.timers.delete(id);
    clear(id);
  }) as typeof window.clearTimeout;
  window.setInterval = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
    const id: number = every(handler, ms, ...rest);
    count.timers.add(id);
    return id;
  }) as typeof window.setInterval;
  window.clearInterval = ((id?: number) => {
    if (id !== undefined) count.timers.delete(id);
    stop(id);
  }) as typeof window.clearInterval;
}

/** Listeners on window and document, pending timers, and style elements of the page. */
function leftovers(page: Page) {
  return page.evaluate(() => {
    const count = (
      window as unknown as {
        __embedCount: { listeners: Map<string, string>; timers: Set<number> };
      }
    ).__embedCount;
    return {
      listeners: [...count.listeners.values()].sort(),
      timers: count.timers.size,
      styles: document.querySelectorAll('style, link[rel="stylesheet"]').length,
      scopes: document.querySelectorAll('[data-portal-area]').length,
    };
  });
}

/** A computed style of the first element `selector` finds. */
function styleOf(page: Page, selector: string, property: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
}

/** The intranet's own sign-in form, on the page that is open. */
async function signInOnPage(page: Page): Promise<void> {
  await page.getByLabel('E-mailadres').fill(ACCOUNTS.anna.email);
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Aanmelden' }).click();
}

/** Opens the intranet (`search`: its own options, as `weergave=component&`) and signs in. */
async function signIn(page: Page, search = ''): Promise<void> {
  await page.goto(`${INTRANET}/?${search}portal=${encodeURIComponent(PORTAL)}`);
  await signInOnPage(page);
}

test('a partner intranet mounts Aanvragen and Verhuur side by side, each scoped, and unmounts them without a trace', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(trackListenersAndTimers);
  await page.goto(`${INTRANET}/?portal=${encodeURIComponent(PORTAL)}`);
  await expect(page.getByLabel('E-mailadres')).toBeVisible();
  const before = await leftovers(page);

  await signIn(page);
  const requests = page.getByRole('region', { name: 'Aanvragen bij de leverancier' });
  const rentals = page.getByRole('region', { name: 'Gehuurde hulpmiddelen' });
  await expect(requests.getByRole('heading', { level: 1, name: 'Aanvragen' })).toBeVisible();
  await expect(rentals.getByRole('heading', { level: 1, name: 'Verhuur' })).toBeVisible();
  // The session is the intranet user's, as identify describes her: level 2 sees the action.
  await expect(rentals.getByRole('link', { name: 'Nieuwe aanvraag verhuur' })).toBeVisible();

  // Styles: the intranet keeps its own (header, its buttons, the page's tokens) ...
  expect(await styleOf(page, '.intranet-header h1', 'font-family')).toContain('Georgia');
  expect(await styleOf(page, '.intranet-header h1', 'text-transform')).toBe('uppercase');
  expect(await styleOf(page, '.intranet-column__bar button', 'background-color')).toBe(
    'rgb(255, 212, 0)',
  );
  expect(await styleOf(page, 'body', 'background-color')).toBe('rgb(255, 247, 214)');
  expect(await styleOf(page, 'html', '--color-primary')).toBe('#e4007c');
  // ... and each area the portal's, whatever the intranet's rules on h1, button and *.
  for (const area of ['requests', 'rentals']) {
    const scope = `[data-testid="area-${area}"]`;
    const font = await styleOf(page, `${scope} h1`, 'font-family');
    expect(font, area).not.toContain('Georgia');
    expect(font, area).not.toContain('Comic');
    expect(await styleOf(page, `${scope} h1`, 'text-transform'), area).toBe('none');
    expect(await styleOf(page, `${scope} h1`, 'color'), area).toBe('rgb(27, 36, 48)');
    expect(await styleOf(page, `${scope} h1`, 'letter-spacing'), area).toBe('normal');
  }
  expect(
    await styleOf(page, '[data-testid="area-rentals"] .ui-button--primary', 'background-color'),
  ).toBe('rgb(11, 92, 173)');

  // Its dialogs open inside its own element, in the portal's styles.
  await requests.getByRole('button', { name: 'Filter' }).click();
  const dialog = page.locator('[data-testid="area-requests"] [role="dialog"]');
  await expect(dialog).toBeVisible();
  expect(
    await styleOf(page, '[data-testid="area-requests"] [role="dialog"] h2', 'font-family'),
  ).not.toContain('Georgia');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // A details page, inside the area: the intranet's address and history are left alone.
  const address = page.url();
  const historyLength = await page.evaluate(() => history.length);
  await requests.getByRole('table').getByRole('link').first().click();
  await expect(requests.getByRole('heading', { level: 1, name: 'Details aanvraag' })).toBeVisible();
  expect(page.url()).toBe(address);
  expect(await page.evaluate(() => history.length)).toBe(historyLength);

  // A download, with the intranet's token, from the portal's API on its origin.
  const downloading = page.waitForEvent('download');
  await rentals.getByRole('button', { name: 'Download excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);

  // Unmounted: no portal style, scope, listener or timer stays behind.
  await page.getByRole('button', { name: 'Verbergen' }).first().click();
  await page.getByRole('button', { name: 'Verbergen' }).click();
  await expect(page.locator('[data-portal-area]')).toHaveCount(0);
  await expect.poll(() => leftovers(page), { timeout: 5_000 }).toEqual(before);
  expect(errors).toEqual([]);
});

test('without a bundler, <portal-area> from one script tag mounts both areas and leaves nothing behind when removed', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(trackListenersAndTimers);
  await page.goto(`${INTRANET}/zonder-bundler.html?portal=${encodeURIComponent(PORTAL)}`);
  await expect(page.getByLabel('E-mailadres')).toBeVisible();
  // The element's script (classic, from the portal's origin) has defined it.
  await expect
    .poll(() => page.evaluate(() => customElements.get('portal-area') !== undefined))
    .toBe(true);
  const before = await leftovers(page);

  await signInOnPage(page);
  const requests = page.getByRole('region', { name: 'Aanvragen bij de leverancier' });
  const rentals = page.getByRole('region', { name: 'Gehuurde hulpmiddelen' });
  await expect(rentals.getByRole('heading', { level: 1, name: 'Verhuur' })).toBeVisible();
  await expect(rentals.getByRole('link', { name: 'Nieuwe aanvraag verhuur' })).toBeVisible();
  await expect(requests.getByRole('heading', { level: 1, name: 'Aanvragen' })).toBeVisible();
  expect(await styleOf(page, '.intranet-header h1', 'font-family')).toContain('Georgia');
  expect(await styleOf(page, 'body', 'background-color')).toBe('rgb(255, 247, 214)');
  for (const area of ['requests', 'rentals']) {
    const scope = `[data-testid="area-${area}"]`;
    expect(await styleOf(page, `${scope} h1`, 'font-family'), area).not.toContain('Georgia');
    expect(await styleOf(page, `${scope} h1`, 'color'), area).toBe('rgb(27, 36, 48)');
  }

  const address = page.url();
  await requests.getByRole('table').getByRole('link').first().click();
  await expect(requests.getByRole('heading', { level: 1, name: 'Details aanvraag' })).toBeVisible();
  expect(page.url()).toBe(address);

  await page.getByRole('button', { name: 'Verbergen' }).first().click();
  await page.getByRole('button', { name: 'Verbergen' }).click();
  await expect(page.locator('portal-area')).toHaveCount(0);
  // What stays is React's own: each React on a page listens to selectionchange on the
  // document once, when it loads (the areas bring their own React here, the page has none),
  // and never again: mounting and removing them once more adds nothing.
  const reactOwn = 'document selectionchange';
  const after = { ...before, listeners: [...before.listeners, reactOwn].sort() };
  await expect.poll(() => leftovers(page), { timeout: 5_000 }).toEqual(after);
  await page.getByRole('button', { name: 'Tonen' }).first().click();
  await page.getByRole('button', { name: 'Tonen' }).click();
  await expect(rentals.getByRole('heading', { level: 1, name: 'Verhuur' })).toBeVisible();
  await expect(requests.getByRole('heading', { level: 1, name: 'Aanvragen' })).toBeVisible();
  await page.getByRole('button', { name: 'Verbergen' }).first().click();
  await page.getByRole('button', { name: 'Verbergen' }).click();
  await expect.poll(() => leftovers(page), { timeout: 5_000 }).toEqual(after);
  expect(errors).toEqual([]);
});

test('the areas use the intranet React (one copy on the page)', async ({ page }) => {
  await signIn(page);
  await expect(page.locator('[data-testid="area-rentals"] h1')).toBeVisible();
  const react = await page.evaluate(() => {
    type TShared = { from: string; useIn: string[]; lib?: () => unknown };
    const host = (
      window as unknown as {
        partnerHost: {
          React: unknown;
          federation: { shareScopeMap: Record<string, Record<string, Record<string, TShared>>> };
        };
      }
    ).partnerHost;
    return Object.values(host.federation.shareScopeMap.default?.react ?? {}).map((shared) => ({
      from: shared.from,
      useIn: shared.useIn,
      isHostModule: shared.lib?.() === host.React,
    }));
  });
  expect(react).toEqual([
    expect.objectContaining({ from: 'partner_intranet', isHostModule: true }),
  ]);
});

test("as React components of the intranet (each area's ./App), both areas work inside the intranet's own React tree", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, 'weergave=component&');
  const requests = page.getByRole('region', { name: 'Aanvragen bij de leverancier' });
  const rentals = page.getByRole('region', { name: 'Gehuurde hulpmiddelen' });
  await expect(rentals.getByRole('heading', { level: 1, name: 'Verhuur' })).toBeVisible();
  await expect(rentals.getByRole('link', { name: 'Nieuwe aanvraag verhuur' })).toBeVisible();
  await expect(requests.getByRole('heading', { level: 1, name: 'Aanvragen' })).toBeVisible();

  // One React root on the page, the intranet's: the areas' elements belong to its tree
  // (React marks each element with the key of the react-dom copy that drew it).
  const roots = await page.evaluate(() => {
    const keyOf = (element: Element | null, prefix: string) =>
      element &&
      Object.keys(element)
        .find((key) => key.startsWith(prefix))
        ?.slice(prefix.length);
    return {
      roots: Array.from(document.querySelectorAll('*')).filter((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactContainer$')),
      ).length,
      intranet: keyOf(document.getElementById('root'), '__reactContainer$'),
      requests: keyOf(document.querySelector('[data-testid="area-requests"] h1'), '__reactFiber$'),
      rentals: keyOf(document.querySelector('[data-testid="area-rentals"] h1'), '__reactFiber$'),
    };
  });
  expect(roots.roots).toBe(1);
  expect(roots.intranet).toBeTruthy();
  expect(roots.requests).toBe(roots.intranet);
  expect(roots.rentals).toBe(roots.intranet);

  const address = page.url();
  await requests.getByRole('table').getByRole('link').first().click();
  await expect(requests.getByRole('heading', { level: 1, name: 'Details aanvraag' })).toBeVisible();
  expect(page.url()).toBe(address);
  expect(await styleOf(page, '[data-testid="area-requests"] h1', 'font-family')).not.toContain(
    'Georgia',
  );
  expect(errors).toEqual([]);
});

test('the api answers CORS to the listed intranet and to no other origin', async ({ page }) => {
  const call = (origin: string) =>
    page.goto(`${origin}/`).then(() =>
      page.evaluate(
        (url) =>
          fetch(url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: '{}',
          })
            .then((answer) => `answered ${answer.status}`)
            .catch(() => 'blocked'),
        `${PORTAL}/Rest/Pwa/auth/login`,
      ),
    );
  expect(await call(INTRANET)).toMatch(/^answered \d+$/);
  // The other example's origin is not listed in ALLOWED_EMBED_ORIGINS.
  expect(await call(exampleUrl('widget'))).toBe('blocked');
});
