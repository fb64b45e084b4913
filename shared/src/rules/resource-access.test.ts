import { describe, expect, it } from 'vitest';
import { invoiceKind, RESOURCE_ACCESS, type TResourceKind } from '../access/resource-access.js';
import { canSee } from './resource-access.js';
import { staticPrefix } from './permissions.js';

const KINDS = Object.keys(RESOURCE_ACCESS) as TResourceKind[];

/** Whether `key` (a route) covers `route`: equal or an ancestor. */
const covers = (key: string, route: string) => route === key || route.startsWith(`${key}/`);

describe('RESOURCE_ACCESS, cell by cell', () => {
  it.each(KINDS)('%s: a user with exactly its route may see it', (kind) => {
    const { route, level } = RESOURCE_ACCESS[kind];
    expect(canSee({ [route]: level }, kind)).toBe(true);
  });

  it.each(KINDS)('%s: a user with every other route, but not its own, may not', (kind) => {
    const { route, level } = RESOURCE_ACCESS[kind];
    const others = Object.fromEntries(
      KINDS.map((other) => RESOURCE_ACCESS[other])
        .filter((access) => !covers(access.route, route))
        .map((access) => [access.route, 2]),
    );
    expect(canSee(others, kind)).toBe(false);
    if (level > 1) expect(canSee({ [route]: level - 1 }, kind)).toBe(false);
  });

  it('names only routes of the spec route table', () => {
    const specRoutes = [
      '/rentals',
      '/management/invoices',
      '/management/overviews',
      '/management/overviews/rental',
      '/management/overviews/activerental',
      '/management/overviews/rentaldate',
      '/management/overviews/repairs',
      '/management/overviews/depot',
      '/management/overviews/depotdate',
      '/management/overviews/productslocation',
      '/management/overviews/productsdepot',
      '/management/rentalcost',
      '/articles',
      '/articles/depot-pending',
      '/requests',
    ];
    for (const kind of KINDS)
      expect(specRoutes).toContain(staticPrefix(RESOURCE_ACCESS[kind].route));
  });

  it('tells invoices apart by origin', () => {
    expect(invoiceKind('RENTAL')).toBe('rentalInvoice');
    expect(invoiceKind('SALE')).toBe('saleInvoice');
    expect(invoiceKind('Depot')).toBe('depotInvoice');
    expect(canSee({ '/rentals': 1 }, invoiceKind('SALE'))).toBe(false);
    expect(canSee({ '/management': 1 }, invoiceKind('Depot'))).toBe(true);
  });
});
