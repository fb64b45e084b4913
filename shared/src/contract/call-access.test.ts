// The routes a call's contract names for its access, against the spec's pages of what it
// shows (spec 000 §2): the api refuses before the body by the contract and checks the access
// table after, so a route wrong in either lets a caller past one check or refuses one it
// should admit. The expected routes are written out, not read back from the table.
import { describe, expect, it } from 'vitest';
import { canOpen } from '../rules/permissions.js';
import { getInvoicesCall } from './rentals.js';
import { getPageTitleCall, getProductDocumentsCall } from './global.js';

describe('calls whose page the access table decides', () => {
  it('a page title: the pages of its four types', () => {
    expect(getPageTitleCall.access).toEqual({
      anyOf: ['/articles', '/rentals', '/articles/depot-pending', '/requests'],
      level: 1,
    });
  });

  it("a product's documents: the articles pages", () => {
    expect(getProductDocumentsCall.access).toEqual({ route: '/articles', level: 1 });
  });

  it('the invoices: a rental case’s tab or the management invoice list', () => {
    expect(getInvoicesCall.access).toEqual({
      anyOf: ['/rentals', '/management/invoices'],
      level: 1,
    });
    const { anyOf } = getInvoicesCall.access as { anyOf: readonly string[] };
    const mayCall = (permissions: Record<string, number>) =>
      anyOf.some((route) => canOpen(permissions, route, 1));
    expect(mayCall({ '/rentals': 1 })).toBe(true);
    expect(mayCall({ '/management/*': 1 })).toBe(true);
    expect(mayCall({ '/articles': 2, '/management/overviews': 1 })).toBe(false);
  });
});
