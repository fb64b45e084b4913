// Route table behaviour: access, redirects, unknown paths, breadcrumbs, remote failures.
import { serverUrl } from '../../support/servers';
import { expect, test } from '../../support/fixtures';

test.describe('on a portal whose manifest names every area', () => {
  test.use({ baseURL: serverUrl('areas') });

  test('a page above the user level goes to /noaccess with the message', async ({
    page,
    signInAs,
  }) => {
    await signInAs('bram');
    await page.goto('/management/invoices');
    await expect(page).toHaveURL(/\/noaccess$/);
    await expect(page.getByText('U heeft geen toegang tot deze pagina')).toBeVisible();

    await page.goto('/rentals/actions/request');
    await expect(page).toHaveURL(/\/noaccess$/);
  });

  test('an area whose remote cannot load shows an error in its place; the rest works', async ({
    page,
    signInAs,
  }) => {
    await signInAs('anna');
    await page.goto('/home');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Verhuur/ })
      .click();
    await expect(page).toHaveURL(/\/rentals\/actions$/);
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: /opnieuw/i })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: /home/i }).first().click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('main').getByRole('link', { name: /Aanvragen/ })).toBeVisible();
  });

  test('breadcrumbs follow the routes tree; the home page has none', async ({ page, signInAs }) => {
    await signInAs('anna');
    await page.goto('/home');
    await expect(page.getByRole('navigation', { name: /kruimelpad|breadcrumb/i })).toHaveCount(0);

    await page.goto('/articles/depot-pending');
    const trail = page.getByRole('navigation', { name: /kruimelpad|breadcrumb/i });
    await expect(trail.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/home');
    await expect(trail).toContainText('Hulpmiddelenbeheer');
    await expect(trail).toContainText('Opdrachten');

    const tree = await page.evaluate(() => JSON.parse(localStorage.getItem('routes-tree') ?? '{}'));
    expect(tree['articles_depot-pending']).toEqual({ pageTitle: 'Opdrachten' });
    expect(tree.articles).toEqual({ pageTitle: 'Hulpmiddelenbeheer' });
  });

  const LEGACY: [string, RegExp][] = [
    ['/products', /\/articles\/actions$/],
    ['/products/all', /\/articles\/location$/],
    ['/depot', /\/articles\/depot$/],
    ['/depot/products', /\/articles\/depot$/],
    ['/depot/tasks', /\/articles\/depot-pending$/],
    ['/depot/tasksarchive', /\/articles\/depot-archive$/],
    ['/products/addproduct', /\/articles\/add$/],
    ['/invoices', /\/management\/invoices$/],
    ['/scan/rental', /\/rentals\/actions\/scan$/],
    ['/rentals/requests', /\/rentals\/actions\/request$/],
    ['/rentals', /\/rentals\/active$/],
    ['/articles', /\/articles\/location$/],
    ['/requests', /\/requests\/open$/],
    ['/management', /\/management\/invoices$/],
  ];
  for (const [from, to] of LEGACY) {
    test(`redirects ${from}`, async ({ page, signInAs }) => {
      await signInAs('anna');
      await page.goto(from);
      await expect(page).toHaveURL(to);
    });
  }
});

test.describe('on the portal as deployed', () => {
  test('unknown top-level paths go to /home', async ({ page, signInAs }) => {
    await signInAs('anna');
    await page.goto('/dit-bestaat-niet');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a missing page inside an area shows "Pagina niet gevonden"', async ({ page, signInAs }) => {
    await signInAs('anna');
    await page.goto('/auth/bestaat-niet');
    await expect(page.getByText('Pagina niet gevonden')).toBeVisible();
  });

  test('areas that are not deployed are not in menus or tiles', async ({ page, signInAs }) => {
    await signInAs('anna');
    await page.goto('/home');
    await expect(page.getByRole('main').getByRole('link', { name: /Aanvraag ZVW/ })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /Verhuur/ })).toHaveCount(0);
    await page.goto('/rentals/active');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('react, react-dom, react-router-dom, react-query and shared exist once', async ({
    page,
    signInAs,
  }) => {
    await signInAs('anna');
    await page.goto('/home');
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    const copies = await page.evaluate(() => {
      type TShareScope = Record<string, Record<string, Record<string, { loaded?: boolean }>>>;
      const share = (
        globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, TShareScope> } }
      ).__FEDERATION__.__SHARE__;
      const counts: Record<string, number> = {};
      for (const host of Object.values(share)) {
        for (const scope of Object.values(host)) {
          for (const [name, versions] of Object.entries(scope)) {
            const loaded = Object.values(versions).filter((v) => v.loaded).length;
            counts[name] = Math.max(counts[name] ?? 0, loaded);
          }
        }
      }
      return counts;
    });
    for (const name of [
      'react',
      'react-dom',
      'react-router-dom',
      '@tanstack/react-query',
      '@portal/shared/client',
      '@portal/shared/ui',
    ]) {
      expect(copies[name], `${name} loaded copies`).toBe(1);
    }
  });
});
