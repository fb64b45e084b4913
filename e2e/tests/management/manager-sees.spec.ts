// Issue 38 "A manager sees, not only downloads": 'Verhuurkosten' shows the file's lines on
// screen (the table holds exactly the Excel's rows), an invoice is found by its number in
// the list's search field, 'Bekijken' opens an invoice's PDF in the browser's viewer (the
// api answers it inline), and the e-invoice button shows its icon beside its label.
import { formatEuro } from '@portal/shared/rules';
import type { Locator, Page } from '@playwright/test';
import { callResponse } from '../../support/api-call';
import { dataRows } from '../../support/customer-requests';
import { caseIdOfCode } from '../../support/rentals-api';
import { downloadSheet } from '../../support/management-ui';
import { expect, test } from '../../support/fixtures';

const MONTHS = [
  'Januari',
  'Februari',
  'Maart',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Augustus',
  'September',
  'Oktober',
  'November',
  'December',
];

/** A line of the file as the screen's table shows it. */
function shownLine(line: unknown[]): string[] {
  const [month, ...rest] = line;
  const costs = rest.pop();
  if (!(month instanceof Date) || typeof costs !== 'number') {
    throw new Error(`not a rental cost line: ${JSON.stringify(line)}`);
  }
  return [
    `${MONTHS[month.getUTCMonth()] ?? ''} ${month.getUTCFullYear()}`,
    ...rest.map(String),
    formatEuro(Math.round(costs * 100)),
  ];
}

/** The body rows of `table`, each the text of its cells. */
async function tableLines(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.children).map((cell) => cell.textContent?.trim() ?? '')),
    );
}

async function chooseFirstLocation(page: Page): Promise<void> {
  await page
    .getByRole('main')
    .getByRole('combobox', { name: /Locatie/ })
    .click();
  await page.getByRole('listbox').getByRole('option').first().click();
}

test('Verhuurkosten shows the lines of the file on screen, the same rows as the Excel @phone', async ({
  page,
  signInAs,
}) => {
  await signInAs('anna');
  await page.goto('/management/rentalcost');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Verhuurkosten' })).toBeVisible();
  await main.getByLabel('Van jaar').selectOption(String(new Date().getFullYear() - 1));
  await chooseFirstLocation(page);

  for (const grouping of [null, 'Per afdeling'] as const) {
    if (grouping) await main.getByLabel(grouping).check();
    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));
    await main.getByRole('button', { name: 'Bekijken' }).click();
    const table = main.getByRole('table', { name: 'Kosten per maand' });
    await expect(table).toBeVisible();
    // why: the table of the previous grouping stays until the new lines are there
    await expect(table.locator('thead th')).toHaveCount(grouping ? 6 : 5);
    // only shown: no file, and not the file's message
    await expect(main.getByText('Bestand verhuurkosten succesvol aangemaakt')).toHaveCount(0);
    const shown = await tableLines(table);

    const file = await downloadSheet(page, main.getByRole('button', { name: 'Download excel' }));
    expect(downloads).toEqual([file.fileName]);
    await expect(main.getByText('Bestand verhuurkosten succesvol aangemaakt')).toBeVisible();
    const headers = await table.locator('thead th').allTextContents();
    expect(headers).toEqual(file.header);
    expect(file.rows.length).toBeGreaterThanOrEqual(12);
    expect(shown).toEqual(file.rows.map(shownLine));
    // the total row sums the file's costs
    const total = file.rows.reduce((sum, line) => sum + Math.round(Number(line.at(-1)) * 100), 0);
    await expect(table.locator('tfoot')).toContainText(formatEuro(total));
    page.removeAllListeners('download');
  }

  // the page does not scroll sideways, nor does the table in its own box
  const viewport = page.viewportSize()?.width ?? 0;
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(viewport);
  const box = main.getByRole('group', { name: 'Kosten per maand' });
  const overflow = await box.evaluate((element) => element.scrollWidth - element.clientWidth);

  // Issue 38: at 360 px a line is a card, its month on top and every figure under it, each
  // with its label; at 1280 px a line is one row of the table.
  const table = main.getByRole('table', { name: 'Kosten per maand' });
  const line = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') })
    .first();
  const month = await line.getByRole('rowheader').boundingBox();
  const cells = line.getByRole('cell');
  const cost = await cells.last().boundingBox();
  if (!month || !cost) throw new Error('the first line has no month or cost on screen');
  if (viewport <= 400) {
    expect(overflow, 'no sideways scrolling inside the table').toBeLessThanOrEqual(0);
    expect(cost.y, 'the cost under the month').toBeGreaterThan(month.y + month.height - 1);
    expect(cost.x + cost.width).toBeLessThanOrEqual(viewport);
    const labels = await cells.evaluateAll((tds) =>
      tds.map((td) => getComputedStyle(td, '::before').content),
    );
    expect(labels).toEqual([
      '"Locatie"',
      '"Afdeling"',
      '"Aantal dossiers"',
      '"Huurdagen"',
      '"Kosten"',
    ]);
  } else {
    expect(Math.abs(cost.y - month.y), 'one row').toBeLessThan(4);
  }
});

type TInvoiceRow = { invoiceId: number; invoiceNumber: string };

test('an invoice is found by (part of) its number in the list search field @phone', async ({
  page,
  signInAs,
}) => {
  const { token } = await signInAs('anna');
  // an invoice from the list's second page, out of sight on the first
  const { invoices } = await callResponse<{ invoices: TInvoiceRow[] }>(
    page.request,
    token,
    'POST',
    '/customer/management/invoices',
    { tabType: 'all', viewType: 'all', filters: { limitOffset: 11, limitRows: 10 } },
  );
  const wanted = invoices[3];
  if (!wanted) throw new Error('the demo organisation has fewer than 14 invoices');
  await page.goto('/management/invoices');
  const main = page.getByRole('main');
  await expect(dataRows(page).first()).toBeVisible();
  const wantedRow = dataRows(page).filter({ hasText: wanted.invoiceNumber });
  await expect(wantedRow).toHaveCount(0);

  const search = main.getByRole('searchbox', { name: 'Zoeken' });
  await expect(main.getByRole('search')).toContainText('Factuurnummer');
  await search.fill(wanted.invoiceNumber.toLowerCase());
  await search.press('Enter');
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText(wanted.invoiceNumber);

  // a part of it (its serial digits) finds every invoice holding those digits, it among them
  const digits = wanted.invoiceNumber.slice(-6);
  await search.fill(digits);
  await search.press('Enter');
  await expect(wantedRow).toHaveCount(1);
  for (const row of await dataRows(page).all()) await expect(row).toContainText(digits);

  await search.fill('VF-1999-999999');
  await search.press('Enter');
  await expect(dataRows(page)).toHaveCount(0);
});

test("'Bekijken' opens an invoice's PDF in the browser's viewer, answered inline", async ({
  page,
  signInAs,
}) => {
  await signInAs('anna');
  await page.goto('/management/invoices');
  const row = dataRows(page).first();
  const viewed = page.waitForResponse(
    (answer) =>
      answer.url().endsWith('/Rest/Pwa/customer/management/overviews/excel?inline=1') &&
      answer.request().method() === 'POST',
  );
  const popup = page.waitForEvent('popup');
  await row.getByRole('button', { name: /^Bekijken VF-\d{4}-\d{6}$/ }).click();
  const answer = await viewed;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect(answer.headers()['content-disposition']).toMatch(/^inline; filename="factuur-/);
  // the new tab shows the PDF's bytes (an object URL: the api takes its token as a header)
  const viewer = await popup;
  await expect.poll(() => viewer.url()).toMatch(/^blob:http:\/\/127\.0\.0\.1:\d+\//);
  // the list is still where it was
  await expect(page).toHaveURL(/\/management\/invoices$/);
});

test("a rental case's invoices tab views its PDF through the download ?inline=1 too", async ({
  page,
  signInAs,
}) => {
  const { token } = await signInAs('anna');
  const caseId = await caseIdOfCode(page.request, token, 'VH-DEMO-0001');
  await page.goto(`/rentals/active/invoices/${caseId}`);
  const row = dataRows(page).first();
  await expect(row).toBeVisible();
  const viewed = page.waitForResponse((answer) =>
    /\/Rest\/Pwa\/global\/download\/invoice\/\d+\?inline=1$/.test(answer.url()),
  );
  const popup = page.waitForEvent('popup');
  await row.getByRole('button', { name: /^Bekijken/ }).click();
  const answer = await viewed;
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect(answer.headers()['content-disposition']).toMatch(/^inline; /);
  await expect.poll(async () => (await popup).url()).toMatch(/^blob:/);
});

test('the e-invoice button shows its icon beside its label, on the list and a case tab @phone', async ({
  page,
  signInAs,
}) => {
  const { token } = await signInAs('anna');
  const caseId = await caseIdOfCode(page.request, token, 'VH-DEMO-0001');
  for (const path of ['/management/invoices', `/rentals/active/invoices/${caseId}`]) {
    await page.goto(path);
    const button = dataRows(page)
      .first()
      .getByRole('button', { name: /^E-factuur/ });
    await expect(button).toBeVisible();
    const icon = button.locator('svg.ui-icon');
    await expect(icon).toBeVisible();
    const [iconBox, buttonBox] = [await icon.boundingBox(), await button.boundingBox()];
    // the icon keeps its size (it was squeezed to 0 px wide) and sits inside the button
    expect(iconBox?.width ?? 0).toBeGreaterThanOrEqual(16);
    expect(iconBox?.height ?? 0).toBeGreaterThanOrEqual(16);
    expect((iconBox?.x ?? 0) + (iconBox?.width ?? 0)).toBeLessThanOrEqual(
      (buttonBox?.x ?? 0) + (buttonBox?.width ?? 0) + 0.5,
    );
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} scrolls sideways`).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  }
});
