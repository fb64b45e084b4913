// Issue 9 points 10-12 and 18 in the shell: the areas in a bottom bar on phones and beside
// the logo on wide screens, home tiles that match the user's level with their own icons,
// the document title 'Page – Area – Supplier', the theme colour from the branding, and a
// 44 px home link in the phone's trail.
import { expect, test } from '../../support/fixtures';

const SUPPLIER = 'Vitalis Zorghulpmiddelen';

test('point 10: on a phone the areas sit in a bottom bar in thumb reach @phone-only', async ({
  page,
  signInAs,
}) => {
  await signInAs('anna');
  await page.goto('/rentals/active');
  const bar = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(bar).toBeVisible();
  const links = bar.getByRole('link');
  expect(await links.count()).toBeLessThanOrEqual(5);
  // why: four areas and 'Meer' for the rest (Aanvragen, In depot) once every area is there.
  await expect(links).toHaveText(['Home', 'Scannen', 'Verhuur', 'Hulpmiddelen']);
  await expect(bar.getByRole('link', { name: 'Verhuur' })).toHaveAttribute('aria-current', 'page');
  const box = await bar.boundingBox();
  expect(box && Math.round(box.y + box.height)).toBe(740);
  for (const link of await links.all()) {
    await expect(link.locator('svg')).toHaveCount(1);
  }
  await bar.getByRole('button', { name: 'Meer' }).click();
  await bar.getByRole('link', { name: 'Aanvragen' }).click();
  await expect(page).toHaveURL(/\/requests\/open$/);

  // A viewer sees only what he may open; the user menu keeps the account entries.
  await signInAs('bram');
  await page.goto('/home');
  await expect(bar.getByRole('link')).toHaveText(['Home', 'Verhuur', 'Aanvragen']);
  await page.getByRole('button', { name: /Bram Jansen/ }).click();
  await expect(
    page
      .getByRole('navigation', { name: 'Gebruikersmenu' })
      .getByRole('link', { name: 'Uitloggen' }),
  ).toBeVisible();
});

test('point 10: on a wide screen the areas are a menu beside the logo', async ({
  page,
  signInAs,
}) => {
  await signInAs('anna');
  await page.goto('/requests/open');
  const banner = page.getByRole('banner');
  const menu = banner.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(menu.getByRole('link')).toHaveText([
    'Home',
    'Scannen',
    'Verhuur',
    'Hulpmiddelenbeheer',
    'In depot',
    'Aanvragen',
    'Management info',
  ]);
  // All seven on one row beside the logo and the user's full name, none wrapped below.
  const rows = new Set(
    await menu
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top))),
  );
  expect(rows.size).toBe(1);
  await expect(menu.getByRole('link', { name: 'Aanvragen' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const logo = await banner.getByRole('link', { name: /naar de startpagina/ }).boundingBox();
  const first = await menu.getByRole('link', { name: 'Home' }).boundingBox();
  expect(
    logo && first && Math.abs(logo.y + logo.height / 2 - (first.y + first.height / 2)) < 12,
  ).toBe(true);
  await page.getByRole('button', { name: /Anna de Vries/ }).click();
  await expect(
    page
      .getByRole('navigation', { name: 'Gebruikersmenu' })
      .getByRole('link', { name: 'Uitloggen' }),
  ).toBeVisible();
});

test("point 11: a tile's explanation matches the user's level; Aanvragen and Aanvraag ZVW differ in icon", async ({
  page,
  signInAs,
}) => {
  await signInAs('bram');
  await page.goto('/home');
  const main = page.getByRole('main');
  const rentals = main.getByRole('link', { name: /^Verhuur/ });
  await expect(rentals).toContainText('Bekijk uw huurdossiers, facturen en documenten.');
  await expect(rentals).not.toContainText('Huur aanvragen');
  const icon = (name: RegExp) =>
    main.getByRole('link', { name }).locator('svg').first().innerHTML();
  expect(await icon(/^Aanvragen/)).not.toBe(await icon(/^Aanvraag ZVW/));

  await signInAs('anna');
  await page.goto('/home');
  await expect(main.getByRole('link', { name: /^Verhuur/ })).toContainText(
    'Huur aanvragen, retour of reparatie melden.',
  );
});

test("point 12: the title reads 'Page – Area – Supplier' and the theme colour is the brand's", async ({
  page,
  signInAs,
}) => {
  await signInAs('anna');
  await page.goto('/rentals/active');
  await expect(page).toHaveTitle(`Actief – Verhuur – ${SUPPLIER}`);
  await page.goto('/requests/open');
  await expect(page).toHaveTitle(`Open – Aanvragen – ${SUPPLIER}`);
  await page.goto('/home');
  await expect(page).toHaveTitle(`Home – ${SUPPLIER}`);
  const config = (await (await page.request.get('/config.json')).json()) as {
    brand: { primaryColor: string };
  };
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
    'content',
    config.brand.primaryColor,
  );
});

test("point 18: the phone trail's home link is a 44 x 44 px target @phone-only", async ({
  page,
  signInAs,
}) => {
  await signInAs('anna');
  await page.goto('/rentals/waiting');
  const home = page
    .getByRole('navigation', { name: 'Kruimelpad' })
    .getByRole('link', { name: 'Home' });
  const box = await home.boundingBox();
  expect(box && box.width >= 44 && box.height >= 44).toBe(true);
});
