// Who sees what (spec 001 §2, §6; spec 000 §2.2, §4): the level-1 account views but does
// not act (no action tiles but Scannen, no Acties tab, /noaccess on the forms), and
// another organisation sees none of De Linde's cases, not even by their number.
import { ACCOUNTS, DEMO_PASSWORD } from '../../support/accounts';
import { expect, test } from '../../support/fixtures';
import { caseIdOfCode, rentalCases } from '../../support/rentals-api';
import { overviewTable, shownCaseNumbersWhenLoaded } from '../../support/rentals-ui';

test.describe('the level-1 account (medewerker@delinde.nl)', () => {
  test('sees the lists and cases, without actions @phone', async ({ page, signInAs }) => {
    const { token } = await signInAs('bram');
    const id = await caseIdOfCode(page.request, token, 'VH-DEMO-0001');
    const main = page.getByRole('main');

    await page.goto('/rentals/actions');
    await expect(main.getByRole('link', { name: /Scannen/ })).toBeVisible();
    await expect(main.getByRole('link', { name: /Nieuwe aanvraag verhuur/ })).toHaveCount(0);

    await page.goto('/rentals/active');
    await expect(overviewTable(page)).toBeVisible();
    await expect(main.getByRole('navigation', { name: 'Weergave' }).getByRole('link')).toHaveText([
      'Actief',
      'In behandeling',
      'Archief',
    ]);
    await expect(main.getByRole('button', { name: 'Download excel' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Nieuwe aanvraag verhuur' })).toHaveCount(0);

    await page.goto(`/rentals/active/details/${id}`);
    await expect(main.getByRole('definition').filter({ hasText: /^SN-DEMO-0001$/ })).toBeVisible();
    await expect(
      main.getByRole('navigation', { name: 'Onderdelen van het dossier' }).getByRole('link'),
    ).toHaveText(['Details', 'Facturen', 'Documenten']);
  });

  test('is sent to /noaccess from the request form and the case actions', async ({
    page,
    signInAs,
  }) => {
    const { token } = await signInAs('bram');
    const id = await caseIdOfCode(page.request, token, 'VH-DEMO-0001');
    for (const path of [
      '/rentals/actions/request',
      `/rentals/active/actions/${id}`,
      `/rentals/active/retour/${id}`,
      `/rentals/active/repair/${id}`,
    ]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/noaccess$/);
      await expect(page.getByText('U heeft geen toegang tot deze pagina')).toBeVisible();
    }
  });
});

test.describe('the other organisation (beheerder@thuiszorgoost.nl)', () => {
  test("cannot open a De Linde case, and her lists hold none of De Linde's cases", async ({
    page,
    signInAs,
  }) => {
    // why: eight page loads and four list calls; on a machine shared by builds 30 s is tight.
    test.setTimeout(60_000);
    // De Linde's case numbers, as Anna sees them (a token is all the api needs).
    const login = await page.request.post('/Rest/Pwa/auth/login', {
      data: { emailaddress: ACCOUNTS.anna.email, password: DEMO_PASSWORD },
    });
    const annaToken = ((await login.json()) as { auth: { token: string } }).auth.token;
    const deLinde = new Set<number>();
    for (const tab of ['active', 'waiting', 'archive'] as const) {
      const { cases } = await rentalCases(page.request, annaToken, tab, { limitRows: 100 });
      for (const row of cases) deLinde.add(row.rentalCaseId);
    }
    const deLindeCase = await caseIdOfCode(page.request, annaToken, 'VH-DEMO-0001');

    await signInAs('carla');
    const main = page.getByRole('main');
    for (const view of ['details', 'invoices', 'documents']) {
      await page.goto(`/rentals/active/${view}/${deLindeCase}`);
      await expect(main.getByRole('alert'), view).toHaveText('Niet gevonden');
      await expect(main).not.toContainText('SN-DEMO-0001');
      await expect(main).not.toContainText('VH-DEMO-0001');
      await expect(main.getByRole('table')).toHaveCount(0);
    }

    for (const tab of ['active', 'waiting', 'archive']) {
      await page.goto(`/rentals/${tab}`);
      const shown = await shownCaseNumbersWhenLoaded(page);
      expect(shown.length, tab).toBeGreaterThan(0);
      expect(
        shown.filter((id) => deLinde.has(id)),
        tab,
      ).toEqual([]);
    }

    await page.goto('/rentals/actions/scan');
    await main.getByRole('textbox', { name: 'Barcode of serienummer' }).fill('VH-DEMO-0001');
    await main.getByRole('button', { name: 'Zoeken' }).click();
    await expect(main.getByRole('alert')).toHaveText('Hulpmiddel niet gevonden');
  });
});
