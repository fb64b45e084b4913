/**
 * The chart (ours) of the products on location / in the depot overview.
 */
import { callApi, requiredResponse } from '@portal/shared/client';
import { getProductChartCall } from '@portal/shared/contract/management';
import { productFilters, type TFetchChart } from './overview-filters';

export function productsChart(placement: 'location' | 'depot'): TFetchChart {
  return async (search, signal) => {
    const answer = await callApi(getProductChartCall, {
      body: { tabType: placement, filters: productFilters(search) },
      ...(signal ? { signal } : {}),
    });
    return requiredResponse(answer.response).chart;
  };
}
