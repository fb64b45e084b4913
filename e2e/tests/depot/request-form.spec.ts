// 'Leveren uit depot' on a phone (spec 001 §2.5, §5): the four messages joined with commas
// in the summary on top, in view and focused, each also next to its field (the contact
// starts at the signed-in user, so three of them here); a quantity of 0
// refused with its message; the action bar stays in reach.
import { expect, test } from '../../support/fixtures';

test('a refused request shows its messages on top, in view on a 360 px phone @phone', async ({
  page,
  signInAs,
}, testInfo) => {
  await signInAs('anna');
  await page.goto('/articles/depot/request');
  const main = page.getByRole('main');
  // why: the first visit loads the depot remote, slow on a loaded machine.
  await expect(main.getByRole('heading', { name: 'Toevoegen op aanvraag' })).toBeVisible({
    timeout: 20_000,
  });
  await main.getByRole('button', { name: 'Aanvragen' }).click();
  const summary = main.getByRole('alert', { name: 'Controleer de gemarkeerde velden' });
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport();
  await expect(summary).toContainText(
    'Selecteer een artikel of categorie, Selecteer een locatie, Selecteer een gewenste leverdatum',
  );
  await expect(main.locator('#depot-basket-error')).toHaveText(
    'Selecteer een artikel of categorie',
  );
  await expect(main.locator('#depot-request-location-error')).toHaveText('Selecteer een locatie');
  await summary.getByRole('link', { name: /^Locatie:/ }).click();
  await expect(main.getByRole('combobox', { name: /^Locatie/ })).toBeFocused();
  // On a phone the action bar sticks to the bottom of the screen.
  if (testInfo.project.name === 'phone') {
    await expect(main.getByRole('button', { name: 'Aanvragen' })).toBeInViewport();
  }
});

test('a quantity of 0 is refused next to its box and kept @phone', async ({ page, signInAs }) => {
  await signInAs('anna');
  await page.goto('/articles/depot/request');
  const main = page.getByRole('main');
  const picker = main.getByRole('region', { name: 'Toevoegen op aanvraag' });
  const add = picker.getByRole('button', { name: /^Categorie toevoegen: / }).first();
  const name = ((await add.getAttribute('aria-label')) ?? '').replace(/^Categorie toevoegen: /, '');
  await add.click();
  const amount = main.getByLabel(`Aantal ${name} (categorie)`);
  await expect(amount).toHaveValue('1');
  await amount.fill('0');
  await main.getByRole('button', { name: 'Aanvragen' }).click();
  await expect(amount).toHaveValue('0');
  await expect(amount).toHaveAccessibleDescription('Vul een aantal van minimaal 1 in');
  await amount.fill('123');
  await expect(amount).toHaveValue('12');
});

// Issue 38: a category ('any bed of this kind') and an article looked the same in the picker.
test("a category's button and an article's say what they add @phone", async ({
  page,
  signInAs,
}) => {
  await signInAs('anna');
  await page.goto('/articles/depot/request');
  const picker = page.getByRole('main').getByRole('region', { name: 'Toevoegen op aanvraag' });
  await picker.getByRole('button', { name: 'Bedden', exact: true }).click();
  const category = picker.getByRole('button', { name: 'Categorie toevoegen: Hoog-laagbedden' });
  await expect(category).toHaveText('Categorie toevoegen');
  await picker.getByRole('button', { name: 'Hoog-laagbedden', exact: true }).click();
  const articles = picker.getByRole('list', { name: 'Artikelen van Hoog-laagbedden' });
  const articleButtons = articles.getByRole('button');
  await expect(articleButtons.first()).toBeVisible();
  const words = await articleButtons.allInnerTexts();
  expect(words.length).toBeGreaterThan(0);
  expect(new Set(words.map((word) => word.trim()))).toEqual(new Set(['Toevoegen']));
  await articleButtons.first().click();
  await expect(articleButtons.first()).toHaveText('Toegevoegd');
  // The category stays addable on its own: adding one of its articles is not adding it.
  await expect(category).toHaveText('Categorie toevoegen');
});
