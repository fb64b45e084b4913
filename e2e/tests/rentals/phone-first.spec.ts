// Issue 9 in the rentals area, each point at the width where it was seen (@phone: 360 px;
// the rest at 1280 px): form feedback, the sticky action bar, dates and amounts, the photo
// picker, text and tables, pagination and tabs, not-found and status tabs, the searchable
// select and the camera panel.
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { rentalCases } from '../../support/rentals-api';
import { daysFromNow, fillDate } from '../../support/rentals-ui';

/** Tier 2 of a new rental request with one bed chosen. */
async function requestFormWithBed(page: Page) {
  await page.goto('/rentals/actions/request');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Bedden', exact: true }).click();
  await main.getByRole('button', { name: 'Hoog-laagbedden toevoegen' }).click();
  await main.getByRole('button', { name: 'Volgende' }).click();
  await expect(
    main.getByRole('heading', { name: 'Stap 2 van 2: gegevens invullen' }),
  ).toBeVisible();
  return main;
}

/** The rentals list answers as if it had 200 cases (to show many pages); rows stay real. */
async function manyPages(page: Page) {
  await page.route('**/Rest/Pwa/customer/rentals/cases', async (route: Route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { response: { totalCount: number } };
    json.response.totalCount = 200;
    await route.fulfill({ response, json });
  });
}

test.describe('feedback on forms', () => {
  test('point 1: a refused submit puts the error summary in view with focus, also for a server refusal @phone', async ({
    page,
    signInAs,
  }) => {
    await signInAs('anna');
    const main = await requestFormWithBed(page);
    const submit = main.getByRole('button', { name: 'Aanvragen' });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    const summary = main.getByRole('alert', { name: 'Controleer de gemarkeerde velden' });
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport();
    await expect(
      summary.getByRole('link', { name: 'Locatie: Selecteer een locatie' }),
    ).toBeVisible();
    await summary.getByRole('link', { name: 'Locatie: Selecteer een locatie' }).click();
    await expect(main.getByRole('combobox', { name: /^Locatie/ })).toBeFocused();

    // The server refuses: the same summary, with its message.
    await page.route('**/Rest/Pwa/customer/rentals/request/article', (route) =>
      route.fulfill({ json: { status: 'error', message: 'Locatie is gesloten', response: null } }),
    );
    await main.getByRole('combobox', { name: /^Matrasmaat/ }).selectOption('90x200');
    await main.getByRole('combobox', { name: /^Locatie/ }).click();
    await main.getByRole('listbox').getByRole('option').first().click();
    await fillDate(page, /^Gewenste leverdatum/, daysFromNow(7));
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    const refusal = main.getByRole('alert', { name: 'Niet verstuurd' });
    await expect(refusal).toBeFocused();
    await expect(refusal).toBeInViewport();
    await expect(refusal).toContainText('Locatie is gesloten');
  });

  test('point 3: the main action and the count of chosen articles stay in reach @phone-only', async ({
    page,
    signInAs,
  }) => {
    await signInAs('anna');
    await page.goto('/rentals/actions/request');
    const main = page.getByRole('main');
    await expect(main.getByText('Nog geen artikel gekozen')).toBeInViewport();
    await expect(main.getByRole('button', { name: 'Volgende' })).toBeInViewport();
    await main.getByRole('button', { name: 'Bedden', exact: true }).click();
    await main.getByRole('button', { name: 'Hoog-laagbedden toevoegen' }).click();
    await expect(main.getByText('1 artikel gekozen')).toBeInViewport();
    const next = await main.getByRole('button', { name: 'Volgende' }).boundingBox();
    const bar = await page.getByRole('navigation', { name: 'Hoofdmenu' }).boundingBox();
    expect(next && bar && next.y + next.height <= bar.y + 1, 'above the bottom bar').toBe(true);
  });

  test('point 4: a delivery date before today and an amount of 0 are refused with a message @phone', async ({
    page,
    signInAs,
  }) => {
    await signInAs('anna');
    await page.goto('/rentals/actions/request');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Bedden', exact: true }).click();
    await main.getByRole('button', { name: 'Hoog-laagbedden toevoegen' }).click();
    const amount = main.getByRole('textbox', { name: 'Aantal Hoog-laagbedden' });
    await amount.fill('0');
    await amount.blur();
    await expect(amount).toHaveValue('0');
    await main.getByRole('button', { name: 'Volgende' }).click();
    await expect(amount).toHaveAccessibleDescription('Vul een aantal van minimaal 1 in');
    await amount.fill('2');
    await main.getByRole('button', { name: 'Volgende' }).click();

    const today = new Date();
    const past = daysFromNow(-1);
    // why: on 1 January yesterday is in last year, which the field refuses by its year rule.
    const date = past.getFullYear() === today.getFullYear() ? past : daysFromNow(0);
    await fillDate(page, /^Gewenste leverdatum/, date);
    const group = main.getByRole('group', { name: /^Gewenste leverdatum/ });
    if (date !== past) return;
    await expect(group.getByRole('alert')).toHaveText('Kies een datum vanaf vandaag');
    await fillDate(page, /^Gewenste leverdatum/, today);
    await expect(group.getByRole('alert')).toHaveCount(0);
  });

  test('point 5: the repair photo picker is Dutch, with a thumbnail and a remove button', async ({
    page,
    signInAs,
  }) => {
    const { token } = await signInAs('anna');
    const { cases } = await rentalCases(page.request, token, 'active');
    await page.goto(`/rentals/active/repair/${cases[0]?.rentalCaseId}`);
    const main = page.getByRole('main');
    const picker = main.getByRole('group', { name: "Foto's of documenten" });
    await expect(picker.getByRole('button', { name: 'Foto of bestand kiezen' })).toBeVisible();
    await expect(picker).toContainText('Nog geen foto of bestand gekozen');
    await expect(page.locator('input[type="file"]')).toBeHidden();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      picker.getByRole('button', { name: 'Foto of bestand kiezen' }).click(),
    ]);
    await chooser.setFiles({ name: 'zijhek.png', mimeType: 'image/png', buffer: PNG });
    await expect(picker).toContainText('1 bestand gekozen');
    const thumbnail = picker.getByRole('listitem').locator('img');
    await expect(thumbnail).toBeVisible();
    expect(
      await thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBeGreaterThan(0);
    await picker.getByRole('button', { name: 'zijhek.png verwijderen' }).click();
    await expect(picker.getByRole('listitem')).toHaveCount(0);
  });
});

test.describe('text, tables and navigation', () => {
  test('point 6: invoice numbers, amounts and the PDF button never wrap, amounts align right @phone', async ({
    page,
    signInAs,
  }) => {
    const { token } = await signInAs('anna');
    const { cases } = await rentalCases(page.request, token, 'active', { limitRows: 40 });
    const main = page.getByRole('main');
    for (const row of cases) {
      await page.goto(`/rentals/active/invoices/${row.rentalCaseId}`);
      const pdf = main.getByRole('button', { name: /^PDF/ }).first();
      const none = main.getByText('Er zijn geen resultaten gevonden');
      // why: the first visit loads the rentals area itself, slow on a loaded machine.
      await expect(pdf.or(none)).toBeVisible({ timeout: 20_000 });
      if (await none.isVisible()) continue;
      // The lines the first visible text of an element takes.
      const oneLine = (locator: ReturnType<Page['locator']>) =>
        locator.evaluate((element) => {
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          const text = walker.nextNode();
          if (!text) return 0;
          const range = document.createRange();
          range.selectNodeContents(text);
          return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)))
            .size;
        });
      expect(await oneLine(pdf)).toBe(1);
      const amount = main.locator('td[data-label="Bedrag"] .ui-list__value').first();
      expect(await oneLine(amount)).toBe(1);
      expect(
        await amount.evaluate((element) => getComputedStyle(element).fontVariantNumeric),
      ).toContain('tabular-nums');
      return;
    }
    throw new Error('no active case with an invoice');
  });

  test('point 7: pagination of many pages fits one line and the case tabs show they scroll @phone', async ({
    page,
    signInAs,
  }) => {
    const { token } = await signInAs('anna');
    await manyPages(page);
    await page.goto('/rentals/active');
    const pagination = page.getByRole('navigation', { name: 'Paginering' });
    await pagination.getByRole('button', { name: 'Pagina 2', exact: true }).click();
    await pagination.getByRole('button', { name: 'Pagina 3', exact: true }).click();
    const tops = await pagination
      .getByRole('listitem')
      .evaluateAll((items) =>
        items
          .filter((item) => item.getClientRects().length > 0)
          .map((item) => Math.round(item.getBoundingClientRect().top)),
      );
    expect(new Set(tops).size, 'one line').toBe(1);
    const box = await pagination.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);

    const { cases } = await rentalCases(page.request, token, 'active');
    const id = cases[0]?.rentalCaseId;
    await page.goto(`/rentals/active/documents/${id}`);
    const tabs = page.getByRole('navigation', { name: 'Onderdelen van het dossier' });
    const active = tabs.getByRole('link', { name: 'Documenten' });
    await expect(active).toHaveAttribute('aria-current', 'page');
    const [tabBox, activeBox] = [await tabs.boundingBox(), await active.boundingBox()];
    expect(
      tabBox &&
        activeBox &&
        activeBox.x >= tabBox.x - 0.5 &&
        activeBox.x + activeBox.width <= tabBox.x + tabBox.width + 0.5,
      'the active tab is in view',
    ).toBe(true);
    const scrolls = await tabs
      .locator('ul')
      .evaluate((list) => list.scrollWidth > list.clientWidth);
    if (scrolls) {
      // why: the signs are decorative (aria-hidden), so no role or name finds them.
      const sign = tabs.locator(':scope > [aria-hidden="true"]').filter({ visible: true });
      await expect(sign.first()).toBeVisible();
    }
  });

  test('point 8: page 4 of 20 reads 1 … 3 4 5 … 20', async ({ page, signInAs }) => {
    await signInAs('anna');
    await manyPages(page);
    await page.goto('/rentals/active');
    const pagination = page.getByRole('navigation', { name: 'Paginering' });
    await pagination.getByRole('button', { name: 'Pagina 2', exact: true }).click();
    await pagination.getByRole('button', { name: 'Pagina 3', exact: true }).click();
    await pagination.getByRole('button', { name: 'Pagina 4', exact: true }).click();
    await expect(pagination.getByRole('button', { name: 'Pagina 4', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // why: the dots are aria-hidden, so they are read from the list items themselves.
    const texts = await pagination
      .locator('li')
      .evaluateAll((items) =>
        items.map((item) => item.textContent?.trim() ?? '').filter((text) => text !== ''),
      );
    expect(texts).toEqual(['1', '…', '3', '4', '5', '…', '20']);
  });

  test('point 9: the whole row opens the details, by mouse and by keyboard', async ({
    page,
    signInAs,
  }) => {
    const { token } = await signInAs('anna');
    const { cases } = await rentalCases(page.request, token, 'active');
    const first = cases[0];
    await page.goto('/rentals/active');
    const table = page.getByRole('main').getByRole('table', { name: 'Verhuur' });
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: String(first?.rentalCaseId), exact: true }) });
    await row.getByRole('cell').nth(2).click();
    await expect(page).toHaveURL(new RegExp(`/rentals/active/details/${first?.rentalCaseId}$`));
    await page.goBack();
    await row.getByRole('link').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/rentals/active/details/${first?.rentalCaseId}$`));
  });

  test('point 13: a missing case has no tabs; a waiting case moves to its own tab', async ({
    page,
    signInAs,
  }) => {
    const { token } = await signInAs('anna');
    const main = page.getByRole('main');
    await page.goto('/rentals/active/details/99999');
    await expect(main.getByText('Niet gevonden')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Onderdelen van het dossier' })).toHaveCount(
      0,
    );
    await expect(main.getByRole('link', { name: 'Acties' })).toHaveCount(0);

    const { cases } = await rentalCases(page.request, token, 'waiting');
    const id = cases[0]?.rentalCaseId;
    await page.goto(`/rentals/active/actions/${id}`);
    await expect(page).toHaveURL(new RegExp(`/rentals/waiting/details/${id}$`));
    const tabs = page.getByRole('navigation', { name: 'Onderdelen van het dossier' });
    await expect(tabs.getByRole('link', { name: 'Details' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Acties' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Kruimelpad' })).toContainText(
      'In behandeling',
    );
  });

  test('point 15: locations are a searchable select with the spec sizes (5 a page, 140-300 px)', async ({
    page,
    signInAs,
  }) => {
    await signInAs('anna');
    const main = await requestFormWithBed(page);
    const location = main.getByRole('combobox', { name: /^Locatie/ });
    await location.click();
    const list = main.getByRole('listbox');
    await expect(list).toBeVisible();
    await expect(list.getByRole('option')).toHaveCount(5);
    // The list itself holds the spec's heights, so 'Toon nog …' under it stays in view.
    const popup = await list.evaluate((element) => {
      const style = getComputedStyle(element);
      return { min: style.minHeight, max: style.maxHeight };
    });
    expect(popup).toEqual({ min: '140px', max: '300px' });
    const first = (await list.getByRole('option').first().textContent()) ?? '';
    await location.fill(first.slice(0, 6));
    await expect(list.getByRole('option').first()).toContainText(first.slice(0, 6));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(location).not.toHaveValue('');
    await expect(location).toHaveAttribute('aria-expanded', 'false');
  });

  test('point 17: without a camera the panel offers to start it again, not to stop it', async ({
    page,
    signInAs,
  }) => {
    await signInAs('anna');
    await page.goto('/rentals/actions/scan');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Camera starten' }).click();
    await expect(main.getByText(/De camera|Er is geen toestemming/).first()).toBeVisible();
    await expect(main.getByRole('button', { name: 'Camera stoppen' })).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Camera starten' })).toBeVisible();
  });
});

/** A 2 x 2 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
