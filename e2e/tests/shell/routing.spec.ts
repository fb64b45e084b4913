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
    await page.goto('/articles/location');
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
    // why: the areas manifest names a depot remote that is not deployed.
    await page.goto('/articles/depot-pending');
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: /opnieuw/i })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Kruimelpad' })
      .getByRole('link', { name: 'Home' })
      .click();
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

  test('an area that is not released is not in the router: its paths go home', async ({
    page,
    signInAs,
  }) => {
    await signInAs('anna');
    await page.goto('/management/invoices');
    await expect(page).toHaveURL(/\/home$/);
  });

  const LEGACY: [string, RegExp][] = [
    ['/products', /\/articles\/actions$/],
    ['/products/all', /\/articles\/location$/],
    ['/depot', /\/articles\/depot$/],
    ['/depot/products', /\/articles\/depot$/],
    ['/depot/tasks', /\/articles\/depot-pending$/],
    ['/depot/tasksarchive', /\/articles\/depot-archive$/],
    ['/products/addproduct', /\/articles\/add$/],
    ['/scan/rental', /\/rentals\/actions\/scan$/],
    ['/rentals/requests', /\/rentals\/actions\/request$/],
    ['/rentals', /\/rentals\/active$/],
    ['/articles', /\/articles\/location$/],
    ['/requests', /\/requests\/open$/],
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

  test('react, react-router, react-query and shared exist once, provided by the shell', async ({
    page,
    signInAs,
  }) => {
    const remoteShareModules: string[] = [];
    page.on('request', (request) => {
      if (/\/mf\/[^/]+\/assets\/share-/.test(request.url())) remoteShareModules.push(request.url());
    });
    await signInAs('anna');
    // Two remotes in one document: rentals through its tile, then auth through Uitloggen.
    await page.goto('/home');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Verhuur/ })
      .click();
    await expect(page).toHaveURL(/\/rentals\/actions$/);
    await expect(page.getByRole('main').getByRole('link', { name: /Scannen/ })).toBeVisible();
    await page.getByRole('button', { name: /Anna de Vries/ }).click();
    await page
      .getByRole('navigation', { name: 'Gebruikersmenu' })
      .getByRole('link', { name: 'Uitloggen' })
      .click();
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();

    // The page has one import map, the shell's, and it names the shell's share modules.
    const maps = await page.evaluate(() =>
      Array.from(document.querySelectorAll('script[type="importmap"]')).map(
        (script) =>
          (JSON.parse(script.textContent ?? '{}') as { imports: Record<string, string> }).imports,
      ),
    );
    expect(maps).toHaveLength(1);
    for (const name of [
      'react',
      'react/jsx-runtime',
      'react-dom',
      'react-dom/client',
      'react-router-dom',
      '@tanstack/react-query',
      '@portal/shared/contract',
      '@portal/shared/rules',
      '@portal/shared/client',
      '@portal/shared/ui',
    ]) {
      expect(maps[0]?.[name], `${name} is provided by the shell`).toMatch(/^\/assets\/share-/);
    }
    // Both remotes took them: neither fetched a share module of its own.
    expect(remoteShareModules, 'no remote fetched its own copy').toEqual([]);
    // And they resolve to one React: the remote's elements render inside the shell's tree
    // (a second React would throw on the first hook of the sign-in page).
    await expect(page.getByRole('textbox').first()).toBeVisible();
  });

  test("the first HTML carries the start-up data and preloads the page's remote", async ({
    page,
    signInAs,
  }) => {
    const startupFetches: string[] = [];
    page.on('request', (request) => {
      if (/\/(config|remotes)\.json$/.test(new URL(request.url()).pathname)) {
        startupFetches.push(request.url());
      }
    });
    await signInAs('anna');
    startupFetches.length = 0;
    await page.goto('/rentals/active');
    await expect(page.getByRole('main').getByRole('table', { name: 'Verhuur' })).toBeVisible();
    expect(startupFetches, 'no start-up file is fetched').toEqual([]);
    const preloaded = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(preloaded).toContain('/mf/rentals/remoteEntry.js');
  });
});
