// The empty answer behaves as in every area (requiredResponse, @portal/shared/client).
import { MESSAGES } from '@portal/shared/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../testing/render-area';
import { EMPTY_RENTAL_FILTERS, getRentalCases } from './get-rental-cases';

afterEach(() => vi.unstubAllGlobals());

const params = { tab: 'active' as const, page: 1, filters: EMPTY_RENTAL_FILTERS };

describe('getRentalCases', () => {
  it('gives an empty list for an empty array', async () => {
    mockApi({ 'POST /customer/rentals/cases': ok({ cases: [], totalCount: 0 }) });
    await expect(getRentalCases(params)).resolves.toEqual({ cases: [], totalCount: 0 });
  });

  it('rejects a success without its payload with the fetch-failed text (spec 000 §8)', async () => {
    mockApi({ 'POST /customer/rentals/cases': ok(null) });
    await expect(getRentalCases(params)).rejects.toThrow(MESSAGES.fetchFailed);
  });
});
