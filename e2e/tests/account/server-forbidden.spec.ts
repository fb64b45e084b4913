// A 403 from the server itself (not the shell's own route check) sends the user to
// /noaccess with the spec's message: the supplier revokes a right while the user is busy.
import { runAdmin, uniqueEmail } from '../../support/admin-cli';
import { DEMO_PASSWORD } from '../../support/accounts';
import { expect, test } from '../../support/fixtures';

test('a call the server refuses with 403 leads to /noaccess with the message', async ({ page }) => {
  const email = uniqueEmail('ingetrokken');
  const printed = runAdmin(
    'main',
    'invite',
    '--org',
    'Zorggroep De Linde',
    '--email',
    email,
    '--name',
    'Sam Kok',
    '--permissions',
    '{"/rentals":1}',
  );
  const guid = /\/auth\/register\/([A-Za-z0-9_-]+)/.exec(printed)?.[1];
  const set = await page.request.post('/Rest/Pwa/auth/setPassword', {
    data: { guid, password: Buffer.from(DEMO_PASSWORD, 'utf8').toString('base64') },
  });
  expect(((await set.json()) as { status: string }).status).toBe('success');
  const login = await page.request.post('/Rest/Pwa/auth/login', {
    data: { emailaddress: email, password: DEMO_PASSWORD },
  });
  const { auth } = (await login.json()) as { auth: unknown };
  await page.goto('/config.json');
  await page.evaluate((record) => localStorage.setItem('auth', JSON.stringify(record)), auth);

  await page.goto('/rentals/active');
  await expect(page.getByRole('heading', { name: 'Verhuur', level: 1 })).toBeVisible();

  // The supplier takes the rentals right away; the open page does not know yet.
  runAdmin('main', 'set-permissions', '--email', email, '--permissions', '{"/requests":1}');
  // why: the api reuses a looked-up session for 2 s (SESSION_CACHE_MS, api/src/auth/README.md
  // "Sessions"): a right taken through the CLI counts from then on, not sooner.
  await page.waitForTimeout(2_100);
  const refused = page.waitForResponse(
    (answer) =>
      answer.url().includes('/Rest/Pwa/customer/rentals/cases') && answer.status() === 403,
  );
  await page.getByRole('button', { name: /pagina 2/i }).click();
  await refused;

  await expect(page).toHaveURL(/\/noaccess$/);
  await expect(page.getByText('U heeft geen toegang tot deze pagina')).toBeVisible();
});
