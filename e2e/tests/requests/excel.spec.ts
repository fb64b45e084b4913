// Issue 9 point 16 (spec 001 §2.1: every list has a download button): the requests list
// downloads its Excel file, aanvragen-<tab>.xlsx, with the list's filters. The api route is
// POST /Rest/Pwa/customer/requests/overview/excel (REQUESTS_EXCEL_PATH).
import { expect, test } from '../../support/fixtures';
import { downloadBy } from '../../support/rentals-ui';

test('point 16: the requests list downloads its Excel file', async ({ page, signInAs }) => {
  await signInAs('anna');
  await page.goto('/requests/open');
  const button = page.getByRole('main').getByRole('button', { name: 'Download excel' });
  await expect(button).toBeVisible();
  const { download, bytes } = await downloadBy(page, button);
  expect(download.suggestedFilename()).toBe('aanvragen-open.xlsx');
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
});
