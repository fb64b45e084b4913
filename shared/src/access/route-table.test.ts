import { describe, expect, it } from 'vitest';
import {
  BUILT_SHELL_PAGES,
  LEGACY_REDIRECTS,
  REMOTE_NAMES,
  ROUTE_TABLE,
  isShellPageBuilt,
} from './route-table.js';

const paths = ROUTE_TABLE.map((entry) => entry.path);
const byPath = (path: string) => ROUTE_TABLE.find((entry) => entry.path === path);

describe('route table', () => {
  it('has a title for every route and unique paths', () => {
    for (const entry of ROUTE_TABLE) expect(entry.title.trim(), entry.path).not.toBe('');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('names a valid owner and level for every route', () => {
    const owners = new Set<string>([...REMOTE_NAMES, 'shell']);
    for (const entry of ROUTE_TABLE) {
      expect(owners.has(entry.owner), entry.path).toBe(true);
      // why: level 3 is the back office's administrator (issue 41), nowhere else.
      expect(entry.owner === 'backoffice' ? [1, 2, 3] : [0, 1, 2]).toContain(entry.level);
      expect(entry.path.startsWith('/'), entry.path).toBe(true);
    }
  });

  it('redirects only to routes of the table, never to a redirect', () => {
    for (const entry of ROUTE_TABLE.filter((candidate) => candidate.redirectTo)) {
      const target = byPath(entry.redirectTo ?? '');
      expect(target, `${entry.path} -> ${entry.redirectTo}`).toBeDefined();
      expect(target?.redirectTo).toBeUndefined();
    }
  });

  it('has the spec redirects of the top-level areas', () => {
    expect(byPath('/auth')?.redirectTo).toBe('/auth/login');
    expect(byPath('/rentals')?.redirectTo).toBe('/rentals/active');
    expect(byPath('/articles')?.redirectTo).toBe('/articles/location');
    expect(byPath('/requests')?.redirectTo).toBe('/requests/open');
    expect(byPath('/management')?.redirectTo).toBe('/management/invoices');
    expect(byPath('/articles/inspections')?.redirectTo).toBe('/articles/inspections/open');
    expect(byPath('/articles/repairs')?.redirectTo).toBe('/articles/repairs/open');
  });

  it('sends every legacy address to a route of the table', () => {
    const legacy = Object.fromEntries(LEGACY_REDIRECTS.map(({ from, to }) => [from, to]));
    expect(legacy).toEqual({
      '/login': '/auth/login',
      '/logout': '/auth/logout',
      '/products': '/articles/actions',
      '/products/all': '/articles/location',
      '/products/addproduct': '/articles/add',
      '/depot': '/articles/depot',
      '/depot/products': '/articles/depot',
      '/depot/tasks': '/articles/depot-pending',
      '/depot/tasksarchive': '/articles/depot-archive',
      '/invoices': '/management/invoices',
      '/scan/rental': '/rentals/actions/scan',
      '/scan/default': '/scan',
      '/scan/products': '/scan',
      '/rentals/requests': '/rentals/actions/request',
    });
    for (const { to } of LEGACY_REDIRECTS) expect(byPath(to), to).toBeDefined();
  });

  it('keeps the spec titles character for character', () => {
    expect(byPath('/auth/login')?.title).toBe('Inloggen');
    expect(byPath('/auth/register/:token')?.title).toBe('Registreren');
    expect(byPath('/auth/forgot')?.title).toBe('Wachtwoord vergeten');
    expect(byPath('/auth/reset/:token')?.title).toBe('Wachtwoord veranderen');
    expect(byPath('/articles')?.title).toBe('Hulpmiddelenbeheer');
    expect(byPath('/management')?.title).toBe('Management info');
    expect(byPath('/rentals/actions/request')?.title).toBe('Nieuwe aanvraag verhuur');
    expect(byPath('/rentals/waiting')?.title).toBe('In behandeling');
    expect(byPath('/articles/location/product/actions/client/:productId')?.title).toBe(
      'Cliëntgegevens',
    );
    expect(byPath('/articles/location/product/log/:productId')?.title).toBe('Product historie');
    expect(byPath('/requests/archive/details/:customerRequestId')?.title).toBe('Details aanvraag');
    expect(byPath('/management/rentalcost')?.title).toBe('Verhuurkosten');
  });

  it('requires level 2 for write actions and 1 for views', () => {
    expect(byPath('/rentals/actions/request')?.level).toBe(2);
    expect(byPath('/rentals/active/retour/:rentalCaseId')?.level).toBe(2);
    expect(byPath('/articles/add')?.level).toBe(2);
    expect(byPath('/articles/depot/product/actions/depotout/:productId')?.level).toBe(2);
    expect(byPath('/rentals/active/details/:rentalCaseId')?.level).toBe(1);
    expect(byPath('/articles/depot/request')?.level).toBe(1);
    expect(ROUTE_TABLE.filter((e) => e.owner === 'management').every((e) => e.level === 1)).toBe(
      true,
    );
  });

  it('gives the depot orders to the depot remote and the rest of /articles to articles', () => {
    const depotPaths = ROUTE_TABLE.filter((entry) => entry.owner === 'depot').map((e) => e.path);
    expect(depotPaths).toEqual([
      '/articles/depot-pending',
      '/articles/depot-pending/details/:depotCaseId',
      '/articles/depot-archive',
      '/articles/depot-archive/details/:depotCaseId',
      '/articles/depot/request',
    ]);
    expect(byPath('/articles/depot/product/details/:productId')?.owner).toBe('articles');
  });

  it('marks the spec top-menu routes', () => {
    expect(ROUTE_TABLE.filter((entry) => entry.isTopMenu).map((entry) => entry.path)).toEqual([
      '/home',
      '/scan',
      '/rentals',
      '/articles',
      '/articles/depot',
      '/requests',
      '/management',
      // ours (issue 41): the supplier's back office, only staff reach it
      '/backoffice',
    ]);
  });

  it("gives the back office's administrator pages level 3", () => {
    expect(byPath('/backoffice/staff')).toMatchObject({ title: 'Medewerkers', level: 3 });
    expect(byPath('/backoffice/sla')).toMatchObject({ title: 'Reactietijden', level: 3 });
  });

  it('has the six product tabs for location and depot products', () => {
    for (const base of ['/articles/location/product', '/articles/depot/product']) {
      for (const tab of ['details', 'repairs', 'inspections', 'cleanings', 'documents', 'log']) {
        expect(byPath(`${base}/${tab}/:productId`)?.level, `${base}/${tab}`).toBe(1);
      }
    }
  });

  it('knows which shell pages are built', () => {
    expect([...BUILT_SHELL_PAGES]).toEqual([
      '/home',
      '/scan',
      '/noaccess',
      '/outbox',
      '/mail-settings',
      '/passkeys',
    ]);
    expect(isShellPageBuilt('/scan')).toBe(true);
    expect(isShellPageBuilt('/rentals')).toBe(false);
  });

  it('marks only the account routes public', () => {
    const publicPaths = ROUTE_TABLE.filter((entry) => entry.isPublic).map((entry) => entry.path);
    expect(publicPaths.every((path) => path.startsWith('/auth'))).toBe(true);
    expect(ROUTE_TABLE.filter((e) => e.owner === 'auth').every((e) => e.isPublic)).toBe(true);
  });
});
