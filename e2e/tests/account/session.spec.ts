import { serverUrl } from '../../support/servers';
import { expect, test } from '../../support/fixtures';

test.use({ baseURL: serverUrl('expiry') });

test('an idle session expires: logout with "Sessie is verlopen"', async ({ page, signInAs }) => {
  await signInAs('anna');
  await page.goto('/home');
  await expect(page.getByText('Anna de Vries').first()).toBeVisible();

  // The 'expiry' server ends sessions after 3 idle seconds.
  await page.waitForTimeout(4_000);
  await page.goto('/noaccess');

  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('Sessie is verlopen')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
});

test('a session that stays active does not expire', async ({ page, signInAs }) => {
  await signInAs('anna');
  await page.goto('/home');
  for (let i = 0; i < 3; i += 1) {
    await page.waitForTimeout(1_500);
    await page.goto(i % 2 ? '/home' : '/noaccess');
  }
  await page.goto('/home');
  await expect(page).toHaveURL(/\/home$/);
});
