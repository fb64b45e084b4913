// The pages of one rental case (spec 001 §2.3, §3, §4, §8): details, the Acties tiles,
// invoices with a PDF per invoice, documents with their download; waiting and archive
// cases have details, invoices and documents only; a failed permission check replaces
// the form. Read-only: the stable demo cases VH-DEMO-0001..0004 (api/README.md).
import { expect, test } from '../../support/fixtures';
import { caseIdOfCode } from '../../support/rentals-api';
import { downloadBy } from '../../support/rentals-ui';

test.describe('rental case pages', () => {
  test('details of an active case, with the tabs Details, Acties, Facturen, Documenten @phone', async ({
    page,
    signInAs,
  }) => {
    const { token } = await signInAs('anna');
    const id = await caseIdOfCode(page.request, token, 'VH-DEMO-0001');
    await page.goto(`/rentals/active/details/${id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: `Dossier ${id}` })).toBeVisible();
    const tabs = main.getByRole('navigation', { name: 'Onderdelen van het dossier' });
    await expect(tabs.getByRole('link')).toHaveText([
      'Details',
      'Acties',
      'Facturen',
      'Documenten',
    ]);
    for (const [label, value] of [
      ['Serienummer', 'SN-DEMO-0001'],
      ['Barcode', 'VH-DEMO-0001'],
      ['Status', 'Actief'],
    ]) {
      await expect(
        main.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }),
      ).toBeVisible();
      await expect(
        main.getByRole('definition').filter({ hasText: new RegExp(`^${value}$`) }),
      ).toBeVisible();
    }

    // issue 38: Acties names the room and the client the details name, so a carer who
    // scanned the bed knows it is the one in her room before she reports or returns it.
    const terms = await main.getByRole('term').allInnerTexts();
    const values = await main.getByRole('definition').allInnerTexts();
    const place = {
      room: values[terms.indexOf('Afdeling/kamer')] ?? '',
      client: values[terms.indexOf('Eindgebruiker')] ?? '',
    };
    await tabs.getByRole('link', { name: 'Acties' }).click();
    await expect(page).toHaveURL(new RegExp(`/rentals/active/actions/${id}$`));
    await expect(main.getByRole('term')).toHaveText(['Afdeling/kamer', 'Eindgebruiker']);
    await expect(main.getByRole('definition')).toHaveText([place.room, place.client]);
    expect(place.room.length).toBeGreaterThan(0);
    await expect(main.getByRole('link', { name: /Retour melden/ })).toHaveAttribute(
      'href',
      `/rentals/active/retour/${id}`,
    );
    await expect(main.getByRole('link', { name: /Reparatie melden/ })).toHaveAttribute(
      'href',
      `/rentals/active/repair/${id}`,
    );
  });

  test('the invoices tab downloads an invoice as PDF', async ({ page, signInAs }) => {
    const { token } = await signInAs('anna');
    const id = await caseIdOfCode(page.request, token, 'VH-DEMO-0001');
    await page.goto(`/rentals/active/invoices/${id}`);
    const table = page.getByRole('main').getByRole('table', { name: 'Facturen' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Factuurnummer',
      'Factuurdatum',
      'Bedrag',
      'Betaalstatus',
      'Debet/credit',
      'Herkomst',
      'Factuur',
    ]);
    const button = table.getByRole('button', { name: /^PDF/ }).first();
    const { download, bytes } = await downloadBy(page, button);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/i);
    expect(bytes.length).toBeGreaterThan(100);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  test('the documents tab downloads a document', async ({ page, signInAs }) => {
    const { token } = await signInAs('anna');
    const id = await caseIdOfCode(page.request, token, 'VH-DEMO-0001');
    await page.goto(`/rentals/active/documents/${id}`);
    const table = page.getByRole('main').getByRole('table', { name: 'Documenten' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const { download, bytes } = await downloadBy(
      page,
      table.getByRole('button', { name: /^Downloaden/ }).first(),
    );
    expect(download.suggestedFilename()).toMatch(/\.pdf$/i);
    expect(bytes.length).toBeGreaterThan(100);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  for (const [tab, code, status] of [
    ['waiting', 'VH-DEMO-0003', 'In behandeling'],
    ['archive', 'VH-DEMO-0004', 'Afgerond'],
  ] as const) {
    test(`a ${tab} case has details, invoices and documents only`, async ({ page, signInAs }) => {
      const { token } = await signInAs('anna');
      const id = await caseIdOfCode(page.request, token, code);
      await page.goto(`/rentals/${tab}/details/${id}`);
      const main = page.getByRole('main');
      const tabs = main.getByRole('navigation', { name: 'Onderdelen van het dossier' });
      await expect(tabs.getByRole('link')).toHaveText(['Details', 'Facturen', 'Documenten']);
      // why: the case's own status, in its details list (its running requests show theirs).
      await expect(main.locator('dl').getByText(status, { exact: true })).toBeVisible();
      await tabs.getByRole('link', { name: 'Facturen' }).click();
      await expect(page).toHaveURL(new RegExp(`/rentals/${tab}/invoices/${id}$`));
      await expect(main.getByRole('table', { name: 'Facturen' })).toBeVisible();
      await tabs.getByRole('link', { name: 'Documenten' }).click();
      await expect(main.getByRole('table', { name: 'Documenten' })).toBeVisible();
    });
  }

  test('a repair report while one is running: the check message replaces the form', async ({
    page,
    signInAs,
  }) => {
    const { token } = await signInAs('anna');
    // VH-DEMO-0002 has an OPEN repair report in the demo data.
    const id = await caseIdOfCode(page.request, token, 'VH-DEMO-0002');
    await page.goto(`/rentals/active/repair/${id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Reparatie melden' })).toBeVisible();
    await expect(main.getByRole('alert')).toContainText(
      'Voor dit dossier is al een reparatiemelding in behandeling',
    );
    await expect(main.getByLabel(/Omschrijving van het defect/)).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Reparatie melden' })).toHaveCount(0);
  });
});
