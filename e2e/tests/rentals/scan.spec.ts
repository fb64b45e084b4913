// Scanning (spec 001 §2.2, §5, §8; spec 000 §4, §9): the manual search by barcode or serial
// ('Voer een barcode in' when empty), the target by result type and permission, and the
// camera: the @camera tests run in the 'camera' project, whose Chromium films a QR code of
// VH-DEMO-0001 (support/qr-video.ts).
import { expect, test } from '../../support/fixtures';
import { watchCameraPreview } from '../../support/camera-preview';
import { caseIdOfCode } from '../../support/rentals-api';

test.describe('manual search', () => {
  test('from the Scannen tile: empty, unknown, then a serial number opens the case actions @phone', async ({
    page,
    signInAs,
  }) => {
    const { token } = await signInAs('anna');
    const id = await caseIdOfCode(page.request, token, 'SN-DEMO-0001');
    await page.goto('/rentals/actions');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /Scannen/ })).toBeVisible();
    await expect(main.getByRole('link', { name: /Nieuwe aanvraag verhuur/ })).toBeVisible();
    await main.getByRole('link', { name: /Scannen/ }).click();
    await expect(page).toHaveURL(/\/rentals\/actions\/scan$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Scannen' })).toBeVisible();

    await main.getByRole('button', { name: 'Zoeken' }).click();
    await expect(main.getByText('Voer een barcode in')).toBeVisible();

    const field = main.getByRole('textbox', { name: 'Barcode of serienummer' });
    await field.fill('ONBEKEND-0000');
    await main.getByRole('button', { name: 'Zoeken' }).click();
    await expect(main.getByRole('alert')).toHaveText('Hulpmiddel niet gevonden');

    await field.fill('sn-demo-0001');
    await field.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/rentals/active/actions/${id}$`));
    await expect(main.getByRole('heading', { level: 1, name: `Dossier ${id}` })).toBeVisible();
  });

  test('a level-1 user lands on the details; a product outside his rights is refused', async ({
    page,
    signInAs,
  }) => {
    const { token } = await signInAs('bram');
    const id = await caseIdOfCode(page.request, token, 'VH-DEMO-0001');
    await page.goto('/rentals/actions/scan');
    const main = page.getByRole('main');
    const field = main.getByRole('textbox', { name: 'Barcode of serienummer' });
    // A product at a De Linde location: its pages are in articles, which Bram may not open.
    await field.fill('VZ-DL-000001');
    await field.press('Enter');
    await expect(main.getByRole('alert')).toHaveText(
      'U heeft geen rechten om gescande serienummers op te zoeken',
    );
    await field.fill('VH-DEMO-0001');
    await field.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/rentals/active/details/${id}$`));
  });

  test('the portal-wide /scan page finds a rental case too', async ({ page, signInAs }) => {
    const { token } = await signInAs('anna');
    const id = await caseIdOfCode(page.request, token, 'VH-DEMO-0001');
    await page.goto('/home');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Scannen/ })
      .click();
    await expect(page).toHaveURL(/\/scan$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Scannen' })).toBeVisible();
    await expect(page).toHaveTitle(/Scannen/);
    await main.getByRole('button', { name: 'Zoeken' }).click();
    await expect(main.getByText('Voer een barcode in')).toBeVisible();
    await main.getByRole('textbox', { name: 'Barcode of serienummer' }).fill('VH-DEMO-0001');
    await main.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page).toHaveURL(new RegExp(`/rentals/active/actions/${id}$`));
  });
});

test.describe('camera', () => {
  test.use({ permissions: ['camera'] });

  for (const path of ['/rentals/actions/scan', '/scan']) {
    test(`${path}: the camera reads the QR code and opens the case actions @camera`, async ({
      page,
      signInAs,
    }) => {
      const { token } = await signInAs('anna');
      const id = await caseIdOfCode(page.request, token, 'VH-DEMO-0001');
      const sawPreview = await watchCameraPreview(page);
      await page.goto(path);
      const main = page.getByRole('main');
      await main.getByRole('button', { name: 'Camera starten' }).click();
      await expect(page).toHaveURL(new RegExp(`/rentals/active/actions/${id}$`), {
        timeout: 20_000,
      });
      expect(await sawPreview(), 'the camera preview was shown').toBe(true);
      await expect(main.getByRole('heading', { level: 1, name: `Dossier ${id}` })).toBeVisible();
      await expect(main.getByRole('link', { name: /Retour melden/ })).toBeVisible();
    });
  }
});
