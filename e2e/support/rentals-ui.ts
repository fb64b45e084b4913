// What the rentals tests do on screen more than once: the overview table, the filter
// overlay, date fields and downloads; always found the way a user finds them.
import { readFile } from 'node:fs/promises';
import { expect, type Download, type Locator, type Page } from '@playwright/test';

/** The overview list of the current rentals tab (a table captioned 'Verhuur'). */
export function overviewTable(page: Page): Locator {
  return page.getByRole('main').getByRole('table', { name: 'Verhuur' });
}

/** The case numbers of the rows shown, top to bottom. */
export async function shownCaseNumbers(page: Page): Promise<number[]> {
  const rows = overviewTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  const first = await rows.evaluateAll((elements) =>
    elements.map((row) => row.querySelector('[role="cell"]')?.textContent?.trim() ?? ''),
  );
  return first.map(Number);
}

/** The case numbers once the first row is there. */
export async function shownCaseNumbersWhenLoaded(page: Page): Promise<number[]> {
  await expect(overviewTable(page).getByRole('row').nth(1)).toBeVisible();
  return shownCaseNumbers(page);
}

/** The case numbers shown once the list has loaded: none when it says there is no data. */
export async function shownCaseNumbersOrNone(page: Page): Promise<number[]> {
  const noData = page.getByRole('main').getByText('Er zijn geen resultaten gevonden');
  await expect(overviewTable(page).getByRole('row').nth(1).or(noData)).toBeVisible();
  return (await noData.isVisible()) ? [] : shownCaseNumbers(page);
}

/**
 * The row of one case in the overview: the cell of its case number, named 'Dossiernummer 12'
 * on a phone card (the label shown beside the value), '12' in the table.
 */
export function caseRow(page: Page, rentalCaseId: number): Locator {
  return overviewTable(page)
    .getByRole('row')
    .filter({
      has: page.getByRole('cell', { name: new RegExp(`^(Dossiernummer )?${rentalCaseId}$`) }),
    });
}

/** The link of a case's row (on its article, the row's title). */
export function caseLink(page: Page, rentalCaseId: number): Locator {
  return caseRow(page, rentalCaseId).getByRole('link');
}

/** Types the search text in the list's search field (above the list) and searches. */
export async function applySearch(page: Page, search: string): Promise<void> {
  const field = page.getByRole('main').getByRole('searchbox', { name: 'Zoeken' });
  await field.fill(search);
  await field.press('Enter');
}

/** Fills the Dag, Maand and Jaar boxes of the date field named `label`. */
export async function fillDate(page: Page, label: RegExp, date: Date): Promise<void> {
  const group = page.getByRole('group', { name: label });
  await group.getByLabel('Dag').fill(String(date.getDate()).padStart(2, '0'));
  await group.getByLabel('Maand').fill(String(date.getMonth() + 1).padStart(2, '0'));
  await group.getByLabel('Jaar').fill(String(date.getFullYear()));
}

/** A date `days` from today. */
export function daysFromNow(days: number): Date {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date;
}

/** Clicks `button` and answers the file the browser saves. */
export async function downloadBy(
  page: Page,
  button: Locator,
): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await download.path();
  return { download, bytes: await readFile(path) };
}
