// Each product action form at 1280 px against the real api (spec 001 §5, issue 10), and at
// 360 px (@phone) the two whose phone use differs: a signature drawn by touch, and a refusal
// on top of a long form. (Every form page's phone layout and axe: pages.spec.ts; the depot
// delivery at large text: shell/large-text.spec.ts.) Submitted empty it refuses with its messages and stores nothing; filled in
// it returns to the details with its message, the api holds what was sent (read back
// through the api), and the step is a line of the product's history. Each test owns one
// demo product per project (support/articles-api.ts demoProduct), so the projects and the
// other areas' tests, which run in parallel on one database, never meet on a product.
import type { Page, TestInfo } from '@playwright/test';
import {
  demoProduct,
  historyActions,
  productIdBySerial,
  storedProduct,
} from '../../support/articles-api';
import { expect, test } from '../../support/fixtures';
import { dataRows, listedIds } from '../../support/customer-requests';
import { openRequests, requestFields } from '../../support/rentals-api';
import { daysFromNow, fillDate } from '../../support/rentals-ui';

type TPlacement = 'location' | 'depot';

/**
 * This project's product of a test: `desktop` in the 1280 px project, `phone` at 360 px. A
 * test of the desk only leaves the phone's product free, and its retry takes that one: the
 * failed attempt may have left its product where the form refuses (a running repair greys
 * 'Reparatieverzoek'), so a retry on it could never pass.
 */
async function ownProduct(
  page: Page,
  token: string,
  testInfo: TestInfo,
  placement: TPlacement,
  numbers: { desktop: number; phone: number },
) {
  const isDeskOnly = !testInfo.title.includes('@phone');
  const n =
    testInfo.project.name === 'phone' || (isDeskOnly && testInfo.retry > 0)
      ? numbers.phone
      : numbers.desktop;
  const { serialNumber } = demoProduct(n);
  return productIdBySerial(page.request, token, placement, serialNumber);
}

/** The refusal summary on top of the form, focused and in view. */
async function expectRefusal(page: Page, ...links: string[]) {
  const summary = page
    .getByRole('main')
    .getByRole('alert', { name: 'Controleer de gemarkeerde velden' });
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  for (const link of links) await expect(summary.getByRole('link', { name: link })).toBeVisible();
}

/** Back on the details with the success message. */
async function expectDone(page: Page, placement: TPlacement, id: number, message: string) {
  await expect(page).toHaveURL(new RegExp(`/articles/${placement}/product/details/${id}$`));
  await expect(page.getByText(message)).toBeVisible();
}

/** The history tab shows `action` in a line of its own. */
async function expectHistoryLine(page: Page, placement: TPlacement, id: number, action: string) {
  await page.goto(`/articles/${placement}/product/log/${id}`);
  const table = page.getByRole('table', { name: 'Product historie' });
  await expect(table.getByText(action, { exact: true }).first()).toBeVisible();
}

/** The open request of `type` whose fields contain `text`, read through the api. */
async function openRequestWith(page: Page, token: string, type: string, text: string) {
  for (const row of await openRequests(page.request, token, type)) {
    const fields = await requestFields(page.request, token, row.customerRequestId);
    if (fields.some((field) => field.includes(text))) return row.customerRequestId;
  }
  return null;
}

/** The request shows in the list under /requests/open, found by its number. */
async function expectListedUnderOpenRequests(page: Page, customerRequestId: number) {
  await page.goto('/requests/open');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: /^Filter/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter' });
  await dialog.getByLabel('Aanvraagnummer').fill(String(customerRequestId));
  await dialog.getByRole('button', { name: 'Toepassen' }).click();
  await expect(dataRows(page).first()).toBeVisible();
  // why: a phone's card does not show the id (issue 38); listedIds reads its hidden cell.
  // why: the filtered list is one more api read; on a busy CI machine it takes seconds.
  await expect.poll(() => listedIds(page), { timeout: 15_000 }).toContain(customerRequestId);
}

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36).toUpperCase()}`;

test.describe('product action forms, happy path and refusal', () => {
  // why: a first load of the area's remote and several api reads; slow on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('Aanvraag depotopslag files a DEPOT-IN request listed under /requests/open', async ({
    page,
    signInAs,
  }, testInfo) => {
    const { token } = await signInAs('anna');
    const id = await ownProduct(page, token, testInfo, 'location', { desktop: 27, phone: 28 });
    await page.goto(`/articles/location/product/actions/depot/${id}`);
    const main = page.getByRole('main');
    const send = main.getByRole('button', { name: 'Versturen' });
    await send.click({ timeout: 30_000 });
    await expectRefusal(page, 'Toelichting: Verplicht veld');
    expect(await historyActionsNow(page, token, id)).not.toContain('Aangemeld voor depot');

    const comment = unique('Ophalen na ontslag cliënt');
    await main.getByRole('textbox', { name: /^Toelichting/ }).fill(comment);
    await send.click();
    await expectDone(page, 'location', id, 'Uw aanvraag voor depotopslag is verstuurd');
    const requestId = await openRequestWith(page, token, 'DEPOT-IN', comment);
    expect(requestId, 'a DEPOT-IN request with the comment').not.toBeNull();
    expect(await historyActionsNow(page, token, id)).toContain('Aangemeld voor depot');
    await expectHistoryLine(page, 'location', id, 'Aangemeld voor depot');
    await expectListedUnderOpenRequests(page, requestId ?? 0);
  });

  test('Leveren uit depot files a DEPOT-OUT request', async ({ page, signInAs }, testInfo) => {
    const { token } = await signInAs('anna');
    const id = await ownProduct(page, token, testInfo, 'depot', { desktop: 51, phone: 52 });
    await page.goto(`/articles/depot/product/actions/depotout/${id}`);
    const main = page.getByRole('main');
    const send = main.getByRole('button', { name: 'Versturen' });
    await send.click({ timeout: 30_000 });
    await expectRefusal(page, 'Locatie: Selecteer een locatie');
    expect(await historyActionsNow(page, token, id)).not.toContain(
      'Levering uit depot aangevraagd',
    );

    await fillDate(page, /^Gewenste leverdatum/, daysFromNow(7));
    await main.getByRole('combobox', { name: /^Locatie/ }).click();
    await main.getByRole('listbox').getByRole('option').first().click();
    const comment = unique('Levering voor nieuwe bewoner');
    await main.getByRole('textbox', { name: /^Toelichting/ }).fill(comment);
    await send.click();
    await expectDone(page, 'depot', id, 'Uw verzoek om levering uit het depot is verstuurd');
    expect(await openRequestWith(page, token, 'DEPOT-OUT', comment)).not.toBeNull();
    await expectHistoryLine(page, 'depot', id, 'Levering uit depot aangevraagd');
  });

  test('Cliëntgegevens: a name is required, then it is stored', async ({
    page,
    signInAs,
  }, testInfo) => {
    const { token } = await signInAs('anna');
    const id = await ownProduct(page, token, testInfo, 'location', { desktop: 29, phone: 30 });
    const before = await storedProduct(page.request, token, id);
    await page.goto(`/articles/location/product/actions/client/${id}`);
    const main = page.getByRole('main');
    const name = main.getByRole('textbox', { name: /^Naam cliënt/ });
    await name.fill('', { timeout: 30_000 });
    await main.getByRole('button', { name: 'Opslaan' }).click();
    await expectRefusal(page, 'Naam cliënt: Verplicht veld');
    expect((await storedProduct(page.request, token, id)).clientName).toBe(before.clientName);

    const client = unique('Mevr. J. de Boer');
    await name.fill(client);
    await main.getByRole('button', { name: 'Opslaan' }).click();
    await expectDone(page, 'location', id, 'De cliëntgegevens zijn gewijzigd');
    expect((await storedProduct(page.request, token, id)).clientName).toBe(client);
    await expectHistoryLine(page, 'location', id, 'Cliëntgegevens gewijzigd');
  });

  test('Artikelgegevens wijzigen: an invalid form says so on top, a valid one is stored @phone', async ({
    page,
    signInAs,
  }, testInfo) => {
    const { token } = await signInAs('anna');
    const id = await ownProduct(page, token, testInfo, 'location', { desktop: 31, phone: 32 });
    const before = await storedProduct(page.request, token, id);
    await page.goto(`/articles/location/product/actions/edit/${id}`);
    const main = page.getByRole('main');
    const serial = main.getByRole('textbox', { name: /^Serienummer/ });
    await expect(serial).toHaveValue(before.serialNumber, { timeout: 30_000 });
    await serial.fill('');
    await main.getByRole('button', { name: 'Opslaan' }).click();
    await expectRefusal(page, 'Serienummer: Verplicht veld');
    await expect(
      main.getByText('Formulier kan niet verstuurd zijn omdat er ongeldige waarden zijn ingevoerd'),
    ).toBeVisible();
    expect((await storedProduct(page.request, token, id)).serialNumber).toBe(before.serialNumber);

    await serial.fill(before.serialNumber);
    const brand = unique('Merk');
    await main.getByRole('textbox', { name: /^Merk/ }).fill(brand);
    await main.getByRole('button', { name: 'Opslaan' }).click();
    await expectDone(page, 'location', id, 'De artikelgegevens zijn gewijzigd');
    const after = await storedProduct(page.request, token, id);
    expect(after.productBrand).toBe(brand);
    expect(after.serialNumber).toBe(before.serialNumber);
    await expectHistoryLine(page, 'location', id, 'Artikelgegevens gewijzigd');
  });

  test('Reparatieverzoek files a REPAIR-DEPOT request listed under /requests/open', async ({
    page,
    signInAs,
  }, testInfo) => {
    const { token } = await signInAs('anna');
    const id = await ownProduct(page, token, testInfo, 'location', { desktop: 33, phone: 34 });
    await page.goto(`/articles/location/product/actions/repair/${id}`);
    const main = page.getByRole('main');
    const description = main.getByRole('textbox', { name: /^Omschrijving van het defect/ });
    const send = main.getByRole('button', { name: 'Reparatieverzoek' });
    await send.click({ timeout: 30_000 });
    await expect(description).toHaveAccessibleDescription(/Verplicht veld/);
    expect(await historyActionsNow(page, token, id)).not.toContain('Reparatieverzoek ingediend');

    const defect = unique('Rem van het onderstel slipt');
    await description.fill(defect);
    await send.click();
    await expectDone(page, 'location', id, 'Uw reparatieverzoek is verstuurd');
    const requestId = await openRequestWith(page, token, 'REPAIR-DEPOT', defect);
    expect(requestId, 'a REPAIR-DEPOT request with the description').not.toBeNull();
    await expectHistoryLine(page, 'location', id, 'Reparatieverzoek ingediend');
    await expectListedUnderOpenRequests(page, requestId ?? 0);
  });

  test('Reparatie registreren: signed by the repairer, the repair is stored @phone', async ({
    page,
    signInAs,
  }, testInfo) => {
    const { token } = await signInAs('anna');
    const id = await ownProduct(page, token, testInfo, 'location', { desktop: 35, phone: 36 });
    await page.goto(`/articles/location/product/actions/clientrepair/${id}`);
    const main = page.getByRole('main');
    const save = main.getByRole('button', { name: 'Opslaan' });
    await save.click({ timeout: 30_000 });
    await expectRefusal(
      page,
      'Reparatiedatum: Verplicht veld',
      'Handtekening reparateur: Laat de reparateur tekenen',
    );
    expect(await historyActionsNow(page, token, id)).not.toContain('Eigen reparatie geregistreerd');

    await fillDate(page, /^Reparatiedatum/, daysFromNow(0));
    await main.getByRole('radio', { name: 'Gerepareerd' }).check();
    await signOnThePad(page);
    await save.click();
    await expectDone(page, 'location', id, 'De reparatie is geregistreerd');
    expect((await storedProduct(page.request, token, id)).status).not.toBe('REMOVED');
    await expectHistoryLine(page, 'location', id, 'Eigen reparatie geregistreerd');
    await page.goto(`/articles/location/product/repairs/${id}`);
    await expect(main.getByRole('button', { name: /Reparatiebon/ }).first()).toBeVisible();
  });

  test('Reservering registreren: reserve with a reason, the banner shows it, release', async ({
    page,
    signInAs,
  }, testInfo) => {
    const { token } = await signInAs('anna');
    const id = await ownProduct(page, token, testInfo, 'depot', { desktop: 53, phone: 54 });
    const form = `/articles/depot/product/actions/reservation/${id}`;
    await page.goto(form);
    const main = page.getByRole('main');
    await main.getByRole('checkbox', { name: 'Gereserveerd' }).check({ timeout: 30_000 });
    await main.getByRole('button', { name: 'Opslaan' }).click();
    await expectRefusal(page, 'Reden van reservering: Vul de reden van de reservering in');
    expect(Number((await storedProduct(page.request, token, id)).enableReservation)).toBe(0);

    const reason = unique('Voor cliënt op afdeling Somatiek');
    await main.getByRole('textbox', { name: /^Reden van reservering/ }).fill(reason);
    await main.getByRole('button', { name: 'Opslaan' }).click();
    await expectDone(page, 'depot', id, 'De reservering is opgeslagen');
    await expect(main.getByText('Dit hulpmiddel is gereserveerd')).toBeVisible();
    await expect(main.getByText(reason)).toBeVisible();
    const reserved = await storedProduct(page.request, token, id);
    expect(Number(reserved.enableReservation)).toBe(1);
    expect(reserved.reservationReason).toBe(reason);

    await page.goto(form);
    await main.getByRole('checkbox', { name: 'Gereserveerd' }).uncheck({ timeout: 30_000 });
    await main.getByRole('button', { name: 'Opslaan' }).click();
    await expectDone(page, 'depot', id, 'De reservering is opgeheven');
    await expect(main.getByText('Dit hulpmiddel is gereserveerd')).toHaveCount(0);
    expect(Number((await storedProduct(page.request, token, id)).enableReservation)).toBe(0);
    const history = await historyActionsNow(page, token, id);
    expect(history.slice(0, 2)).toEqual(['Reservering beëindigd', 'Reservering geregistreerd']);
    await expectHistoryLine(page, 'depot', id, 'Reservering beëindigd');
  });
});

function historyActionsNow(page: Page, token: string, id: number) {
  return historyActions(page.request, token, id);
}

/** Two strokes on the signature pad, as a finger or a mouse draws them. */
async function signOnThePad(page: Page) {
  const pad = page.getByRole('main').getByRole('img', { name: /^Handtekening reparateur/ });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, y - 30, { steps: 8 });
  await page.mouse.move(box.x + box.width * 0.8, y + 20, { steps: 8 });
  await page.mouse.up();
}
