// The new rental request (spec 001 §2.3, §3, §5, §7): two tiers, the four messages next to
// their fields and joined with commas on top, the mattress size only for categories with
// hasMeasurementsBed, and one request per submit, also on a double click. Each submitting
// test writes its own reference, so it finds exactly its own request whatever runs beside it.
import { expect, test } from '../../support/fixtures';
import { openRequests, requestFields } from '../../support/rentals-api';
import { daysFromNow, fillDate } from '../../support/rentals-ui';

test.describe('new rental request', () => {
  test('validation: an article first, then location, delivery date and contact', async ({
    page,
    signInAs,
  }) => {
    await signInAs('anna');
    await page.goto('/rentals/actions');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Nieuwe aanvraag verhuur/ })
      .click();
    await expect(page).toHaveURL(/\/rentals\/actions\/request$/);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { name: 'Stap 1 van 2: artikelen kiezen' }),
    ).toBeVisible();

    await main.getByRole('button', { name: 'Volgende' }).click();
    await expect(
      main.getByRole('alert', { name: 'Controleer de gemarkeerde velden' }),
    ).toBeFocused();
    await expect(main.locator('#rentals-basket-error')).toHaveText('Selecteer een artikel');
    await expect(
      main.getByRole('heading', { name: 'Stap 1 van 2: artikelen kiezen' }),
    ).toBeVisible();

    // A rollator has no mattress: the size is not asked.
    await main.getByRole('button', { name: 'Mobiliteit' }).click();
    await main.getByRole('button', { name: 'Rollators toevoegen' }).click();
    await main.getByRole('button', { name: 'Volgende' }).click();
    await expect(
      main.getByRole('heading', { name: 'Stap 2 van 2: gegevens invullen' }),
    ).toBeVisible();
    await expect(main.getByRole('combobox', { name: /^Matrasmaat/ })).toHaveCount(0);
    // The contact starts at the signed-in user (a searchable select), so it is not missing.
    await expect(main.getByRole('combobox', { name: /^Contactpersoon/ })).not.toHaveValue('');
    await main.getByRole('button', { name: 'Aanvragen' }).click();
    await expect(
      main.getByText('Selecteer een locatie, Selecteer een gewenste leverdatum', { exact: true }),
    ).toBeVisible();
    await expect(main.getByText('Selecteer een locatie', { exact: true })).toBeVisible();
    await expect(
      main.getByText('Selecteer een gewenste leverdatum', { exact: true }),
    ).toBeVisible();

    // A bed needs a mattress size; everything entered stays between the tiers.
    await main.getByRole('button', { name: 'Artikelen wijzigen' }).click();
    await main.getByRole('button', { name: 'Bedden', exact: true }).click();
    await main.getByRole('button', { name: 'Hoog-laagbedden toevoegen' }).click();
    await expect(main.getByRole('textbox', { name: 'Aantal Rollators' })).toHaveValue('1');
    await main.getByRole('button', { name: 'Volgende' }).click();
    await expect(main.getByRole('combobox', { name: /^Matrasmaat/ })).toBeVisible();
    await main.getByRole('button', { name: 'Aanvragen' }).click();
    await expect(
      main.getByText(
        'Selecteer een matrasmaat, Selecteer een locatie, Selecteer een gewenste leverdatum',
        { exact: true },
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/rentals\/actions\/request$/);
  });

  test('a filled-in request is sent once, even on a double click @phone', async ({
    page,
    signInAs,
  }, testInfo) => {
    const { token } = await signInAs('anna');
    const reference = `E2E-${testInfo.project.name}-${Date.now().toString(36)}`;
    const before = await openRequests(page.request, token, 'RENTAL-REQUEST');
    const newestBefore = Math.max(0, ...before.map((row) => row.customerRequestId));

    await page.goto('/rentals/actions/request');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Bedden', exact: true }).click();
    await main.getByRole('button', { name: 'Hoog-laagbedden toevoegen' }).click();
    await expect(main.getByRole('button', { name: 'Hoog-laagbedden toegevoegd' })).toHaveText(
      'Toegevoegd',
    );
    await main.getByRole('textbox', { name: 'Aantal Hoog-laagbedden' }).fill('2');
    await main.getByRole('button', { name: 'Volgende' }).click();

    await main.getByRole('combobox', { name: /^Matrasmaat/ }).selectOption('90x210');
    await fillDate(page, /^Gewenste leverdatum/, daysFromNow(14));
    await main.getByRole('checkbox', { name: 'Spoed' }).check();
    const location = main.getByRole('combobox', { name: /^Locatie/ });
    await location.click();
    await main.getByRole('listbox').getByRole('option').nth(1).click();
    const department = main.getByRole('combobox', { name: /^Afdeling/ });
    await expect(department).toBeEnabled();
    await expect(department.getByRole('option')).not.toHaveCount(1);
    await department.selectOption({ index: 1 });
    await main.getByRole('textbox', { name: 'Kamer' }).fill('214');
    await main.getByRole('textbox', { name: 'Naam cliënt' }).fill('Mevr. E2E Test');
    await main.getByRole('textbox', { name: 'Eigen referentie' }).fill(reference);
    await expect(main.getByRole('combobox', { name: /^Contactpersoon/ })).not.toHaveValue('');
    await main.getByRole('textbox', { name: 'Opmerkingen' }).fill('Graag leveren voor 12:00 uur.');

    await main.getByRole('button', { name: 'Aanvragen' }).dblclick();
    // Issue 9 point 14: the user lands on the new request, under /requests/open.
    await expect(page).toHaveURL(/\/requests\/open\/details\/\d+$/);
    await expect(page.getByText('Uw aanvraag voor verhuur is verstuurd')).toBeVisible();
    const landedOn = Number(new URL(page.url()).pathname.split('/').at(-1));

    const after = await openRequests(page.request, token, 'RENTAL-REQUEST');
    const mine: number[] = [];
    for (const row of after.filter((item) => item.customerRequestId > newestBefore)) {
      const fields = await requestFields(page.request, token, row.customerRequestId);
      if (fields.some((field) => field.includes(reference))) mine.push(row.customerRequestId);
    }
    expect(mine, 'one request with this reference').toHaveLength(1);
    expect(mine[0]).toBe(landedOn);
    const fields = await requestFields(page.request, token, mine[0] ?? 0);
    expect(fields.join('\n')).toContain('Hoog-laagbedden');
    expect(fields.join('\n')).toContain('90x210');
  });
});
