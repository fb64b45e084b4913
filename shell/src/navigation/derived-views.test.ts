import type { TPermissions } from '@portal/shared/contract';
import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from '@portal/shared/rules';
import {
  deriveBreadcrumbs,
  deriveHomeTiles,
  deriveMainMenu,
  deriveRoutesTree,
  pageTitleOf,
  routesTreeKey,
} from './derived-views';
import { remoteAreas } from './route-access';

const ALL_REMOTES = new Set<string>(REMOTE_NAMES);
const ONLY_AUTH = new Set<string>(['auth']);

const ADMIN: TPermissions = { '*': 2 };
const VIEWER: TPermissions = { '/rentals': 1, '/requests': 1 };
const NOBODY: TPermissions = {};

describe('main menu', () => {
  it('lists every available top-menu route for {"*":2}', () => {
    expect(deriveMainMenu(ADMIN, ALL_REMOTES)).toEqual([
      { path: '/home', title: 'Home' },
      { path: '/scan', title: 'Scannen' },
      { path: '/rentals', title: 'Verhuur' },
      { path: '/articles', title: 'Hulpmiddelenbeheer' },
      { path: '/articles/depot', title: 'In depot' },
      { path: '/requests', title: 'Aanvragen' },
      { path: '/management', title: 'Management info' },
    ]);
  });

  it('lists home, rentals and requests for {"/rentals":1,"/requests":1}', () => {
    expect(deriveMainMenu(VIEWER, ALL_REMOTES).map((item) => item.path)).toEqual([
      '/home',
      '/rentals',
      '/requests',
    ]);
  });

  it('lists only home for {}', () => {
    expect(deriveMainMenu(NOBODY, ALL_REMOTES)).toEqual([{ path: '/home', title: 'Home' }]);
  });

  it('leaves out routes whose remote is not deployed (shell pages are always there)', () => {
    expect(deriveMainMenu(ADMIN, ONLY_AUTH)).toEqual([
      { path: '/home', title: 'Home' },
      { path: '/scan', title: 'Scannen' },
    ]);
    const withRentals = new Set(['auth', 'rentals']);
    expect(deriveMainMenu(ADMIN, withRentals).map((item) => item.path)).toEqual([
      '/home',
      '/scan',
      '/rentals',
    ]);
  });
});

describe('home tiles', () => {
  const titles = (permissions: TPermissions, remotes: ReadonlySet<string> = ALL_REMOTES) =>
    deriveHomeTiles(permissions, remotes).map((tile) => tile.title);

  it('shows all tiles of deployed areas for {"*":2}', () => {
    expect(titles(ADMIN)).toEqual([
      'Scannen',
      'Verhuur',
      'Management info',
      'Hulpmiddelenbeheer',
      'Aanvragen',
    ]);
  });

  it('shows Verhuur and Aanvragen for {"/rentals":1,"/requests":1}', () => {
    expect(titles(VIEWER)).toEqual(['Verhuur', 'Aanvragen']);
  });

  it('shows no tile for {}', () => {
    expect(titles(NOBODY)).toEqual([]);
  });

  it('shows only the shell page Scannen when only the auth remote is deployed', () => {
    expect(titles(ADMIN, ONLY_AUTH)).toEqual(['Scannen']);
  });

  it('explains each tile by what the user may do there (issue 9 point 11)', () => {
    const rentals = (permissions: TPermissions) =>
      deriveHomeTiles(permissions, ALL_REMOTES).find((tile) => tile.path === '/rentals/actions')
        ?.description;
    expect(rentals(ADMIN)).toBe('Huur aanvragen, retour of reparatie melden.');
    expect(rentals(VIEWER)).toBe('Bekijk uw huurdossiers, facturen en documenten.');
    const articles = (permissions: TPermissions) =>
      deriveHomeTiles(permissions, ALL_REMOTES).find((tile) => tile.path === '/articles/actions')
        ?.description;
    expect(articles({ '/articles': 1 })).toBe(
      'Bekijk uw eigen hulpmiddelen op locatie en in het depot.',
    );
    expect(articles({ '/articles': 2 })).toBe(
      'Eigen hulpmiddelen registreren en beheren, op locatie en in het depot.',
    );
  });
});

describe('routes tree', () => {
  it('keys paths by their static segments joined with underscores', () => {
    expect(routesTreeKey('/rentals/active/details/:rentalCaseId')).toBe('rentals_active_details');
    expect(routesTreeKey('/articles/depot-pending')).toBe('articles_depot-pending');
  });

  it('holds every permitted, available route for {"*":2}', () => {
    const tree = deriveRoutesTree(ADMIN, ALL_REMOTES);
    expect(tree.home).toEqual({ pageTitle: 'Home' });
    expect(tree.rentals).toEqual({ pageTitle: 'Verhuur' });
    expect(tree.rentals_active_details).toEqual({ pageTitle: 'Details' });
    expect(tree.rentals_actions_request).toEqual({ pageTitle: 'Nieuwe aanvraag verhuur' });
    expect(tree['articles_depot-pending']).toEqual({ pageTitle: 'Opdrachten' });
    expect(tree.management_rentalcost).toEqual({ pageTitle: 'Verhuurkosten' });
    expect(tree.scan).toEqual({ pageTitle: 'Scannen' });
    expect(tree.auth_login).toBeUndefined();
  });

  it('holds only viewable rentals and requests routes for {"/rentals":1,"/requests":1}', () => {
    const tree = deriveRoutesTree(VIEWER, ALL_REMOTES);
    expect(tree.rentals_active).toEqual({ pageTitle: 'Actief' });
    expect(tree.rentals_waiting_invoices).toEqual({ pageTitle: 'Facturen' });
    expect(tree.requests_open_details).toEqual({ pageTitle: 'Details aanvraag' });
    expect(tree.rentals_actions_request).toBeUndefined();
    expect(tree.rentals_active_retour).toBeUndefined();
    expect(tree.articles).toBeUndefined();
    expect(tree.management).toBeUndefined();
  });

  it('holds only home, noaccess, the outbox, the mail settings and the passkeys for {}', () => {
    expect(Object.keys(deriveRoutesTree(NOBODY, ALL_REMOTES)).sort()).toEqual([
      'home',
      'mail-settings',
      'noaccess',
      'outbox',
      'passkeys',
    ]);
  });
});

describe('breadcrumbs', () => {
  const tree = deriveRoutesTree(ADMIN, ALL_REMOTES);

  it('has no trail on /home', () => {
    expect(deriveBreadcrumbs('/home', tree)).toEqual([]);
  });

  it('has one crumb per known prefix and skips ids', () => {
    expect(deriveBreadcrumbs('/rentals/active/details/12', tree)).toEqual([
      { title: 'Verhuur', path: '/rentals', isCurrent: false },
      { title: 'Actief', path: '/rentals/active', isCurrent: false },
      { title: 'Details', path: '/rentals/active/details/12', isCurrent: true },
    ]);
  });

  it('links a crumb of a route with an id using the id of the address', () => {
    expect(deriveBreadcrumbs('/articles/location/product/actions/scan/5', tree)).toEqual([
      { title: 'Hulpmiddelenbeheer', path: '/articles', isCurrent: false },
      { title: 'Op locatie', path: '/articles/location', isCurrent: false },
      { title: 'Acties', path: '/articles/location/product/actions/5', isCurrent: false },
      {
        title: 'QR code koppelen',
        path: '/articles/location/product/actions/scan/5',
        isCurrent: true,
      },
    ]);
  });

  it('shows only what the stored tree holds', () => {
    const viewerTree = deriveRoutesTree(VIEWER, ALL_REMOTES);
    expect(deriveBreadcrumbs('/management/invoices', viewerTree)).toEqual([]);
    expect(deriveBreadcrumbs('/rentals/active', null)).toEqual([]);
  });
});

describe('route lookup', () => {
  it('titles pages by exact match only', () => {
    expect(pageTitleOf('/requests/open')).toBe('Open');
    expect(pageTitleOf('/requests/unknown')).toBeNull();
  });

  it('mounts remotes per area base', () => {
    const areas = remoteAreas(ALL_REMOTES);
    expect([...areas.keys()]).toEqual([
      '/rentals',
      '/articles',
      '/requests',
      '/management',
      '/backoffice',
    ]);
    expect([...(areas.get('/articles') ?? [])]).toEqual(['articles', 'depot']);
    expect([...remoteAreas(ONLY_AUTH).keys()]).toEqual([]);
  });
});
