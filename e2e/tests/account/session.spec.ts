import { serverUrl } from '../../support/servers';
import { expect, test } from '../../support/fixtures';

test.use({ baseURL: serverUrl('expiry') });
// why: each test waits out (part of) the idle limit on purpose.
test.slow();

test('an idle session expires: logout with "Sessie is verlopen"', async ({ page, signInAs }) => {
  await signInAs('anna');
  await page.goto('/home');
  await expect(page.getByText('Anna de Vries').first()).toBeVisible();

  // The 'expiry' server ends sessions after 10 idle seconds (long enough that a slow page
  // load on a busy CI machine never ends a session in use).
  await page.waitForTimeout(11_000);
  await page.goto('/noaccess');

  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('Sessie is verlopen')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
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
