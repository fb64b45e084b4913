import type { Page } from '@playwright/test';
import { serverUrl } from '../../support/servers';
import { expect, test } from '../../support/fixtures';

/** How many answers and queued writes of a user the phone keeps (issue 29's IndexedDB). */
function keptOnPhone(page: Page): Promise<{ answers: number; outbox: number }> {
  return page.evaluate(async () => {
    const count = (db: string, store: string) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open(db);
        open.onupgradeneeded = () => open.result.createObjectStore(store);
        open.onsuccess = () => {
          const request = open.result.transaction(store).objectStore(store).count();
          request.onsuccess = () => resolve(request.result);
        };
      });
    return {
      answers: await count('portal-answers', 'answers'),
      outbox: await count('portal-outbox', 'outbox'),
    };
  });
}

test.use({ baseURL: serverUrl('expiry') });
// why: each test waits out (part of) the idle limit on purpose.
test.slow();

test('an idle session expires: logout with "Sessie is verlopen", nothing of the user left on the phone', async ({
  page,
  signInAs,
}) => {
  await signInAs('anna');
  await page.goto('/rentals/active');
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  // The answers the phone keeps to open this page offline (issue 29).
  await expect.poll(async () => (await keptOnPhone(page)).answers).toBeGreaterThan(0);
  await page.goto('/home');
  await expect(page.getByText('Anna de Vries').first()).toBeVisible();

  // The 'expiry' server ends sessions after 10 idle seconds (long enough that a slow page
  // load on a busy CI machine never ends a session in use).
  await page.waitForTimeout(11_000);
  await page.goto('/noaccess');

  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('Sessie is verlopen')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  await expect.poll(() => keptOnPhone(page)).toEqual({ answers: 0, outbox: 0 });
});

test('a session that stays active does not expire', async ({ page, signInAs }) => {
  await signInAs('anna');
  await page.goto('/home');
  // why: 15 s in all, past the 10 s idle limit, with a call every 5 s.
  for (let i = 0; i < 3; i += 1) {
    await page.waitForTimeout(5_000);
    await page.goto(i % 2 ? '/home' : '/noaccess');
  }
  await page.goto('/home');
  await expect(page).toHaveURL(/\/home$/);
});
