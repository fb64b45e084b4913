// Issue 27 proofs 2 and 3: an area's code is fetched only where it is shown, once, and an
// area whose entry fails (a 500, or a server that never answers) fails inside its own part
// of the page, with a Dutch message and a retry, while the shell and every other area keep
// working; the retry brings the area back once its entry answers again.
import type { Page, Request, Route } from '@playwright/test';
import { expect, test } from '../../support/fixtures';

const REQUESTS_ENTRY = /\/mf\/requests\/remoteEntry\.js(\?.*)?$/;

/** The paths of every remote entry the page asks for from now on. */
function recordEntries(page: Page): string[] {
  const entries: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (/^\/mf\/[^/]+\/remoteEntry\.js$/.test(pathname)) entries.push(pathname);
  });
  return entries;
}

/** Opens an area through the main menu, as a user does. */
async function openFromMenu(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name }).click();
}

/** Checks that the shell and another area still work while the requests area is down. */
async function othersStillWork(page: Page): Promise<void> {
  await openFromMenu(page, 'Verhuur');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    /Verhuur|Actief/,
  );
  await page.getByRole('button', { name: /Anna de Vries/ }).click();
  await expect(
    page
      .getByRole('navigation', { name: 'Gebruikersmenu' })
      .getByRole('link', { name: 'Uitloggen' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
}

test('home fetches no area entry; opening an area fetches its entry once', async ({
  page,
  signInAs,
}) => {
  await signInAs('anna');
  const entries = recordEntries(page);
  await page.goto('/home');
  await expect(page.getByRole('main').getByText('Anna de Vries')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(entries).toEqual([]);

  await openFromMenu(page, 'Aanvragen');
  await expect(page).toHaveURL(/\/requests\/open$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await openFromMenu(page, 'Verhuur');
  await expect(page).toHaveURL(/\/rentals\//);
  await openFromMenu(page, 'Aanvragen');
  await expect(page).toHaveURL(/\/requests\/open$/);
  await page.waitForLoadState('networkidle');
  expect(entries.filter((path) => path === '/mf/requests/remoteEntry.js')).toHaveLength(1);
  expect(entries.filter((path) => path === '/mf/rentals/remoteEntry.js')).toHaveLength(1);
});

for (const failure of ['answers 500', 'never answers'] as const) {
  test(`an area whose entry ${failure} fails in its own part of the page and recovers on retry`, async ({
    page,
    signInAs,
  }) => {
    // why: a hanging entry is given up after the shell's 15 s (REMOTE_LOAD_TIMEOUT_MS).
    test.setTimeout(90_000);
    await signInAs('anna');
    let down = true;
    const held: Route[] = [];
    await page.route(REQUESTS_ENTRY, async (route) => {
      if (!down) return route.continue();
      if (failure === 'answers 500') {
        return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal error' });
      }
      held.push(route);
    });
    await page.goto('/home');
    await openFromMenu(page, 'Aanvragen');
    const main = page.getByRole('main');
    const retry = main.getByRole('button', { name: 'Opnieuw proberen' });
    await expect(retry).toBeVisible({ timeout: 30_000 });
    await expect(main.getByText('Er is iets misgegaan')).toBeVisible();
    // The shell's menus and trail stay; only the area's part shows the panel.
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();

    await othersStillWork(page);
    await openFromMenu(page, 'Aanvragen');
    await expect(retry).toBeVisible();

    down = false;
    for (const route of held) await route.abort().catch(() => undefined);
    await retry.click();
    await expect(retry).toHaveCount(0);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Aanvragen');
  });
}
