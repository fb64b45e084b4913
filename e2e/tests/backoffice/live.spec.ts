// Live updates across both sides of the counter (issue 41 "Live"): the staff member's open
// inbox shows a repair the nurse reports on her phone without a reload, and the nurse's
// open request page shows the step the staff member adds without a reload. Both pages
// are marked when opened; the mark would be gone after a reload or a navigation.
// Data: an active case of the back-office slot taken from the highest number down
// (inbox.spec.ts takes from the lowest up), and the request it creates.
import type { Page } from '@playwright/test';
import {
  mainOf as main,
  PHONE,
  reportRepair,
  signedInPage,
  takeAndAddStep,
} from '../../support/both-sides';
import { detailsField, processRows } from '../../support/customer-requests';
import { expect, test } from '../../support/fixtures';

/** Resolves once the page's live stream at `path` answered 200 (it is then listening). */
function streamOpened(page: Page, path: string) {
  return page.waitForResponse(
    (answer) => answer.url().endsWith(`/Rest/Pwa${path}`) && answer.status() === 200,
  );
}

/** Marks the document; `isSameDocument` is false after any reload or navigation. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { liveMark: boolean }).liveMark = true;
  });
}
async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { liveMark?: boolean }).liveMark === true);
}

test('a new repair and a step reach the open pages of both sides without a reload', async ({
  browser,
}) => {
  test.slow();
  const nurse = await signedInPage(browser, 'anna', { viewport: PHONE });
  const dirk = await signedInPage(browser, 'dirk');
  const marker = `live${Date.now().toString(36)}`;

  // Customer service has the inbox open, searching for what is not there yet.
  const inboxLive = streamOpened(dirk.page, '/backoffice/events');
  await dirk.page.goto('/backoffice/inbox/open');
  await expect(main(dirk.page).getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await main(dirk.page).getByRole('searchbox', { name: 'Zoeken' }).fill(marker);
  await main(dirk.page).getByRole('searchbox', { name: 'Zoeken' }).press('Enter');
  await inboxLive;
  const rows = main(dirk.page)
    .getByRole('row')
    .filter({ has: dirk.page.getByRole('cell') });
  await expect(rows).toHaveCount(0);
  await markDocument(dirk.page);

  // The nurse reports a repair of a rented aid on her phone.
  const id = await reportRepair(nurse, `De tillift zakt langzaam door (${marker}).`, 'last');

  // It appears in the open inbox within seconds, the page never reloaded.
  const row = rows.filter({
    has: dirk.page.getByRole('cell', { name: new RegExp(`^(Nr\\. )?${id}$`) }),
  });
  await expect(row).toHaveCount(1, { timeout: 5_000 });
  await expect(row).toContainText('Zorggroep De Linde');
  expect(await isSameDocument(dirk.page), 'the inbox was not reloaded').toBe(true);

  // The nurse opens her request's details and keeps them open.
  const detailsLive = streamOpened(nurse.page, '/customer/requests/events');
  await nurse.page.goto(`/requests/open/details/${id}`);
  await expect(detailsField(nurse.page, 'Status')).toHaveText('Open');
  await detailsLive;
  await markDocument(nurse.page);

  // Customer service takes it and adds a step with a message.
  await row.getByRole('link').first().click();
  await expect(
    main(dirk.page).getByRole('heading', { level: 1, name: `Aanvraag ${id}` }),
  ).toBeVisible();
  const message = `De monteur komt vanmiddag langs (${marker}).`;
  await takeAndAddStep(dirk.page, message);

  // The nurse's open page shows the step and the new status within seconds, not reloaded.
  await expect(processRows(nurse.page).last()).toContainText(message, { timeout: 5_000 });
  await expect(detailsField(nurse.page, 'Status')).toHaveText('In behandeling');
  await expect(detailsField(nurse.page, 'Behandeld door')).toHaveText('Dirk Bakker');
  expect(await isSameDocument(nurse.page), 'the details page was not reloaded').toBe(true);

  // Close it, so the case is free again for the next run.
  await main(dirk.page)
    .getByRole('textbox', { name: /^Afsluitend bericht/ })
    .fill('Opgelost.');
  await main(dirk.page).getByRole('button', { name: 'Afronden' }).click();
  await expect(main(dirk.page).getByRole('status')).toContainText('De aanvraag is afgerond');
  await expect(detailsField(nurse.page, 'Status')).toHaveText('Afgerond', { timeout: 5_000 });

  for (const side of [nurse, dirk]) await side.page.context().close();
});
