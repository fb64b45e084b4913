// Scanning aids with the portal's own camera scanner (spec 001 §2.2; issue 10): a label
// printed from the product page (the overview's selection prints the same) is read back,
// and a product's QR code opens its page by placement and level. Each test films a picture
// made during the test, so it launches a Chromium of its own (support/chromium.ts); they
// run in the 'camera' project.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { demoProduct, productIdBySerial } from '../../support/articles-api';
import { launchWithCamera } from '../../support/chromium';
import { signInAsNewUser } from '../../support/customer-requests';
import { expect, test } from '../../support/fixtures';
import { cropImage, mmToPx, renderPdfPage } from '../../support/pdf-page';
import { greyVideoFile, qrVideoFile, type TGreyImage } from '../../support/qr-video';
import { watchCameraPreview } from '../../support/camera-preview';

/** The label sheet as the issue promises it: A4, 3 x 8 labels of 70 x 37 mm, centred. */
const SHEET = { heightMm: 297, labelWidthMm: 70, labelHeightMm: 37, rows: 8 } as const;
/** Sharp enough for the scanner, small enough for a 640 x 480 camera frame. */
const DPI = 200;

/** Clicks `button` and answers the PDF the browser saves. */
async function downloadedPdf(page: Page, button: Locator): Promise<Buffer> {
  const downloading = page.waitForEvent('download');
  await button.click({ timeout: 30_000 });
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('qr-labels.pdf');
  return readFileSync(await download.path());
}

/** The first label of a sheet (top left), as printed at DPI. */
function firstLabel(pdf: Buffer): TGreyImage {
  const sheet = renderPdfPage(pdf, DPI);
  const topMm = (SHEET.heightMm - SHEET.rows * SHEET.labelHeightMm) / 2;
  return cropImage(sheet, {
    x: 0,
    y: mmToPx(topMm, DPI),
    width: mmToPx(SHEET.labelWidthMm, DPI),
    height: mmToPx(SHEET.labelHeightMm, DPI),
  });
}

/** Starts the camera on `page` (a scan screen) and waits for the page the code leads to. */
async function scanWithCamera(page: Page, path: string, expected: RegExp) {
  const sawPreview = await watchCameraPreview(page);
  await page.goto(path);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Camera starten' }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(expected, { timeout: 20_000 });
  expect(await sawPreview(), 'the camera preview was shown').toBe(true);
}

test.describe('camera scanner', () => {
  // why: a browser of its own and a first load of the area's remote; slow on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('a QR label printed from the product page (and the same from the overview) is read back and opens the product @camera', async ({
    page,
    signInAs,
  }, testInfo) => {
    const auth = await signInAs('anna');
    const product = demoProduct(2);
    const id = await productIdBySerial(page.request, auth.token, 'location', product.serialNumber);
    await page.goto(`/articles/location/product/actions/${id}`);
    const label = firstLabel(
      await downloadedPdf(
        page,
        page.getByRole('main').getByRole('button', { name: 'QR label afdrukken' }),
      ),
    );

    // The overview's selection prints the very same label.
    await page.goto('/articles/location');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: /^Filter/ }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: 'Filter' });
    await dialog.getByRole('searchbox', { name: 'Serienummer' }).fill(product.serialNumber);
    await dialog.getByRole('button', { name: 'Toepassen' }).click();
    await main
      .getByRole('checkbox', { name: new RegExp(`${product.serialNumber} selecteren$`) })
      .check();
    const fromOverview = firstLabel(
      await downloadedPdf(page, main.getByRole('button', { name: 'QR labels (1)' })),
    );
    expect(Buffer.from(fromOverview.pixels).equals(Buffer.from(label.pixels))).toBe(true);

    const video = greyVideoFile(`label-${product.code}`, label);

    const camera = await launchWithCamera(video, testInfo.project.use.baseURL ?? '', auth);
    try {
      await scanWithCamera(
        camera.page,
        '/articles/actions/scan',
        new RegExp(`/articles/location/product/actions/${id}$`),
      );
      await expect(camera.page.getByRole('heading', { level: 1 })).toContainText(
        product.serialNumber,
      );
    } finally {
      await camera.browser.close();
    }
  });

  test('a product code opens the product: on location and in the depot its actions @camera', async ({
    page,
    signInAs,
  }, testInfo) => {
    const auth = await signInAs('anna');
    const baseURL = testInfo.project.use.baseURL ?? '';
    for (const [n, placement, path] of [
      [3, 'location', '/scan'],
      [43, 'depot', '/articles/actions/scan'],
    ] as const) {
      const product = demoProduct(n);
      const id = await productIdBySerial(page.request, auth.token, placement, product.serialNumber);
      const camera = await launchWithCamera(qrVideoFile(product.code), baseURL, auth);
      try {
        await scanWithCamera(
          camera.page,
          path,
          new RegExp(`/articles/${placement}/product/actions/${id}$`),
        );
        await expect(camera.page.getByRole('heading', { level: 1 })).toContainText(
          product.serialNumber,
        );
      } finally {
        await camera.browser.close();
      }
    }
  });

  test('a user with level 1 on the aids lands on the product details @camera', async ({
    page,
    signInAs,
  }, testInfo) => {
    const anna = await signInAs('anna');
    const product = demoProduct(3);
    const id = await productIdBySerial(page.request, anna.token, 'location', product.serialNumber);
    await signInAsNewUser(page, { '/articles': 1 });
    const auth = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null'));
    const camera = await launchWithCamera(
      qrVideoFile(product.code),
      testInfo.project.use.baseURL ?? '',
      auth,
    );
    try {
      await scanWithCamera(
        camera.page,
        '/articles/actions/scan',
        new RegExp(`/articles/location/product/details/${id}$`),
      );
    } finally {
      await camera.browser.close();
    }
  });
});
