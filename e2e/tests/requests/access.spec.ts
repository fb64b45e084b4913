// Who may see requests: level 1 on /requests is enough to read the lists and details; a
// user without /requests has no way in (the api's own 403 is covered by the api tests).
import {
  dataRows,
  detailsField,
  signInAsNewUser,
  REQUEST_TYPE_LABELS,
} from '../../support/customer-requests';
import { expect, test } from '../../support/fixtures';

const TYPE_LABELS: string[] = Object.values(REQUEST_TYPE_LABELS);

test('a medewerker (level 1 on /requests) reads every list and the details', async ({
  page,
  signInAs,
}) => {
  await signInAs('bram');
  await page.goto('/requests');
  await expect(page).toHaveURL(/\/requests\/open$/);
  const tabs = page.getByRole('main');
  for (const [tab, title] of [
    ['open', 'Open'],
    ['processing', 'In behandeling'],
    ['archive', 'Archief'],
  ] as const) {
    await tabs.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/requests/${tab}$`));
    await expect(dataRows(page).first()).toBeVisible();
    const link = dataRows(page).first().getByRole('link');
    // why: the link reads 'Retour melden, Open': the type, then its status (issue 38).
    const type = ((await link.textContent()) ?? '').replace(/, [^,]*$/, '');
    expect(TYPE_LABELS).toContain(type);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/requests/${tab}/details/\\d+$`));
    await expect(page.getByRole('heading', { name: 'Details aanvraag', level: 1 })).toBeVisible();
    await expect(detailsField(page, 'Type verzoek')).toHaveText(type);
    const status = detailsField(page, 'Status');
    if (tab === 'open') await expect(status).toHaveText('Open');
    if (tab === 'processing') {
      await expect(status).toHaveText('In behandeling');
      await expect(detailsField(page, 'Behandeld door')).not.toBeEmpty();
    }
    if (tab === 'archive') await expect(status).toHaveText(/^(Afgerond|Afgewezen)$/);
    await page.getByRole('link', { name: 'Terug naar het overzicht' }).click();
    await expect(page).toHaveURL(new RegExp(`/requests/${tab}$`));
  }
});

test('a user without /requests is kept out of the lists and the details', async ({ page }) => {
  await signInAsNewUser(page, { '/rentals': 1 });
  await page.goto('/home');
  await expect(page.getByRole('main').getByRole('link', { name: /Verhuur/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /Aanvragen/ })).toHaveCount(0);

  for (const path of ['/requests/open', '/requests/archive', '/requests/processing/details/1']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/noaccess$/);
    await expect(page.getByText('U heeft geen toegang tot deze pagina')).toBeVisible();
  }
  // Issue 38: the page names the missing right and who gives it, and offers the way home.
  await page.goto('/requests/open');
  await expect(page).toHaveURL(/\/noaccess$/);
  const main = page.getByRole('main');
  await expect(main.getByText('Ontbrekend recht')).toBeVisible();
  await expect(main.getByText('Aanvragen: Open (bekijken)')).toBeVisible();
  await expect(main.getByText('Dit recht geeft de beheerder van uw organisatie:')).toBeVisible();
  await expect(main.getByRole('listitem').filter({ hasText: 'Anna de Vries' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'beheerder@delinde.nl' })).toHaveAttribute(
    'href',
    'mailto:beheerder@delinde.nl',
  );
  await main.getByRole('link', { name: 'Naar de startpagina' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
