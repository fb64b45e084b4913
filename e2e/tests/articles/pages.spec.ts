// The aids management pages at 360 px (@phone) and 1280 px: the overview, the product
// page with each tab, the actions, the overviews of inspections and repairs; each page
// held to the layout rules (44 px targets, no broken words, no sideways scroll, axe).
// Screenshots go to UI_SHOTS_DIR when set.
import type { Page, TestInfo } from '@playwright/test';
import { demoProduct, productIdBySerial } from '../../support/articles-api';
import { expect, test } from '../../support/fixtures';
import {
  brokenText,
  saveShot,
  seriousAxeViolations,
  smallTapTargets,
} from '../../support/layout-checks';

// why: axe is injected as a script tag, which the portal's CSP refuses otherwise.
test.use({ bypassCSP: true });

async function checkLayout(page: Page, testInfo: TestInfo, name: string) {
  await saveShot(page, testInfo, name);
  expect(await smallTapTargets(page), `${name}: tap targets`).toEqual([]);
  expect(await brokenText(page), `${name}: broken text`).toEqual([]);
  expect(await seriousAxeViolations(page), `${name}: axe`).toEqual([]);
}

test.describe('aids management pages', () => {
  // why: a first visit loads the area's remote; on a busy machine that takes a while.
  test.describe.configure({ timeout: 120_000 });

  test('the overview lists products with Bouwjaar and Volgende keuring, both tabs @phone', async ({
    page,
    signInAs,
  }, testInfo) => {
    await signInAs('anna');
    await page.goto('/articles');
    await expect(page).toHaveURL(/\/articles\/location$/);
    const table = page.getByRole('table', { name: 'Op locatie' });
    // A table at 1280 px, cards at 360 px: each card labels its values like the headers.
    // why: a sortable header holds its text twice, a button for the table and plain text for
    // the cards' screen-reader head; one of the two is shown.
    await expect(table.getByText('Volgende keuring').filter({ visible: true }).first()).toBeVisible(
      { timeout: 30_000 },
    );
    // 'Bouwjaar' waits in 'Kolommen' (desk) and on the details page (phone): issue 23.
    await expect(table.getByRole('columnheader', { name: /Bouwjaar/ })).toBeHidden();
    await expect(table.getByRole('row')).toHaveCount(11);
    await checkLayout(page, testInfo, 'articles-location');
    await page
      .getByRole('navigation', { name: 'Weergave' })
      .getByRole('link', { name: 'In depot' })
      .click();
    await expect(page).toHaveURL(/\/articles\/depot$/);
    const depot = page.getByRole('table', { name: 'In depot' });
    await expect(depot.getByText('Depot', { exact: true }).first()).toBeVisible();
    // why: the depot status is a column of the table; a phone card shows status and depot.
    await expect(depot.getByText('In depot').first()).toBeAttached();
    await checkLayout(page, testInfo, 'articles-depot');
  });

  test('a product page shows its details and each tab @phone', async ({
    page,
    signInAs,
  }, testInfo) => {
    const auth = await signInAs('anna');
    const id = await productIdBySerial(page.request, auth.token, 'location', 'DL-2019-0008');
    await page.goto(`/articles/location/product/details/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('DL-2019-0008', {
      timeout: 30_000,
    });
    await expect(page.getByText('Volgende keuring').first()).toBeVisible();
    await checkLayout(page, testInfo, 'product-details');
    const tabs = page.getByRole('navigation', { name: 'Onderdelen van het hulpmiddel' });
    for (const [tab, shot] of [
      ['Acties', 'product-actions'],
      ['Reparaties', 'product-repairs'],
      ['Keuringen', 'product-inspections'],
      ['Reinigingen', 'product-cleanings'],
      ['Documenten', 'product-documents'],
      ['Product historie', 'product-log'],
    ] as const) {
      await tabs.getByRole('link', { name: tab }).click();
      await expect(
        page.getByRole('main').getByRole('status', { name: /wordt opgehaald/ }),
      ).toHaveCount(0);
      await checkLayout(page, testInfo, shot);
    }
  });

  test('a removed product warns and offers no actions; a reserved one shows its reason', async ({
    page,
    signInAs,
  }) => {
    const auth = await signInAs('anna');
    const reserved = await productIdBySerial(page.request, auth.token, 'depot', 'DL-2022-0011');
    await page.goto(`/articles/depot/product/details/${reserved}`);
    await expect(page.getByText('Gereserveerd voor nieuwe cliënt op Somatiek')).toBeVisible();
  });

  test('the actions, inspections and repairs overviews @phone', async ({
    page,
    signInAs,
  }, testInfo) => {
    await signInAs('anna');
    await page.goto('/articles/actions');
    await expect(page.getByRole('link', { name: /Hulpmiddel registreren/ })).toBeVisible({
      timeout: 30_000,
    });
    await checkLayout(page, testInfo, 'articles-actions');
    await page.goto('/articles/inspections');
    await expect(page).toHaveURL(/\/articles\/inspections\/open$/);
    await expect(page.getByRole('table', { name: 'Keuringen' })).toBeVisible();
    await checkLayout(page, testInfo, 'inspections-open');
    await page.goto('/articles/inspections/archive');
    await expect(page.getByRole('button', { name: /Rapport/ }).first()).toBeVisible();
    await checkLayout(page, testInfo, 'inspections-archive');
    await page.goto('/articles/repairs');
    await expect(page.getByRole('table', { name: 'Reparaties' })).toBeVisible();
    await checkLayout(page, testInfo, 'repairs-open');
  });

  test('each product form page holds to the layout rules and axe @phone', async ({
    page,
    signInAs,
  }, testInfo) => {
    // why: eleven pages, each a form with its reference data; slow on a busy machine.
    test.setTimeout(240_000);
    const auth = await signInAs('anna');
    // Products no test changes: 37 on location, 55 in the depot, 5 on location without a code.
    const id = async (n: number, placement: 'location' | 'depot') =>
      productIdBySerial(page.request, auth.token, placement, demoProduct(n).serialNumber);
    const onLocation = await id(37, 'location');
    const inDepot = await id(55, 'depot');
    const withoutCode = await id(5, 'location');
    const forms = [
      ['location', 'relocate', onLocation, 'Locatie wijzigen'],
      ['location', 'repair', onLocation, 'Reparatieverzoek'],
      ['location', 'clientrepair', onLocation, 'Reparatie registreren'],
      ['location', 'depot', onLocation, 'Aanvraag depotopslag'],
      ['location', 'client', onLocation, 'Cliëntgegevens'],
      ['location', 'edit', onLocation, 'Artikelgegevens wijzigen'],
      ['location', 'scan', withoutCode, 'QR code koppelen'],
      ['depot', 'depotout', inDepot, 'Leveren uit depot'],
      ['depot', 'reservation', inDepot, 'Reservering registreren'],
      ['depot', 'edit', inDepot, 'Artikelgegevens wijzigen'],
    ] as const;
    for (const [placement, action, productId, title] of forms) {
      await page.goto(`/articles/${placement}/product/actions/${action}/${productId}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible({
        timeout: 30_000,
      });
      // The form itself, not a permission check's message or a loading state.
      await expect(main.locator('form')).toBeVisible();
      await expect(main.getByRole('status', { name: /wordt opgehaald/ })).toHaveCount(0);
      await checkLayout(page, testInfo, `form-${placement}-${action}`);
    }
    await page.goto('/articles/add');
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Bedden', exact: true }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await checkLayout(page, testInfo, 'form-register');
  });

  test("'Volgende keuring' sorts from its column header, by keyboard, and stays sorted", async ({
    page,
    signInAs,
  }) => {
    await signInAs('anna');
    await page.goto('/articles/location');
    const table = page.getByRole('table', { name: 'Op locatie' });
    const header = table.getByRole('columnheader', { name: 'Volgende keuring' });
    await expect(header).toHaveAttribute('aria-sort', 'none', { timeout: 30_000 });
    // A native button in the header: in the tab order, Enter sorts.
    const sort = header.getByRole('button', { name: 'Volgende keuring' });
    await sort.focus();
    await expect(sort).toBeFocused();
    const sorted = page.waitForResponse(
      (answer) =>
        answer.url().endsWith('/customer/articles/overview') &&
        (answer.request().postData() ?? '').includes('"sortBy":"nextInspection"'),
    );
    await page.keyboard.press('Enter');
    await sorted;
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect
      .poll(async () => {
        const dates = await dueDatesShown(page);
        return dates.length > 1 && dates.join() === [...dates].sort().join();
      })
      .toBe(true);

    await page.reload();
    await expect(header).toHaveAttribute('aria-sort', 'ascending', { timeout: 30_000 });
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Filter/ })
      .click();
    await expect(
      page.getByRole('dialog', { name: 'Filter' }).getByRole('combobox', { name: 'Sorteren' }),
    ).toHaveValue('nextInspection:asc');
  });

  test('the filter narrows the overview to a location with those below it @phone', async ({
    page,
    signInAs,
  }) => {
    await signInAs('anna');
    await page.goto('/articles/location');
    // why: a phone card leaves the location out (its facts are serial, due date and room);
    // the cells are in the page all the same.
    const places = page
      .getByRole('table', { name: 'Op locatie' })
      .locator('td[data-label="Locatie"]');
    await expect(places.first()).toBeAttached({ timeout: 30_000 });
    // The demo's top location and its two wings; the unfiltered page shows others too.
    const tree = ['Woonzorgcentrum De Linde', 'Paviljoen Noord', 'Paviljoen Zuid'];
    const shown = async () => (await places.allTextContents()).map((text) => text.trim());
    expect((await shown()).some((place) => !tree.includes(place))).toBe(true);

    await page
      .getByRole('main')
      .getByRole('button', { name: /^Filter/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Filter' });
    await dialog.getByRole('combobox', { name: /^Locatie/ }).fill('Woonzorgcentrum');
    await page
      .getByRole('listbox')
      .getByRole('option', { name: 'Woonzorgcentrum De Linde', exact: true })
      .click();
    await dialog.getByRole('button', { name: 'Toepassen' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').getByRole('button', { name: /^Filter/ })).toContainText(
      '1 actief',
    );
    // A full first page, only from the tree, the wings included (api/migrations/010).
    await expect
      .poll(async () => {
        const filtered = await shown();
        return (
          filtered.length === 10 &&
          filtered.every((place) => tree.includes(place)) &&
          filtered.some((place) => place.startsWith('Paviljoen'))
        );
      })
      .toBe(true);
  });

  test('medewerker@delinde.nl can open none of it', async ({ page, signInAs }) => {
    await signInAs('bram');
    for (const path of ['/articles/location', '/articles/actions', '/articles/add']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/noaccess$/);
    }
    await page.goto('/home');
    await expect(
      page.getByRole('main').getByRole('link', { name: /Hulpmiddelenbeheer/ }),
    ).toHaveCount(0);
  });
});

/** The dates in the 'Volgende keuring' column, top to bottom, as yyyy-MM-dd (none left out). */
async function dueDatesShown(page: Page): Promise<string[]> {
  const cells = page
    .getByRole('table', { name: 'Op locatie' })
    .locator('td[data-label="Volgende keuring"]');
  await expect(cells.first()).toBeVisible();
  const texts = await cells.allTextContents();
  return texts
    .map((text) => /(\d{2})-(\d{2})-(\d{4})/.exec(text))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, day, month, year]) => `${year}-${month}-${day}`);
}
