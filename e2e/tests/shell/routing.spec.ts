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
    const prebuiltCopies: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/mf/') && request.url().includes('__prebuild__')) {
        prebuiltCopies.push(request.url());
      }
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

    const shares = await page.evaluate(() => {
      type TShareEntry = { from?: string };
      type TFederation = {
        __SHARE__: Record<string, Record<string, Record<string, Record<string, TShareEntry>>>>;
      };
      const federation = (globalThis as unknown as { __FEDERATION__: TFederation }).__FEDERATION__;
      const byName: Record<string, { versions: string[]; providers: string[] }> = {};
      for (const scopes of Object.values(federation.__SHARE__)) {
        for (const [name, versions] of Object.entries(scopes.default ?? {})) {
          const entry = (byName[name] ??= { versions: [], providers: [] });
          for (const [version, share] of Object.entries(versions)) {
            if (!entry.versions.includes(version)) entry.versions.push(version);
            if (share.from && !entry.providers.includes(share.from))
              entry.providers.push(share.from);
          }
        }
      }
      return byName;
    });
    for (const name of [
      'react',
      'react-dom',
      'react-router-dom',
      '@tanstack/react-query',
      '@portal/shared/contract',
      '@portal/shared/rules',
      '@portal/shared/client',
      '@portal/shared/ui',
    ]) {
      expect(shares[name], `${name} is shared`).toBeDefined();
      expect(shares[name]?.versions, `${name}: one version`).toHaveLength(1);
      expect(shares[name]?.providers, `${name}: provided by the shell`).toEqual(['shell']);
    }
    expect(prebuiltCopies, 'no remote fetched its own copy').toEqual([]);

    // One Module Federation runtime: every container (the shell and both remotes) is an
    // instance of the runtime-core class the shell published, not of a copy of its own.
    const runtime = await page.evaluate(() => {
      type TRuntimeGlobal = {
        _FEDERATION_RUNTIME_CORE?: { ModuleFederation: new (...args: never[]) => unknown };
        __FEDERATION__: { __INSTANCES__: { name: string }[] };
      };
      const scope = globalThis as unknown as TRuntimeGlobal;
      const core = scope._FEDERATION_RUNTIME_CORE;
      return {
        published: Boolean(core),
        instances: scope.__FEDERATION__.__INSTANCES__.map((instance) => ({
          name: instance.name,
          isShellRuntime: Boolean(core) && instance instanceof (core?.ModuleFederation ?? Object),
        })),
      };
    });
    expect(runtime.published, 'the shell publishes its runtime').toBe(true);
    expect(runtime.instances.map((instance) => instance.name).sort()).toEqual(
      expect.arrayContaining(['auth', 'rentals', 'shell']),
    );
    for (const instance of runtime.instances) {
      expect(instance.isShellRuntime, `${instance.name} runs on the shell's runtime`).toBe(true);
    }
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
