// The rentals overviews (spec 001 §2.1, §2.3, §7, §9): tabs, columns per tab, 'Algemeen
// gebruik', rows to details, paging with offset page*10-9, filters kept per list, the
// loading, no-data and error states, and the Excel download. Read-only: paging and the
// row-by-row comparisons use the archive, which no other test changes.
import { expect, test } from '../../support/fixtures';
import { rentalCases } from '../../support/rentals-api';
import {
  applySearch,
  caseLink,
  caseRow,
  downloadBy,
  overviewTable,
  shownCaseNumbers,
  shownCaseNumbersWhenLoaded,
} from '../../support/rentals-ui';

const ALL_COLUMNS = [
  'Dossiernummer',
  'Artikel',
  'Startdatum',
  'Einddatum',
  'Afdeling/kamer',
  'Eindgebruiker',
  'Locatie',
];

test.describe('rentals overviews', () => {
  test('Verhuur opens on Actief; the tabs switch lists @phone', async ({ page, signInAs }) => {
    await signInAs('anna');
    await page.goto('/rentals');
    await expect(page).toHaveURL(/\/rentals\/active$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Verhuur' })).toBeVisible();
    const tabs = main.getByRole('navigation', { name: 'Weergave' });
    await expect(tabs.getByRole('link')).toHaveText(['Actief', 'In behandeling', 'Archief']);
    await expect(overviewTable(page).getByRole('row').nth(1)).toBeVisible();

    await tabs.getByRole('link', { name: 'In behandeling' }).click();
    await expect(page).toHaveURL(/\/rentals\/waiting$/);
    await expect(tabs.getByRole('link', { name: 'In behandeling' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(overviewTable(page).getByRole('row').nth(1)).toBeVisible();
  });

  test('each tab hides the columns the spec hides', async ({ page, signInAs }) => {
    await signInAs('anna');
    const expected: Record<string, string[]> = {
      active: ALL_COLUMNS.filter((name) => name !== 'Einddatum'),
      waiting: ['Dossiernummer', 'Artikel', 'Eindgebruiker', 'Locatie'],
      archive: ALL_COLUMNS,
    };
    for (const [tab, columns] of Object.entries(expected)) {
      await page.goto(`/rentals/${tab}`);
      // why: the text as shown (a sortable header holds its text twice, one for each layout)
      await expect(overviewTable(page).getByRole('columnheader'), tab).toHaveText(columns, {
        useInnerText: true,
      });
    }
  });

  test('rows show what the api answers, general use as "Algemeen gebruik"; pages 2 and 3 start at rows 11 and 21', async ({
    page,
    signInAs,
  }) => {
    const { token } = await signInAs('anna');
    await page.goto('/rentals/archive');
    const pagination = page.getByRole('navigation', { name: 'Paginering' });
    let generalUseRows = 0;
    for (const pageNumber of [1, 2, 3]) {
      const limitOffset = pageNumber * 10 - 9;
      const answer = await rentalCases(page.request, token, 'archive', { limitOffset });
      expect(answer.totalCount).toBeGreaterThan(30);
      if (pageNumber > 1)
        await pagination.getByRole('button', { name: `Pagina ${pageNumber}` }).click();
      await expect(
        pagination.getByRole('button', { name: `Pagina ${pageNumber}` }),
      ).toHaveAttribute('aria-current', 'page');
      await expect
        .poll(() => shownCaseNumbers(page))
        .toEqual(answer.cases.map((row) => row.rentalCaseId));
      for (const row of answer.cases) {
        const shown = caseRow(page, row.rentalCaseId);
        await expect(shown).toContainText(row.displayName);
        if (row.generalUse === 1) {
          generalUseRows += 1;
          await expect(shown.getByRole('cell').nth(5)).toHaveText('Algemeen gebruik');
        } else if (row.endUser) {
          await expect(shown.getByRole('cell').nth(5)).toHaveText(row.endUser);
        }
      }
    }
    expect(generalUseRows, 'the demo archive has cases in general use').toBeGreaterThan(0);
  });

  test('a row opens the case details', async ({ page, signInAs }) => {
    await signInAs('anna');
    await page.goto('/rentals/active');
    const [first = 0] = await shownCaseNumbersWhenLoaded(page);
    await caseLink(page, first).click();
    await expect(page).toHaveURL(new RegExp(`/rentals/active/details/${first}$`));
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: `Dossier ${first}` }),
    ).toBeVisible();
  });

  test('filters are kept per list, also after a reload; Reset Filters clears them', async ({
    page,
    signInAs,
  }) => {
    const { token } = await signInAs('anna');
    const { cases } = await rentalCases(page.request, token, 'archive', { limitOffset: 11 });
    // The search matches the case number, and serial numbers, barcodes and more containing it.
    const search = String(cases[3]?.rentalCaseId ?? 0);
    const found = await rentalCases(page.request, token, 'archive', { search });
    const wanted = found.cases.map((row) => row.rentalCaseId);
    expect(wanted).toContain(Number(search));
    expect(found.totalCount).toBeLessThanOrEqual(10);

    await page.goto('/rentals/archive');
    await applySearch(page, search);
    await expect.poll(() => shownCaseNumbers(page)).toEqual(wanted);
    // the search is in view above the list, so the Filter button does not count it
    await expect(page.getByRole('main').getByRole('button', { name: /^Filter/ })).not.toContainText(
      'actief',
    );
    await expect(page.getByRole('navigation', { name: 'Paginering' })).toHaveCount(0);

    await page.reload();
    await expect.poll(() => shownCaseNumbers(page)).toEqual(wanted);

    // Another list keeps its own (empty) filters.
    await page
      .getByRole('navigation', { name: 'Weergave' })
      .getByRole('link', { name: 'Actief' })
      .click();
    await expect(page.getByRole('main').getByRole('button', { name: /^Filter/ })).not.toContainText(
      'actief',
    );
    await expect(page.getByRole('navigation', { name: 'Paginering' })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Weergave' })
      .getByRole('link', { name: 'Archief' })
      .click();
    await expect.poll(() => shownCaseNumbers(page)).toEqual(wanted);
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Zoeken' })).toHaveValue(
      search,
    );
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Filter/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Filter' });
    await dialog.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page.getByRole('navigation', { name: 'Paginering' })).toBeVisible();
    expect((await shownCaseNumbersWhenLoaded(page)).length).toBe(10);
  });

  test('an empty result shows the no-data notice', async ({ page, signInAs }) => {
    await signInAs('anna');
    await page.goto('/rentals/active');
    await applySearch(page, 'GEEN-DOSSIER-MET-DEZE-TEKST');
    await expect(page.getByText('Er zijn geen resultaten gevonden')).toBeVisible();
    await expect(overviewTable(page)).toHaveCount(0);
  });

  test('loading shows the loading state; an error shows the server message', async ({
    page,
    signInAs,
  }) => {
    await signInAs('anna');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/Rest/Pwa/customer/rentals/cases', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/rentals/active');
    await expect(page.getByText('De data wordt opgehaald.')).toBeVisible();
    release();
    await expect(overviewTable(page)).toBeVisible();
    await page.unroute('**/Rest/Pwa/customer/rentals/cases');

    await page.route('**/Rest/Pwa/customer/rentals/cases', (route) =>
      route.fulfill({
        json: {
          status: 'error',
          message: 'Verhuurgegevens zijn tijdelijk niet beschikbaar',
          response: null,
        },
      }),
    );
    await page.goto('/rentals/waiting');
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Verhuurgegevens zijn tijdelijk niet beschikbaar',
    );
    await expect(overviewTable(page)).toHaveCount(0);
  });

  test('Download excel saves the list as an Excel workbook', async ({ page, signInAs }) => {
    await signInAs('anna');
    await page.goto('/rentals/archive');
    await expect(overviewTable(page)).toBeVisible();
    const { download, bytes } = await downloadBy(
      page,
      page.getByRole('main').getByRole('button', { name: 'Download excel' }),
    );
    expect(download.suggestedFilename()).toBe('verhuur-archief.xlsx');
    expect(bytes.length).toBeGreaterThan(100);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
