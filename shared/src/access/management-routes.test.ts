// Each management page name reaches the spec's path (spec 000 §2.2), read from the route
// table rather than written beside it.
import { describe, expect, it } from 'vitest';
import { MANAGEMENT_PAGES, MANAGEMENT_ROUTES } from './management-routes.js';

describe('MANAGEMENT_ROUTES', () => {
  it('names the spec’s path of every management page', () => {
    expect(MANAGEMENT_ROUTES).toEqual({
      invoices: '/management/invoices',
      overviews: '/management/overviews',
      rental: '/management/overviews/rental',
      repairs: '/management/overviews/repairs',
      depot: '/management/overviews/depot',
      productsLocation: '/management/overviews/productslocation',
      productsDepot: '/management/overviews/productsdepot',
      activeRental: '/management/overviews/activerental',
      rentalDate: '/management/overviews/rentaldate',
      depotDate: '/management/overviews/depotdate',
      rentalCost: '/management/rentalcost',
    });
    expect(Object.keys(MANAGEMENT_ROUTES)).toEqual([...MANAGEMENT_PAGES]);
  });
});
