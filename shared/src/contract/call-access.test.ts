// The routes a call's contract names for its access are the access table's routes of what
// it shows: the api refuses before the body by the contract and checks the table after, so
// the two must agree (a route only in the contract would let a caller past the first check
// to be refused by the second, one only in the table would refuse a caller it admits).
import { describe, expect, it } from 'vitest';
import { RESOURCE_ACCESS, type TResourceKind } from '../rules/resource-access.js';
import { getInvoicesCall } from './rentals.js';
import { getPageTitleCall, getProductDocumentsCall } from './global.js';

const routesOf = (...kinds: TResourceKind[]) => kinds.map((kind) => RESOURCE_ACCESS[kind].route);

describe('calls whose page the access table decides', () => {
  it('a page title: the pages of its four types', () => {
    expect(getPageTitleCall.access).toEqual({
      anyOf: routesOf('product', 'rentalCase', 'depotOrder', 'customerRequest'),
      level: 1,
    });
  });

  it("a product's documents, the invoices of a case or of the organisation", () => {
    expect(getProductDocumentsCall.access).toEqual({
      route: RESOURCE_ACCESS.productDocument.route,
      level: 1,
    });
    expect(getInvoicesCall.access).toEqual({
      anyOf: routesOf('rentalInvoice', 'saleInvoice'),
      level: 1,
    });
  });
});
