import { describe, expect, it } from 'vitest';
import { scanTargetFor } from './scan-target.js';

const rental = { type: 'rental', rentalcaseId: 12, productId: null } as const;
const depotOut = { type: 'depot-out', rentalcaseId: null, productId: 7 } as const;
const depotIn = { type: 'depot-in', rentalcaseId: null, productId: 8 } as const;

describe('scanTargetFor (spec 001 §2.2)', () => {
  it('opens the actions page when the user may act', () => {
    const all = { '*': 2 };
    expect(scanTargetFor(rental, all)).toEqual({
      kind: 'path',
      path: '/rentals/active/actions/12',
    });
    expect(scanTargetFor(depotOut, all)).toEqual({
      kind: 'path',
      path: '/articles/location/product/actions/7',
    });
    expect(scanTargetFor(depotIn, all)).toEqual({
      kind: 'path',
      path: '/articles/depot/product/actions/8',
    });
  });

  it('falls back to the details page with view permission only', () => {
    const view = { '/rentals': 1, '/articles': 1 };
    expect(scanTargetFor(rental, view)).toEqual({
      kind: 'path',
      path: '/rentals/active/details/12',
    });
    expect(scanTargetFor(depotOut, view)).toEqual({
      kind: 'path',
      path: '/articles/location/product/details/7',
    });
    expect(scanTargetFor(depotIn, view)).toEqual({
      kind: 'path',
      path: '/articles/depot/product/details/8',
    });
  });

  it('reads the level of the matching area only', () => {
    const rentalsOnly = { '/rentals': 2 };
    expect(scanTargetFor(rental, rentalsOnly)).toMatchObject({ kind: 'path' });
    expect(scanTargetFor(depotIn, rentalsOnly)).toEqual({ kind: 'forbidden' });
    expect(scanTargetFor(depotOut, { '/articles/depot': 2 })).toEqual({ kind: 'forbidden' });
  });

  it('says forbidden without any permission and missing without an id', () => {
    expect(scanTargetFor(rental, {})).toEqual({ kind: 'forbidden' });
    expect(scanTargetFor({ ...rental, rentalcaseId: null }, { '*': 2 })).toEqual({
      kind: 'missing',
    });
  });
});
