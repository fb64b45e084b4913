// The product action forms against the real api: a refused submit puts the summary in
// view, a happy path returns to the details with its message and the step shows in the
// product's history; registration leads on to linking a QR code.
import { productIdBySerial } from '../../support/articles-api';
import { expect, test } from '../../support/fixtures';

test.describe('product action forms', () => {
  test('relocate: refused without a location, then an own move lands in the history @phone', async ({
    page,
    signInAs,
  }, testInfo) => {
    const auth = await signInAs('anna');
    const id = await productIdBySerial(page.request, auth.token, 'location', 'DL-2019-0001');
    await page.goto(`/articles/location/product/actions/relocate/${id}`);
    const main = page.getByRole('main');
    const save = main.getByRole('button', { name: 'Opslaan' });
    await save.click();
    const summary = main.getByRole('alert', { name: 'Controleer de gemarkeerde velden' });
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport();
    await expect(
      summary.getByRole('link', { name: 'Locatie: Selecteer een locatie' }),
    ).toBeVisible();

    await main.getByRole('combobox', { name: /^Locatie/ }).click();
    // why: each project moves the product somewhere else; a move to where it already stands
    // (the other project's move) changes nothing and is not sent.
    const options = main.getByRole('listbox').getByRole('option');
    await (testInfo.project.name === 'phone' ? options.nth(-2) : options.last()).click();
    await main.getByRole('radio', { name: 'Wij zelf (intern)' }).check();
    await save.click();
    await expect(page).toHaveURL(new RegExp(`/articles/location/product/details/${id}$`));
    await expect(page.getByText('De locatie van het hulpmiddel is gewijzigd')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Onderdelen van het hulpmiddel' })
      .getByRole('link', { name: 'Product historie' })
      .click();
    await expect(page.getByRole('table', { name: 'Product historie' })).toBeVisible();
  });

  test('reservation: a reason is required while reserved', async ({ page, signInAs }) => {
    const auth = await signInAs('anna');
    const id = await productIdBySerial(page.request, auth.token, 'depot', 'DL-2021-0010');
    await page.goto(`/articles/depot/product/actions/reservation/${id}`);
    const main = page.getByRole('main');
    await main.getByRole('checkbox', { name: 'Gereserveerd' }).check();
    await main.getByRole('button', { name: 'Opslaan' }).click();
    await expect(main.getByText('Vul de reden van de reservering in').first()).toBeVisible();
  });

  test('registration leads to linking a QR code by hand', async ({ page, signInAs }) => {
    test.setTimeout(90_000);
    await signInAs('anna');
    await page.goto('/articles/add');
    const main = page.getByRole('main');
    // Down the demo tree: Bedden, Hoog-laagbedden, its first article.
    await main.getByRole('button', { name: 'Bedden', exact: true }).click({ timeout: 30_000 });
    await main.getByRole('button', { name: 'Hoog-laagbedden', exact: true }).click();
    await main.getByRole('list', { name: 'Artikelen' }).getByRole('button').first().click();
    await expect(main.getByRole('heading', { name: /Stap 2 van 2/ })).toBeVisible();
    await main.getByRole('combobox', { name: /^Locatie/ }).click();
    await main.getByRole('listbox').getByRole('option').first().click();
    const serial = `E2E-${Date.now().toString(36).toUpperCase()}`;
    await main.getByRole('textbox', { name: /^Serienummer/ }).fill(serial);
    for (const select of await main.locator('select[required]').all()) {
      await select.selectOption({ index: 1 });
    }
    await main.getByRole('button', { name: 'Registreren' }).click();
    await expect(page).toHaveURL(/\/articles\/location\/product\/actions\/scan\/\d+$/);
    await main.getByRole('textbox', { name: /^QR code/ }).fill(`QR-${serial}`);
    await main.getByRole('button', { name: 'Koppelen' }).click();
    await expect(page).toHaveURL(/\/articles\/location\/product\/details\/\d+$/);
    await expect(page.getByText('De QR code is gekoppeld')).toBeVisible();
    await expect(main.getByText(`QR-${serial}`)).toBeVisible();
  });
});
