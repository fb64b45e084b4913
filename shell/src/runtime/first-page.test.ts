import { describe, expect, it } from 'vitest';
import { firstPageOwner } from './first-page';

describe('firstPageOwner', () => {
  it('is the owner of the page for a signed-in user', () => {
    expect(firstPageOwner('/rentals/active', true)).toBe('rentals');
    expect(firstPageOwner('/requests', true)).toBe('requests');
    expect(firstPageOwner('/home', true)).toBe('shell');
  });

  it('is the sign-in remote for a protected page without a session', () => {
    expect(firstPageOwner('/rentals/active', false)).toBe('auth');
    expect(firstPageOwner('/home', false)).toBe('auth');
    expect(firstPageOwner('/', false)).toBe('auth');
  });

  it('is the sign-in remote for the account pages, with or without a session', () => {
    expect(firstPageOwner('/auth/login', false)).toBe('auth');
    expect(firstPageOwner('/auth/logout', true)).toBe('auth');
    expect(firstPageOwner('/login', true)).toBe('auth');
  });
});
