// Issue 25 step 2 (spec 001 §2.7, §3 Management, §7): each of the eight overviews is
// searched through its form, paged, and downloaded; the file holds exactly the rows of the
// search (as many as the page's own call counted, under the screen's column names). The
// rental overview's chart has its numbers as a table that adds up to the same count. On a
// phone (@phone): the tiles, the chart and the flow of 'Verhuur' (issue 38 measured it
// there); the other seven are the same list and form, and every-page.spec.ts walks each at
// 360 px.
import { expect, test } from '../../support/fixtures';
import { dataRows } from '../../support/customer-requests';
import { downloadSheet, managementCall, totalOf, typeDate } from '../../support/management-ui';

const LAST_YEAR = new Date().getFullYear() - 1;
const today = () => new Date().toISOString().slice(0, 10);

type TSearch = 'period' | 'date' | 'none';

const OVERVIEWS: ReadonlyArray<{
  path: string;
  title: string;
  call: string;
  search: TSearch;
  firstHeader: string;
}> = [
  {
    path: 'rental',
    title: 'Verhuur',
    call: 'overviews/rental',
    search: 'period',
    firstHeader: 'Dossiernummer',
  },
  {
    path: 'repairs',
    title: 'Reparaties',
    call: 'overviews/repairs',
    search: 'period',
    firstHeader: 'Reparatienummer',
  },
  {
    path: 'depot',
    title: 'Depot opdrachten',
    call: 'overviews/depot',
    search: 'period',
    firstHeader: 'Opdrachtnummer',
  },
  {
    path: 'productslocation',
    title: 'Hulpmiddelen op locatie',
    call: 'overviews/products',
    search: 'none',
    firstHeader: 'Artikel',
  },
  {
    path: 'productsdepot',
    title: 'Hulpmiddelen in depot',
    call: 'overviews/products',
    search: 'none',
    firstHeader: 'Artikel',
  },
  {
    path: 'activerental',
    title: 'Actieve verhuurdossiers',
    call: 'overviews/rental',
    search: 'none',
    firstHeader: 'Dossiernummer',
  },
  {
    path: 'rentaldate',
    title: 'Verhuur op datum',
    call: 'overviews/rentaldate',
    search: 'date',
    firstHeader: 'Dossiernummer',
  },
  {
    path: 'depotdate',
    title: 'Depot op datum',
    call: 'overviews/depotdate',
    search: 'date',
    firstHeader: 'Artikel',
  },
];

test.describe('management overviews', () => {
  test('the tile page shows the eight overviews and opens one @phone', async ({
    page,
    signInAs,
  }) => {
    await signInAs('anna');
    await page.goto('/management/overviews');
    const tiles = page
      .getByRole('main')
      .getByRole('list', { name: 'Overzichten' })
      .getByRole('link');
    await expect(tiles).toHaveText(OVERVIEWS.map((overview) => new RegExp(`^${overview.title}`)));
    await tiles.filter({ hasText: 'Reparaties' }).click();
    await expect(page).toHaveURL(/\/management\/overviews\/repairs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reparaties' })).toBeVisible();
  });

  for (const overview of OVERVIEWS) {
    const phone = overview.path === 'rental' ? ' @phone' : '';
    test(`${overview.title}: searched, paged and downloaded${phone}`, async ({
      page,
      signInAs,
    }) => {
      await signInAs('anna');
      await page.goto(`/management/overviews/${overview.path}`);
      await expect(page.getByRole('heading', { level: 1, name: overview.title })).toBeVisible();
      await expect(dataRows(page).first()).toBeVisible();

      if (overview.search === 'period') await typeDate(page, 'Datum vanaf', `${LAST_YEAR}-01-01`);
      if (overview.search === 'date') await typeDate(page, 'Datum', today());
      const searched = managementCall(page, overview.call);
      await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
      const total = await totalOf(searched);
      expect(total, 'the demo data has rows for this search').toBeGreaterThan(0);
      await expect(dataRows(page).first()).toBeVisible();

      if (total > 10) {
        const firstRow = await dataRows(page).first().innerText();
        const paged = managementCall(page, overview.call);
        await page
          .getByRole('main')
          .getByRole('navigation', { name: 'Paginering' })
          // why: the list's own, the first on the page (a region of counts below has one too).
          .first()
          .getByRole('button', { name: 'Pagina 2', exact: true })
          .click();
        await paged;
        await expect(dataRows(page).first()).not.toHaveText(firstRow);
      }

      const file = await downloadSheet(
        page,
        page.getByRole('main').getByRole('button', { name: 'Download excel' }),
      );
      expect(file.fileName).toMatch(/\.xlsx$/);
      expect(file.header).toContain(overview.firstHeader);
      expect(file.rows, 'the file holds exactly the searched rows').toHaveLength(total);
    });
  }

  test('the rental chart reads as a table that counts the searched cases @phone', async ({
    page,
    signInAs,
  }) => {
    await signInAs('anna');
    await page.goto('/management/overviews/rental');
    await typeDate(page, 'Datum vanaf', `${LAST_YEAR}-01-01`);
    const searched = managementCall(page, 'overviews/rental');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    const total = await totalOf(searched);
    const chart = page.getByRole('figure', { name: 'Verhuurdossiers per maand' });
    await expect(chart).toBeVisible();
    await chart.getByText('Toon de cijfers als tabel').click();
    const table = chart.getByRole('table', { name: 'Verhuurdossiers per maand' });
    await expect(table).toBeVisible();
    const counts = await table.locator('tbody td').allInnerTexts();
    expect(counts.length).toBeGreaterThanOrEqual(12);
    const sum = counts.reduce((all, text) => all + Number(text.replace(/\./g, '')), 0);
    expect(sum).toBe(total);
  });
});
