// What every list page gets from the shared list and the shell (issue 23), tried on the
// lists of several areas: a new page opens at its top and Back returns to the list where it
// was; the search field finds a row to open; a column orders the list, kept per list;
// 'Kolommen' is kept per list; the wide lists fit 1280 px without a sideways scroll.
// Read-only on the demo data, so the tests run side by side.
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { isBelowTopBar } from '../../support/layout-checks';

const loaded = (page: Page) =>
  expect(page.getByRole('main').getByText('De data wordt opgehaald.')).toHaveCount(0);

/** The body rows of the list on the page. */
const listRows = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

test.beforeEach(async ({ signInAs }) => {
  await signInAs('anna');
});

test('a product opened from the bottom of a long list opens at its top; Back returns to the list where it was @phone', async ({
  page,
}) => {
  await page.goto('/articles/location');
  await expect(listRows(page)).toHaveCount(10);
  const last = listRows(page).last();
  await last.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const listScroll = await page.evaluate(() => window.scrollY);
  expect(listScroll, 'the list is longer than the screen').toBeGreaterThan(300);

  await last.getByRole('link').click();
  await expect(page).toHaveURL(/\/articles\/location\/product\/details\/\d+$/);
  const title = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(title).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await isBelowTopBar(page, title)).toBe(true);

  await page.goBack();
  await expect(listRows(page)).toHaveCount(10);
  await expect
    .poll(() => page.evaluate(() => window.scrollY), { message: 'the list where it was' })
    .toBeGreaterThan(listScroll - 60);
});

test('the search field above the list finds a product by its serial number and opens it @phone', async ({
  page,
}) => {
  await page.goto('/articles/location');
  await loaded(page);
  const search = page
    .getByRole('main')
    .getByRole('search')
    .getByRole('searchbox', { name: 'Zoeken' });
  await expect(search).toBeInViewport();
  await search.fill('dl-2019-0008');
  // why: no Enter: the list searches once typing pauses.
  await expect(listRows(page)).toHaveCount(1);
  await expect(listRows(page)).toContainText('DL-2019-0008');
  await listRows(page).getByRole('link').click();
  await expect(page).toHaveURL(/\/articles\/location\/product\/details\/\d+$/);
  await expect(page.getByRole('main')).toContainText('DL-2019-0008');

  // Back on the list, the term is still there and so is the one row; another list has its own.
  await page.goBack();
  await expect(search).toHaveValue('dl-2019-0008');
  await expect(listRows(page)).toHaveCount(1);
  await page.goto('/articles/depot');
  await expect(page.getByRole('main').getByRole('searchbox', { name: 'Zoeken' })).toHaveValue('');
});

test('a request list orders by its Id and keeps that order; the phone chooses it in Sorteren @phone', async ({
  page,
}, testInfo) => {
  await page.goto('/requests/open');
  await expect(listRows(page)).toHaveCount(10);
  const ids = () =>
    listRows(page).evaluateAll((rows) =>
      rows.map((row) => Number(row.querySelector('[data-label="Id"]')?.textContent)),
    );
  const newestFirst = await ids();
  if (testInfo.project.name === 'phone') {
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Filter/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Filter' });
    const sort = dialog.getByRole('combobox', { name: 'Sorteren' });
    await expect(sort).toHaveValue('');
    await expect(sort.locator('option:checked')).toHaveText('Datum, laatste eerst');
    await sort.selectOption({ label: 'Id, laagste eerst' });
    await dialog.getByRole('button', { name: 'Toepassen' }).click();
  } else {
    const header = page.getByRole('columnheader', { name: 'Id' });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await header.getByRole('button', { name: 'Id' }).click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
  }
  await expect.poll(ids).not.toEqual(newestFirst);
  const lowestFirst = await ids();
  expect(lowestFirst).toEqual([...lowestFirst].sort((a, b) => a - b));

  await page.reload();
  await expect(listRows(page)).toHaveCount(10);
  expect(await ids()).toEqual(lowestFirst);
});

// why: no @phone tag: the table and its columns are the desk screen's layout.
test.describe('on a desk screen', () => {
  test("'Kolommen' shows a column the table leaves out, and keeps the choice per list", async ({
    page,
  }) => {
    await page.goto('/articles/location');
    await expect(listRows(page)).toHaveCount(10);
    const year = page.getByRole('columnheader', { name: 'Bouwjaar' });
    await expect(year).toBeHidden();
    await page.getByRole('main').getByRole('button', { name: 'Kolommen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kolommen in de tabel' });
    await dialog.getByRole('checkbox', { name: 'Bouwjaar' }).check();
    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    await expect(year).toBeVisible();

    await page.reload();
    await expect(listRows(page)).toHaveCount(10);
    await expect(year).toBeVisible();
    // 'In depot' is a list of its own, with its own columns.
    await page.goto('/articles/depot');
    await expect(listRows(page)).toHaveCount(10);
    await expect(page.getByRole('columnheader', { name: 'Bouwjaar' })).toBeHidden();

    await page.goto('/articles/location');
    await page.getByRole('main').getByRole('button', { name: 'Kolommen' }).click();
    await dialog.getByRole('button', { name: 'Standaardkolommen' }).click();
    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    await expect(year).toBeHidden();
  });

  test('the wide lists show their columns at 1280 px without a sideways scroll', async ({
    page,
  }) => {
    for (const path of [
      '/articles/location',
      '/articles/depot',
      '/articles/inspections/open',
      '/articles/inspections/archive',
      '/articles/repairs/open',
      '/articles/repairs/archive',
      '/rentals/archive',
      '/requests/archive',
    ]) {
      await page.goto(path);
      await loaded(page);
      await expect(listRows(page).first()).toBeVisible();
      // The list's scroll box is the table's parent.
      const box = page.getByRole('main').getByRole('table').first().locator('..');
      const overflow = await box.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(1);
    }
  });
});
