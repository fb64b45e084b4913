import { describe, expect, it } from 'vitest';
import { canOpen, resolvePermissionLevel, staticPrefix } from './permissions.js';

describe('resolvePermissionLevel', () => {
  it('gives 0 when no key matches', () => {
    expect(resolvePermissionLevel({ '/rentals': 2 }, '/requests/open')).toBe(0);
    expect(resolvePermissionLevel({}, '/rentals')).toBe(0);
  });

  it('matches a plain key on the path itself and below it, on segment boundaries', () => {
    const permissions = { '/rentals': 1 };
    expect(resolvePermissionLevel(permissions, '/rentals')).toBe(1);
    expect(resolvePermissionLevel(permissions, '/rentals/active/details/:rentalCaseId')).toBe(1);
    expect(resolvePermissionLevel(permissions, '/rentalsx')).toBe(0);
  });

  it('matches a trailing wildcard on the text before it', () => {
    expect(resolvePermissionLevel({ '/rentals*': 2 }, '/rentalsx')).toBe(2);
    expect(resolvePermissionLevel({ '/rentals/*': 2 }, '/rentals/active')).toBe(2);
    expect(resolvePermissionLevel({ '/rentals/*': 2 }, '/rentals')).toBe(0);
    expect(resolvePermissionLevel({ '*': 2 }, '/management/invoices')).toBe(2);
  });

  it('lets the longest matching key win, whatever the order of the map', () => {
    const permissions = { '*': 1, '/rentals/active/actions': 2, '/rentals': 0 };
    expect(resolvePermissionLevel(permissions, '/rentals/active/actions/:id')).toBe(2);
    expect(resolvePermissionLevel(permissions, '/rentals/active/details/:id')).toBe(0);
    expect(resolvePermissionLevel(permissions, '/requests/open')).toBe(1);
    const reversed = Object.fromEntries(Object.entries(permissions).reverse());
    expect(resolvePermissionLevel(reversed, '/rentals/active/actions/:id')).toBe(2);
  });

  it('prefers an exact key over a wildcard of the same length', () => {
    expect(resolvePermissionLevel({ '/rentals*': 1, '/rentals': 2 }, '/rentals/active')).toBe(2);
    expect(resolvePermissionLevel({ '/rentals': 2, '/rentals*': 1 }, '/rentals/active')).toBe(2);
  });
});

describe('canOpen', () => {
  it('always allows /home', () => {
    expect(canOpen({}, '/home')).toBe(true);
  });

  it('requires level 1 by default and the given level otherwise', () => {
    const permissions = { '/rentals': 1, '/requests': 1 };
    expect(canOpen(permissions, '/rentals/active')).toBe(true);
    expect(canOpen(permissions, '/rentals/actions/request', 2)).toBe(false);
    expect(canOpen(permissions, '/management/invoices')).toBe(false);
    expect(canOpen({ '*': 2 }, '/rentals/actions/request', 2)).toBe(true);
  });
});

describe('staticPrefix', () => {
  it('cuts the path at its first parameter', () => {
    expect(staticPrefix('/rentals/active/details/:rentalCaseId')).toBe('/rentals/active/details');
    expect(staticPrefix('/home/')).toBe('/home');
    expect(staticPrefix('/')).toBe('/');
  });
});

describe('the back office (issue 41)', () => {
  it('counts only keys that name /backoffice below it: a customer’s * never reaches it', () => {
    expect(canOpen({ '*': 2 }, '/backoffice/inbox/open', 1)).toBe(false);
    expect(canOpen({ '/back*': 2 }, '/backoffice/inbox', 1)).toBe(false);
    expect(canOpen({ '*': 2, '/backoffice': 1 }, '/backoffice/requests/:id', 2)).toBe(false);
    expect(canOpen({ '/backoffice': 2 }, '/backoffice/requests/:id', 2)).toBe(true);
    expect(canOpen({ '/backoffice*': 1 }, '/backoffice/inbox', 1)).toBe(true);
    expect(canOpen({ '/backoffice': 2 }, '/rentals/active', 1)).toBe(false);
  });
});
