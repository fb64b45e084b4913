import { beforeEach, describe, expect, it } from 'vitest';
import {
  authStorage,
  clearAllStorage,
  filtersStorage,
  lastPageStorage,
  mainMenuStorage,
  pageTitleStorage,
  routesTreeStorage,
} from './storage.js';

const auth = {
  token: 'abc',
  fullName: 'Anna de Vries',
  userId: 7,
  roles: ['customer'],
  permissions: { '*': 2 },
  environment: 'customer-portal',
};

beforeEach(() => localStorage.clear());

describe('authStorage', () => {
  it('stores, reads and clears the auth record under "auth"', () => {
    authStorage.set(auth);
    expect(JSON.parse(localStorage.getItem('auth') ?? '')).toEqual(auth);
    expect(authStorage.get()).toEqual(auth);
    authStorage.clear();
    expect(authStorage.get()).toBeNull();
  });

  it('reads broken JSON or a wrong shape as null', () => {
    localStorage.setItem('auth', '{not json');
    expect(authStorage.get()).toBeNull();
    localStorage.setItem('auth', JSON.stringify({ token: '' }));
    expect(authStorage.get()).toBeNull();
  });
});

describe('routesTreeStorage and mainMenuStorage', () => {
  it('keep the shapes of ARCHITECTURE.md', () => {
    routesTreeStorage.set({ rentals_active_details: { pageTitle: 'Details' } });
    expect(localStorage.getItem('routes-tree')).toContain('rentals_active_details');
    expect(routesTreeStorage.get()?.rentals_active_details?.pageTitle).toBe('Details');
    mainMenuStorage.set([{ path: '/home', title: 'Home' }]);
    expect(JSON.parse(localStorage.getItem('main-menu') ?? '')).toEqual([
      { path: '/home', title: 'Home' },
    ]);
    localStorage.setItem('main-menu', '[{"path":1}]');
    expect(mainMenuStorage.get()).toBeNull();
  });
});

describe('lastPageStorage (spec 000 §9)', () => {
  it('gives the stored page for the same identifier and 1 for another', () => {
    expect(lastPageStorage.get('rentals-active')).toBe(1);
    lastPageStorage.set('rentals-active', 4);
    expect(JSON.parse(localStorage.getItem('last-page') ?? '')).toEqual({
      identifier: 'rentals-active',
      page: 4,
    });
    expect(lastPageStorage.get('rentals-active')).toBe(4);
    expect(lastPageStorage.get('rentals-archive')).toBe(1);
    localStorage.setItem('last-page', 'garbage');
    expect(lastPageStorage.get('rentals-active')).toBe(1);
  });
});

describe('filtersStorage', () => {
  it('keeps filters per list identifier', () => {
    filtersStorage.set('depot-pending', { formType: 'TRANSPORT-IN', categoryId: 3 });
    filtersStorage.set('requests-open', { contact: 5 });
    expect(filtersStorage.get('depot-pending')).toEqual({
      formType: 'TRANSPORT-IN',
      categoryId: 3,
    });
    filtersStorage.clear('depot-pending');
    expect(filtersStorage.get('depot-pending')).toBeNull();
    expect(filtersStorage.get('requests-open')).toEqual({ contact: 5 });
  });

  it('tolerates broken JSON', () => {
    localStorage.setItem('filters', '{');
    expect(filtersStorage.get('x')).toBeNull();
    filtersStorage.set('x', { a: 'b' });
    expect(filtersStorage.get('x')).toEqual({ a: 'b' });
  });
});

describe('pageTitleStorage and clearAllStorage', () => {
  it('caches titles and clears everything', () => {
    pageTitleStorage.set('product', 12, 'Bed 12');
    expect(localStorage.getItem('page-title-product-12')).toBe('{"name":"Bed 12"}');
    expect(pageTitleStorage.get('product', 12)).toBe('Bed 12');
    authStorage.set(auth);
    clearAllStorage();
    expect(localStorage.length).toBe(0);
  });
});
