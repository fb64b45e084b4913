// The empty answer behaves as in every area (requiredResponse, @portal/shared/client).
import { MESSAGES } from '@portal/shared/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../testing/render-area';
import { EMPTY_PRODUCT_FILTERS, getProducts } from './get-products';

afterEach(() => vi.unstubAllGlobals());

const params = { placement: 'location' as const, page: 1, filters: EMPTY_PRODUCT_FILTERS };

describe('getProducts', () => {
  it('gives an empty list for an empty array', async () => {
    mockApi({ 'POST /customer/articles/overview': ok({ products: [], totalCount: 0 }) });
    await expect(getProducts(params)).resolves.toEqual({ products: [], totalCount: 0 });
  });

  it('rejects a success without its payload with the fetch-failed text (spec 000 §8)', async () => {
    mockApi({ 'POST /customer/articles/overview': ok(null) });
    await expect(getProducts(params)).rejects.toThrow(MESSAGES.fetchFailed);
  });
});
