import { ZRemotesManifest, type TRemotesManifest } from '@portal/shared/contract';
import { ROUTE_TABLE } from '@portal/shared/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deriveBreadcrumbs, deriveMainMenu, deriveRoutesTree } from './derived-views';
import { deploymentRoutes } from './deployment-routes';

const WIDGET = 'https://widgets.partner.example/partner/mf-manifest.json';

const manifest = (extra: Record<string, unknown>): TRemotesManifest =>
  ZRemotesManifest.parse({
    rentals: { entry: '/mf/rentals/remoteEntry.js' },
    requests: { entry: '/mf/requests/remoteEntry.js' },
    ...extra,
  });

const partner = {
  manifest: WIDGET,
  routes: [
    { path: '/partner', title: 'Partner', isTopMenu: true, redirectTo: '/partner/overzicht' },
    { path: '/partner/overzicht', title: 'Overzicht' },
    { path: '/partner/beheer', title: 'Beheer', level: 2 },
  ],
};

afterEach(() => vi.restoreAllMocks());

describe('deploymentRoutes', () => {
  it("adds a federated area's declared routes to the table, owned by it", () => {
    const { routes, remotes } = deploymentRoutes(manifest({ partner }));
    expect([...remotes]).toEqual(['rentals', 'requests', 'partner']);
    expect(routes.slice(0, ROUTE_TABLE.length)).toEqual(ROUTE_TABLE);
    expect(routes.slice(ROUTE_TABLE.length)).toEqual([
      {
        path: '/partner',
        title: 'Partner',
        level: 1,
        owner: 'partner',
        isTopMenu: true,
        redirectTo: '/partner/overzicht',
        isPublic: false,
      },
      {
        path: '/partner/overzicht',
        title: 'Overzicht',
        level: 1,
        owner: 'partner',
        isTopMenu: false,
        isPublic: false,
      },
      {
        path: '/partner/beheer',
        title: 'Beheer',
        level: 2,
        owner: 'partner',
        isTopMenu: false,
        isPublic: false,
      },
    ]);
  });

  it('puts the area in menus, routes tree and trail by the levels it declares', () => {
    const { routes, remotes } = deploymentRoutes(manifest({ partner }));
    const viewer = { '/partner': 1 };
    expect(deriveMainMenu(viewer, remotes, routes)).toEqual([
      { path: '/home', title: 'Home' },
      { path: '/partner', title: 'Partner' },
    ]);
    const tree = deriveRoutesTree(viewer, remotes, routes);
    expect(tree).toMatchObject({
      partner: { pageTitle: 'Partner' },
      partner_overzicht: { pageTitle: 'Overzicht' },
    });
    expect(tree).not.toHaveProperty('partner_beheer');
    expect(
      deriveBreadcrumbs('/partner/overzicht', tree, routes).map((crumb) => crumb.title),
    ).toEqual(['Partner', 'Overzicht']);
    // Level 1 does not reach the page that asks level 2; nobody without the key sees any.
    expect(Object.keys(deriveRoutesTree({ '/rentals': 1 }, remotes, routes))).not.toContain(
      'partner',
    );
  });

  it.each([
    ['the name of a portal area', { management: partner }, /name of a portal area/],
    [
      'a base path of the portal',
      { partner: { ...partner, routes: [{ path: '/rentals/partner', title: 'Partner' }] } },
      /\/rentals is already a path/,
    ],
    [
      'a legacy address',
      { partner: { ...partner, routes: [{ path: '/invoices', title: 'Facturen' }] } },
      /\/invoices is already a path/,
    ],
    [
      'routes below two bases',
      {
        partner: {
          ...partner,
          routes: [
            { path: '/partner', title: 'Partner' },
            { path: '/andere', title: 'Andere' },
          ],
        },
      },
      /not one base path/,
    ],
    [
      'a redirect out of its area',
      { partner: { ...partner, routes: [{ path: '/partner', title: 'P', redirectTo: '/home' }] } },
      /redirects outside/,
    ],
  ])('leaves out an area that takes %s, and says why', (_what, extra, reason) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { routes, remotes } = deploymentRoutes(manifest(extra));
    expect(routes).toEqual(ROUTE_TABLE);
    expect([...remotes]).toEqual(['rentals', 'requests']);
    expect(String(error.mock.calls[0]?.[0])).toMatch(reason);
  });

  it('lets a second area not take the base of the first', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { remotes } = deploymentRoutes(manifest({ partner, copy: partner }));
    expect([...remotes]).toEqual(['rentals', 'requests', 'partner']);
  });
});
