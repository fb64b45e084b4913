// Issue 9 point 16 (spec 001 §2.1: every list has a download button): the requests list
// downloads its Excel file, aanvragen-<tab>.xlsx, with the list's filters and every row they
// match (no paging). The api route is POST /Rest/Pwa/customer/requests/overview/excel
// (REQUESTS_EXCEL_PATH).
import { expect, test } from '../../support/fixtures';
import { downloadSheet } from '../../support/management-ui';

type TOverviewAnswer = {
  response: { requests: { customerRequestId: number }[]; totalCount: number };
};

test('point 16: the requests list downloads its Excel file', async ({ page, signInAs }) => {
  await signInAs('anna');
  const overview = page.waitForResponse(
    (answer) =>
      answer.url().endsWith('/Rest/Pwa/customer/requests/overview') &&
      answer.request().method() === 'POST',
  );
  await page.goto('/requests/open');
  const { response } = (await (await overview).json()) as TOverviewAnswer;
  expect(response.totalCount, 'the demo has open requests').toBeGreaterThan(0);
  const button = page.getByRole('main').getByRole('button', { name: 'Download excel' });
  await expect(button).toBeVisible();

  const sheet = await downloadSheet(page, button);
  expect(sheet.fileName).toBe('aanvragen-open.xlsx');
  expect(sheet.header[0]).toBe('Id');
  // every open request, not the list's first page only, in the list's order
  expect(sheet.rows).toHaveLength(response.totalCount);
  const ids = sheet.rows.map((row) => Number(row[0]));
  expect(ids.slice(0, response.requests.length)).toEqual(
    response.requests.map((request) => request.customerRequestId),
  );
});
