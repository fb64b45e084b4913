/**
 * The category counts of the rental or active rental overview, one page.
 */
import { callApi, requiredResponse } from '@portal/shared/client';
import { pageToLimits } from '@portal/shared/rules';
import {
  getRentalCategoryCountsCall,
  type TCategoryCount,
} from '@portal/shared/contract/management';
import { rentalFilters, rentalType, type TFetchPage } from './overview-filters';

export function rentalCounts(active: boolean): TFetchPage<TCategoryCount> {
  return async (search, page, signal) => {
    const answer = await callApi(getRentalCategoryCountsCall, {
      body: {
        tabType: rentalType(search, active),
        filters: { ...pageToLimits(page), ...rentalFilters(search) },
      },
      ...(signal ? { signal } : {}),
    });
    const { items, totalCount } = requiredResponse(answer.response);
    return { rows: items, totalCount };
  };
}
