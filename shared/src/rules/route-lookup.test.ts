import { describe, expect, it } from 'vitest';
import { findRouteEntry, matchRouteEntry, pageOwner, tableRoute } from './route-lookup.js';

describe('route lookup', () => {
  it('finds exact routes, else the deepest route above the path', () => {
    expect(findRouteEntry('/rentals/active/details/7')?.path).toBe(
      '/rentals/active/details/:rentalCaseId',
    );
    expect(findRouteEntry('/management/unknown')?.path).toBe('/management');
    expect(findRouteEntry('/articles/depot-pending/details/3')?.owner).toBe('depot');
    expect(findRouteEntry('/articles/depot/request')?.owner).toBe('depot');
    expect(findRouteEntry('/articles/depot/product/details/3')?.owner).toBe('articles');
    expect(findRouteEntry('/nowhere')).toBeNull();
  });

  it('matches exactly only, a static route before a parameter route, a trailing slash ignored', () => {
    expect(matchRouteEntry('/requests/open/')?.path).toBe('/requests/open');
    expect(matchRouteEntry('/requests/unknown')).toBeNull();
    expect(matchRouteEntry('/articles/location/product/actions/scan/4')?.path).toBe(
      '/articles/location/product/actions/scan/:productId',
    );
  });
});

describe('pageOwner', () => {
  it('names the remote that draws the page of an address', () => {
    expect(pageOwner('/rentals/active')).toBe('rentals');
    expect(pageOwner('/rentals/active/details/12')).toBe('rentals');
    expect(pageOwner('/auth/login')).toBe('auth');
    expect(pageOwner('/auth/reset/abc_DEF-1')).toBe('auth');
    expect(pageOwner('/requests/archive/')).toBe('requests');
    expect(pageOwner('/articles/depot-pending/details/3')).toBe('depot');
    expect(pageOwner('/articles/location')).toBe('articles');
  });

  it('follows the table redirects and the legacy addresses first', () => {
    expect(pageOwner('/rentals')).toBe('rentals');
    expect(pageOwner('/login')).toBe('auth');
    expect(pageOwner('/depot/tasks')).toBe('depot');
    expect(pageOwner('/scan/rental')).toBe('rentals');
  });

  it('gives the shell its own pages, the root and every unknown address (they go to /home)', () => {
    expect(pageOwner('/home')).toBe('shell');
    expect(pageOwner('/scan')).toBe('shell');
    expect(pageOwner('/')).toBe('shell');
    expect(pageOwner('/dit-bestaat-niet')).toBe('shell');
  });
});

describe('tableRoute', () => {
  it("gives a table route's static part, level and title, and throws for a path the table lacks", () => {
    expect(tableRoute('/articles/location')).toEqual({
      path: '/articles/location',
      level: 1,
      title: 'Op locatie',
    });
    expect(tableRoute('/articles/location/product/actions/relocate/:productId')).toEqual({
      path: '/articles/location/product/actions/relocate',
      level: 2,
      title: 'Locatie wijzigen',
    });
    expect(() => tableRoute('/articles/nowhere')).toThrow(/not in the route table/);
  });
});
