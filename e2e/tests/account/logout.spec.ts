import { OFFLINE_TEXTS } from '@portal/shared/rules';
import { expect, test } from '../../support/fixtures';
import { CASE_SLOTS, pickActiveCase } from '../../support/rentals-api';

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

  test('a link to /auth/logout asks while a report waits in the queue, and no keeps it', async ({
    page,
    signInAs,
  }) => {
    const auth = await signInAs('anna');
    const { rentalCaseId: id } = await pickActiveCase(
      page.request,
      auth.token,
      CASE_SLOTS.offline,
      'REPAIR-RENTAL',
    );
    // why: as without a connection, the report never reaches the server, so the case stays
    // as the other tests of its slot expect it.
    await page.route('**/Rest/Pwa/customer/articles/product/request/repair', (route) =>
      route.abort('internetdisconnected'),
    );
    const main = page.getByRole('main');
    await page.goto(`/rentals/active/repair/${id}`);
    await main
      .getByRole('textbox', { name: /^Omschrijving van het defect/ })
      .fill('Zonder bereik gemeld: het zijhek sluit niet.');
    await main.getByRole('button', { name: 'Reparatie melden' }).click();
    await expect(page).toHaveURL(/\/outbox$/);
    const queued = page.getByRole('link', { name: /^Wachtrij, 1 melding/ });
    await expect(queued).toBeVisible();

    // A link in a mail: the address opened as it is, the user says no.
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/auth/logout');
    await expect(page).toHaveURL(/\/home$/);
    expect(asked).toEqual([OFFLINE_TEXTS.logoutWithUnsent(1)]);
    await expect(queued).toBeVisible();
    const identify = await page.request.get('/Rest/Pwa/auth/identify', {
      headers: { 'X-Auth-Token': auth.token },
    });
    expect((await identify.json()).status).toBe('success');
  });
});
