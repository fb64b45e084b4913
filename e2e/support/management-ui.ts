// Helpers of the management e2e tests: a day typed into a date field, a download opened as
// a spreadsheet (exceljs), the total the page's own overview call answered.
import ExcelJS from 'exceljs';
import type { Locator, Page, Response } from '@playwright/test';
import { downloadBy } from './rentals-ui';

/** Types 'yyyy-MM-dd' into the three boxes of the date field labelled `label`. */
export async function typeDate(page: Page, label: string, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-') as [string, string, string];
  const group = page.getByRole('group', { name: label });
  await group.getByLabel('Dag').fill(day);
  await group.getByLabel('Maand').fill(month);
  await group.getByLabel('Jaar').fill(year);
}

/** The data rows (below the header) of the first sheet of a downloaded xlsx. */
export async function downloadSheet(
  page: Page,
  button: Locator,
): Promise<{ fileName: string; header: string[]; rows: unknown[][] }> {
  const { download, bytes } = await downloadBy(page, button);
  const book = new ExcelJS.Workbook();
  // why: exceljs's own Buffer type predates Node 20's generic Buffer.
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('the file has no sheet');
  const values: unknown[][] = [];
  sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
  const [header = [], ...rows] = values;
  return { fileName: download.suggestedFilename(), header: header.map(String), rows };
}

/** The `totalCount` of the next answer to the management call `path` (…/overviews/rental). */
export async function totalOf(response: Promise<Response>): Promise<number> {
  const body = (await (await response).json()) as { response: { totalCount: number } };
  return body.response.totalCount;
}

/** Waits for the page's own call to `path` below /Rest/Pwa/customer/management/. */
export function managementCall(page: Page, path: string): Promise<Response> {
  return page.waitForResponse(
    (answer) =>
      answer.url().endsWith(`/Rest/Pwa/customer/management/${path}`) &&
      answer.request().method() === 'POST',
  );
}
