// Menus and home tiles per account, on the 'areas' server: articles and depot are in its
// manifest (depot's remote cannot be fetched), management is not released there at all.
import { serverUrl } from '../../support/servers';
import { expect, test } from '../../support/fixtures';

test.use({ baseURL: serverUrl('areas') });

const RELEASED_TILES = ['Verhuur', 'Hulpmiddelenbeheer', 'Aanvragen'];

test.describe('home tiles and user menu', () => {
  test('a level-2 manager sees every released area, Aanvraag ZVW and support @phone', async ({
    page,
    signInAs,
  }) => {
    await signInAs('anna');
    await page.goto('/home');
    const main = page.getByRole('main');
    await expect(main.getByText('Anna de Vries')).toBeVisible();
    for (const title of RELEASED_TILES) {
      await expect(main.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    }
    // Management is permitted but not in this portal's manifest: no tile, no menu item.
    await expect(main.getByRole('link', { name: /Management info/ })).toHaveCount(0);
    const zvw = main.getByRole('link', { name: /Aanvraag ZVW/ });
    await expect(zvw).toHaveAttribute('href', 'https://testleverancier.nl/zvw');
    await expect(zvw).toHaveAttribute('target', '_blank');
    await expect(main.getByRole('link', { name: 'Bellen' })).toHaveAttribute(
      'href',
      'tel:+31205550123',
    );
    await expect(main.getByRole('link', { name: 'Mailen' })).toHaveAttribute(
      'href',
      'mailto:help@testleverancier.nl',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 1280,
    );
  });

  test('a level-1 employee with rentals and requests sees only those tiles', async ({
    page,
    signInAs,
  }) => {
    await signInAs('bram');
    await page.goto('/home');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /Verhuur/ })).toBeVisible();
    await expect(main.getByRole('link', { name: /Aanvragen/ })).toBeVisible();
    await expect(main.getByRole('link', { name: /Aanvraag ZVW/ })).toBeVisible();
    await expect(main.getByRole('link', { name: /Management info/ })).toHaveCount(0);
    await expect(main.getByRole('link', { name: /Hulpmiddelenbeheer/ })).toHaveCount(0);

    await page.getByRole('button', { name: /Bram Jansen/ }).click();
    const menu = page.getByRole('navigation', { name: 'Gebruikersmenu' });
    await expect(menu.getByRole('link', { name: 'Verhuur' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Aanvragen' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Management info' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Uitloggen' })).toBeVisible();
    await expect(menu.getByRole('link', { name: /Aanvraag ZVW/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('main-menu') ?? '[]'));
    expect(stored.map((item: { path: string }) => item.path)).not.toContain('/management');
  });

  test('the user menu closes when an item is chosen and on Escape', async ({ page, signInAs }) => {
    await signInAs('carla');
    await page.goto('/home');
    const toggle = page.getByRole('button', { name: /Carla Smit/ });
    await toggle.click();
    await expect(page.getByRole('navigation', { name: 'Gebruikersmenu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Gebruikersmenu' })).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await page
      .getByRole('navigation', { name: 'Gebruikersmenu' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page.getByRole('navigation', { name: 'Gebruikersmenu' })).toBeHidden();
  });

  test('the supplier branding comes from configuration', async ({ page, signInAs }) => {
    await signInAs('carla');
    await page.goto('/home');
    await expect(page.getByRole('contentinfo')).toContainText('1.1.1');
    await expect(page.getByRole('contentinfo')).toContainText('Testleverancier Zorg');
    await expect(
      page.getByRole('banner').getByRole('img', { name: /Testleverancier Zorg/ }),
    ).toBeVisible();
  });
});
