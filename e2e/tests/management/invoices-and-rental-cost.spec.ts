// Issue 25 step 2 (spec 000 §2.2, spec 001 §2.7, §5, §8): the home tile 'Management info'
// and the legacy /invoices land on the invoice list, whose PDF per invoice downloads; a
// medewerker sees no tile; 'Verhuurkosten' produces its Excel file, says so in the spec's
// words, and draws the file's costs with a table alternative.
import { expect, test } from '../../support/fixtures';
import { dataRows } from '../../support/customer-requests';
import { downloadBy } from '../../support/rentals-ui';
import { downloadSheet } from '../../support/management-ui';

test('the home tile and the legacy /invoices open the invoice list @phone', async ({
  page,
  signInAs,
}) => {
  await signInAs('anna');
  await page.goto('/home');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Management info/ })
    .click();
  await expect(page).toHaveURL(/\/management\/invoices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Facturen' })).toBeVisible();
  await expect(dataRows(page).first()).toBeVisible();

  await page.goto('/invoices');
  await expect(page).toHaveURL(/\/management\/invoices$/);
  const pdf = dataRows(page).first().getByRole('button', { name: /^PDF/ });
  const { bytes } = await downloadBy(page, pdf);
  expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
});

test('a medewerker sees no management tile @phone', async ({ page, signInAs }) => {
  await signInAs('bram');
  await page.goto('/home');
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /^Verhuur/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /^Management info/ })).toHaveCount(0);
});

test('Verhuurkosten produces the rental cost file and its chart @phone', async ({
  page,
  signInAs,
}) => {
  await signInAs('anna');
  await page.goto('/management/rentalcost');
  await expect(page.getByRole('heading', { level: 1, name: 'Verhuurkosten' })).toBeVisible();
  const download = page.getByRole('main').getByRole('button', { name: 'Download excel' });

  await download.click();
  await expect(page.getByRole('alert', { name: 'Controleer de gemarkeerde velden' })).toContainText(
    'Selecteer een locatie',
  );

  await page.getByLabel('Van jaar').selectOption(String(new Date().getFullYear() - 1));
  const location = page.getByRole('main').getByRole('combobox', { name: /Locatie/ });
  await location.click();
  await page.getByRole('listbox').getByRole('option').first().click();
  const file = await downloadSheet(page, download);
  expect(file.fileName).toMatch(/^verhuurkosten-\d{4}-\d{2}-tot-en-met-\d{4}-\d{2}\.xlsx$/);
  expect(file.header).toEqual(expect.arrayContaining(['Maand', 'Kosten']));
  expect(file.rows.length).toBeGreaterThanOrEqual(12);
  await expect(page.getByText('Bestand verhuurkosten succesvol aangemaakt')).toBeVisible();

  const chart = page.getByRole('figure', { name: 'Verhuurkosten per maand' });
  await expect(chart).toBeVisible();
  await chart.getByText('Toon de cijfers als tabel').click();
  await expect(chart.getByRole('table').locator('tbody tr')).toHaveCount(file.rows.length);
});

test('the first load of /home and /rentals/active asks nothing of mf-management', async ({
  page,
  signInAs,
}) => {
  await signInAs('anna');
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  for (const path of ['/home', '/rentals/active']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(asked.filter((path) => path.startsWith('/mf/rentals/')).length).toBeGreaterThan(0);
  expect(asked.filter((path) => path.startsWith('/mf/management/'))).toEqual([]);
});
