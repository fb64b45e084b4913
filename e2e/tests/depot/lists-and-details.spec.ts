// The depot order tabs (spec 001 §2.5): columns, paging, the filters kept per list over a
// reload, the Excel of the filtered list, an order's details, and the legacy addresses of
// the previous portal.
import { readFile } from 'node:fs/promises';
import { dataRows, filterButton } from '../../support/customer-requests';
import { expect, test } from '../../support/fixtures';
import { serverUrl } from '../../support/servers';

test('the tabs list the orders with their columns, ten a page @phone', async ({
  page,
  signInAs,
}) => {
  await signInAs('anna');
  await page.goto('/articles/depot-pending');
  const main = page.getByRole('main');
  // why: the first visit loads the depot remote, slow on a loaded machine.
  await expect(main.getByRole('heading', { level: 1, name: 'Depot opdrachten' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(main.getByRole('link', { name: 'Opdrachten' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(dataRows(page)).toHaveCount(10);
  const table = main.getByRole('table', { name: 'Depot opdrachten' });
  for (const header of ['Opdracht', 'Type opdracht', 'Aanmaakdatum']) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeAttached();
  }
  await expect(table.getByRole('columnheader', { name: 'Verwerkingsdatum' })).toHaveCount(0);
  await main.getByRole('button', { name: 'Pagina 2' }).click();
  await expect(main.getByRole('button', { name: 'Pagina 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await main.getByRole('link', { name: 'Archief' }).click();
  await expect(page).toHaveURL(/\/articles\/depot-archive$/);
  await expect(dataRows(page)).toHaveCount(10);
  await expect(table.getByRole('columnheader', { name: 'Verwerkingsdatum' })).toBeAttached();
  await expect(main.getByRole('button', { name: 'Pagina 3' })).toBeVisible();

  // An archived order's details: the handled date shows, the aids are listed.
  await dataRows(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/articles\/depot-archive\/details\/\d+$/);
  await expect(main.getByRole('term').filter({ hasText: /^Type opdracht$/ })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Hulpmiddelen' })).toBeVisible();
});

test('the filters of each list survive a reload @phone', async ({ page, signInAs }) => {
  await signInAs('anna');
  await page.goto('/articles/depot-archive');
  await expect(dataRows(page).first()).toBeVisible();
  await filterButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Filter' });
  await dialog.getByLabel('Type opdracht').selectOption({ label: 'In depot (ophalen)' });
  const category = dialog.getByRole('combobox', { name: 'Artikelcategorie' });
  await category.click();
  const firstCategory = page.getByRole('listbox').getByRole('option').nth(1);
  const categoryName = (await firstCategory.textContent()) ?? '';
  await firstCategory.click();
  await dialog.getByRole('button', { name: 'Toepassen' }).click();
  await expect(filterButton(page)).toContainText('2 actief');
  const types = async () =>
    dataRows(page).evaluateAll((rows) =>
      rows.map((row) => row.querySelectorAll('[role="cell"]')[1]?.textContent?.trim() ?? ''),
    );
  await expect(
    dataRows(page).first().or(page.getByText('Er zijn geen resultaten gevonden')),
  ).toBeVisible();
  // why: the rows of before stay while the filtered page loads (the list keeps its data).
  await expect
    .poll(async () => (await types()).every((type) => type === 'In depot (ophalen)'))
    .toBe(true);

  await page.reload();
  await expect(filterButton(page)).toContainText('2 actief');
  await filterButton(page).click();
  await expect(dialog.getByLabel('Type opdracht')).toHaveValue('TRANSPORT-IN');
  await expect(dialog.getByRole('combobox', { name: 'Artikelcategorie' })).toHaveValue(
    categoryName.trim(),
  );
  await dialog.getByRole('button', { name: 'Sluiten' }).click();

  // The pending list keeps its own (none).
  await page.goto('/articles/depot-pending');
  await expect(filterButton(page)).not.toContainText('actief');
});

test('Download excel saves the orders of the filtered list', async ({ page, signInAs }) => {
  await signInAs('anna');
  await page.goto('/articles/depot-pending');
  await expect(dataRows(page).first()).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('main').getByRole('button', { name: 'Download excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
});

test('the addresses of the previous portal land on the depot pages', async ({ page, signInAs }) => {
  await signInAs('anna');
  await page.goto('/depot/tasks');
  await expect(page).toHaveURL(/\/articles\/depot-pending$/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Opdrachten' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.goto('/depot/tasksarchive');
  await expect(page).toHaveURL(/\/articles\/depot-archive$/);
  await expect(dataRows(page).first()).toBeVisible();
});

test.describe('with the articles area named in the manifest', () => {
  test.use({ baseURL: serverUrl('areas') });

  test('/depot and /depot/products land on the depot products', async ({ page, signInAs }) => {
    await signInAs('anna');
    for (const from of ['/depot', '/depot/products']) {
      await page.goto(from);
      await expect(page).toHaveURL(/\/articles\/depot$/);
    }
  });
});

test("'Opdrachten' and 'Archief' are reached from the aids overview's tab bar and the actions", async ({
  page,
  signInAs,
}) => {
  await signInAs('anna');
  await page.goto('/articles/location');
  const main = page.getByRole('main');
  const tabs = main.getByRole('navigation', { name: 'Weergave' });
  await expect(tabs.getByRole('link')).toHaveText([
    'Op locatie',
    'In depot',
    'Opdrachten',
    'Archief',
  ]);
  await tabs.getByRole('link', { name: 'Opdrachten' }).click();
  await expect(page).toHaveURL(/\/articles\/depot-pending$/);
  await expect(main.getByRole('heading', { level: 1, name: 'Depot opdrachten' })).toBeVisible({
    timeout: 20_000,
  });
  await main
    .getByRole('navigation', { name: 'Weergave' })
    .getByRole('link', { name: 'In depot' })
    .click();
  await expect(page).toHaveURL(/\/articles\/depot$/);
  await page.goto('/articles/actions');
  await main.getByRole('link', { name: /Opdrachten/ }).click();
  await expect(page).toHaveURL(/\/articles\/depot-pending$/);
});
