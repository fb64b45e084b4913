// The back office's administrator (issue 41, level 3 of /backoffice). Femke invites a
// colleague on 'Medewerkers'; the register mail arrives in the outbox; the colleague sets
// her password through its link, signs in and works in the back office with her role
// (planner: level 2), where 'Medewerkers' is no page for her and its call answers 403.
// Femke changes an SLA target on 'Reactietijden'; the page shows it saved (and after a
// reload), then she sets it back, so no other spec meets a changed clock.
import type { Page } from '@playwright/test';
import { API } from '../../support/api-call';
import { mainOf as main, signedInPage } from '../../support/both-sides';
import { expect, test } from '../../support/fixtures';
import { PASSWORD_LABEL } from '../../support/labels';
import { findAccountLink } from '../../support/outbox';

const PASSWORD = 'Tillift-Zonnescherm-77';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel(/gebruikersnaam/i).fill(email);
  await page.getByLabel(PASSWORD_LABEL).fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
}

test('an administrator invites a colleague, who registers and works with her role', async ({
  browser,
}) => {
  test.slow();
  const femke = await signedInPage(browser, 'femke');
  const email = `collega-${Date.now().toString(36)}@zorghulp.nl`;

  // 'Medewerkers' through the back office's own bar.
  await femke.page.goto('/backoffice/inbox/open');
  await main(femke.page)
    .getByRole('navigation', { name: 'Backoffice' })
    .getByRole('link', { name: 'Medewerkers' })
    .click();
  await expect(
    main(femke.page).getByRole('heading', { level: 1, name: 'Medewerkers' }),
  ).toBeVisible();
  const dirk = main(femke.page)
    .getByRole('listitem')
    .filter({ hasText: 'klantenservice@zorghulp.nl' });
  // why: the role's own line; the card's role select lists every role too.
  await expect(dirk.locator('.backoffice-staff__role')).toHaveText('Rol: Klantenservice');
  await expect(dirk).toContainText('Actief');

  // An address in use is refused in Dutch, at its field.
  const form = main(femke.page).getByRole('form', { name: 'Collega uitnodigen' });
  await form.getByLabel(/^Naam/).fill('Nina Visser');
  await form.getByLabel(/^E-mailadres/).fill('planner@zorghulp.nl');
  await form.getByLabel(/^Rol/).selectOption({ label: 'Planner' });
  await form.getByRole('button', { name: 'Uitnodiging versturen' }).click();
  await expect(form.getByRole('alert', { name: 'Controleer de gemarkeerde velden' })).toBeFocused();
  await expect(form.getByLabel(/^E-mailadres/)).toHaveAccessibleDescription(
    'Dit e-mailadres is al in gebruik. Kies een ander e-mailadres.',
  );

  // The invite: the notice, the colleague listed as invited, the mail in the outbox.
  await form.getByLabel(/^E-mailadres/).fill(email);
  await form.getByRole('button', { name: 'Uitnodiging versturen' }).click();
  await expect(main(femke.page).getByRole('status')).toHaveText(
    `De uitnodiging is naar ${email} gemaild.`,
  );
  const nina = main(femke.page).getByRole('listitem').filter({ hasText: email });
  await expect(nina).toContainText('Uitgenodigd');
  await expect(nina.locator('.backoffice-staff__role')).toHaveText('Rol: Planner');
  await expect.poll(() => findAccountLink('main', email, 'register')).not.toBeNull();
  const link = findAccountLink('main', email, 'register') as string;

  // She registers through the mailed link and signs in: the back office, with her role.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Registreren' })).toBeVisible();
  await page.getByLabel(PASSWORD_LABEL).fill(PASSWORD);
  await page.getByLabel(/^Herhaal wachtwoord/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Uw account is succesvol aangemaakt')).toBeVisible();
  await signIn(page, email, PASSWORD);
  await page.getByRole('link', { name: 'Backoffice' }).first().click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  // why: her bar of pages holds the inbox and the depot orders, not the administrator's pages.
  await expect(
    main(page)
      .getByRole('navigation', { name: 'Backoffice' })
      .getByRole('link', { name: 'Medewerkers' }),
  ).toHaveCount(0);
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { token?: string }).token ?? '',
  );
  const identity = await page.request.get(`${API}/auth/identify`, {
    headers: { 'X-Auth-Token': token },
  });
  expect(
    ((await identity.json()) as { response: { permissions: unknown } }).response,
  ).toMatchObject({ permissions: { '/backoffice': 2 } });

  // Level 2: 'Medewerkers' is no page for her, and its call answers 403.
  await page.goto('/backoffice/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Geen toegang' })).toBeVisible();
  const refused = await page.request.get(`${API}/backoffice/staff`, {
    headers: { 'X-Auth-Token': token },
  });
  expect(refused.status()).toBe(403);
  await context.close();

  // Femke sees her active now.
  await femke.page.reload();
  await expect(main(femke.page).getByRole('listitem').filter({ hasText: email })).toContainText(
    'Actief',
  );
});

test('an administrator changes an SLA target; level 2 staff get no page and 403', async ({
  browser,
}) => {
  const femke = await signedInPage(browser, 'femke');
  await femke.page.goto('/backoffice/sla');
  const page = femke.page;
  await expect(main(page).getByRole('heading', { level: 1, name: 'Reactietijden' })).toBeVisible();
  await expect(main(page)).toContainText(
    'Een gewijzigde reactietijd geldt voor aanvragen die daarna worden ingediend',
  );
  const retour = () => main(page).getByRole('group', { name: 'Retour melden' });
  const normal = () => retour().getByLabel(/^Normaal \(uren\)/);
  await expect(normal()).toHaveValue('');

  // Dutch validation first, then the save.
  await normal().fill('800');
  await main(page).getByRole('button', { name: 'Opslaan' }).click();
  await expect(normal()).toHaveAccessibleDescription(
    'Vul een heel aantal uren in, van 1 tot en met 720.',
  );
  await normal().fill('30');
  await main(page).getByRole('button', { name: 'Opslaan' }).click();
  await expect(main(page).getByRole('status')).toHaveText(
    'De reactietijden zijn opgeslagen. Ze gelden voor aanvragen die vanaf nu worden ingediend.',
  );
  await page.reload();
  await expect(normal()).toHaveValue('30');

  // Back as it was: no other spec meets a changed clock.
  await normal().fill('');
  await main(page).getByRole('button', { name: 'Opslaan' }).click();
  await expect(main(page).getByRole('status')).toContainText('De reactietijden zijn opgeslagen');
  await expect(normal()).toHaveValue('');

  // Dirk (customer service, level 2): no link, no page, 403.
  const dirk = await signedInPage(browser, 'dirk');
  await dirk.page.goto('/backoffice/inbox/open');
  await expect(main(dirk.page).getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(main(dirk.page).getByRole('link', { name: 'Reactietijden' })).toHaveCount(0);
  await dirk.page.goto('/backoffice/sla');
  await expect(dirk.page.getByRole('heading', { level: 1, name: 'Geen toegang' })).toBeVisible();
  const refused = await dirk.page.request.get(`${API}/backoffice/sla-targets`, {
    headers: { 'X-Auth-Token': dirk.token },
  });
  expect(refused.status()).toBe(403);
});
