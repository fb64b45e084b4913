// Issue 38 "A report she can follow": on a 390 px phone with touch, two 'Reparatie melden'
// cards of the requests list tell apart within three facts: the card's title is the type
// with its status, its facts the date, the case it is about ('Dossier ...') and its
// department and room; the id and the locations wait in the table and the details. Read
// only: the demo data's repair reports (open and in progress).
import { applyRequestFilters, dataRows } from '../../support/customer-requests';
import { expect, signInViaApi, test } from '../../support/fixtures';
import { seriousAxeViolations, saveShot } from '../../support/layout-checks';

// why bypassCSP: axe-core is injected as a script the portal's CSP would refuse.
test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  bypassCSP: true,
});

test("two 'Reparatie melden' cards tell apart by their case, room and date", async ({
  page,
  signInAs,
}, testInfo) => {
  await signInAs('anna');
  const texts: string[] = [];
  for (const [tab, status] of [
    ['open', 'Open'],
    ['processing', 'In behandeling'],
  ] as const) {
    await page.goto(`/requests/${tab}`);
    await applyRequestFilters(page, { type: 'REPAIR-RENTAL' });
    const cards = dataRows(page);
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      // the title and at most three facts: nothing else is on the card
      const shown = card.getByRole('cell');
      const count = await shown.count();
      expect(count).toBeGreaterThanOrEqual(3);
      expect(count).toBeLessThanOrEqual(4);
      await expect(shown.first()).toHaveText(`Reparatie melden, ${status}`);
      await expect(shown.nth(1)).toHaveText(/^\d{2}-\d{2}-\d{4}$/);
      await expect(shown.nth(2)).toHaveText(/^Dossier \d+ - /);
      // the id is not one of them (the table has it)
      await expect(card.getByRole('cell', { includeHidden: true }).first()).toBeHidden();
      texts.push((await shown.allTextContents()).slice(1).join(' | '));
    }
    if (tab === 'open') {
      expect(await seriousAxeViolations(page)).toEqual([]);
      await saveShot(page, testInfo, 'requests-cards-390');
    }
  }
  expect(texts.length, 'the demo data has several repair reports').toBeGreaterThanOrEqual(2);
  expect(new Set(texts).size, 'no two cards say the same').toBe(texts.length);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'no sideways scrolling').toBeLessThanOrEqual(390);
});

test('the table at 1280 px keeps the spec columns and adds Betreft', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInViaApi(page, 'anna');
  await page.goto('/requests/open');
  await applyRequestFilters(page, { type: 'REPAIR-RENTAL' });
  const table = page.getByRole('main').getByRole('table');
  const headers = table.getByRole('columnheader').filter({ visible: true });
  await expect(headers).toHaveText(
    ['Id', 'Type verzoek', 'Datum', 'Locatie van', 'Locatie naar', 'Contactpersoon', 'Betreft'],
    { useInnerText: true },
  );
  await expect(dataRows(page).first().getByRole('cell').nth(6)).toHaveText(/^Dossier \d+ - /);
  await context.close();
});
