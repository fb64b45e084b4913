/**
 * One page of the products on location / in the depot overview.
 */
import { callApi, requiredResponse } from '@portal/shared/client';
import type { TProduct } from '@portal/shared/contract/articles';
import { pageToLimits } from '@portal/shared/rules';
import { getProductOverviewCall } from '@portal/shared/contract/management';
import { productFilters, type TFetchPage } from './overview-filters';

export function productsPage(placement: 'location' | 'depot'): TFetchPage<TProduct> {
  return async (search, page, signal) => {
    const answer = await callApi(getProductOverviewCall, {
      body: { tabType: placement, filters: { ...pageToLimits(page), ...productFilters(search) } },
      ...(signal ? { signal } : {}),
    });
    const { products, totalCount } = requiredResponse(answer.response);
    return { rows: products, totalCount };
  };
}
