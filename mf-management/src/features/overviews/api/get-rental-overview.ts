/**
 * One page of the rental (DELIVER / RETURN) or active rental (ACTIVE) overview.
 */
import { callApi, requiredResponse } from '@portal/shared/client';
import { pageToLimits } from '@portal/shared/rules';
import { getRentalOverviewCall, type TRentalOverviewRow } from '@portal/shared/contract/management';
import { rentalFilters, rentalType, type TFetchPage } from './overview-filters';

export function rentalPage(active: boolean): TFetchPage<TRentalOverviewRow> {
  return async (search, page, signal) => {
    const answer = await callApi(getRentalOverviewCall, {
      body: {
        tabType: rentalType(search, active),
        filters: { ...pageToLimits(page), ...rentalFilters(search) },
      },
      ...(signal ? { signal } : {}),
    });
    const { cases, totalCount } = requiredResponse(answer.response);
    return { rows: cases, totalCount };
  };
}
