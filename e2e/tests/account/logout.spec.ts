import { expect, test } from '../../support/fixtures';

test.describe('logout', () => {
  test('Uitloggen clears storage, revokes the session and shows the login page @phone', async ({
    page,
    signInAs,
  }) => {
    const auth = await signInAs('anna');
    await page.goto('/home');
    await page.getByRole('button', { name: /Anna de Vries/ }).click();
    await page
      .getByRole('navigation', { name: 'Gebruikersmenu' })
      .getByRole('link', { name: 'Uitloggen' })
      .click();

    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    const identify = await page.request.get('/Rest/Pwa/auth/identify', {
      headers: { 'X-Auth-Token': auth.token },
    });
    expect((await identify.json()).status).toBe('SESSION_EXPIRED');
  });

  test('/logout redirects through /auth/logout to the login page', async ({ page, signInAs }) => {
    await signInAs('bram');
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  });
});
