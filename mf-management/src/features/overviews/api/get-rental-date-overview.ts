/**
 * One page of the rental-on-a-date overview.
 */
import { callApi, requiredResponse } from '@portal/shared/client';
import { pageToLimits } from '@portal/shared/rules';
import {
  getRentalDateOverviewCall,
  type TRentalOverviewRow,
} from '@portal/shared/contract/management';
import { rentalDateFilters, type TFetchPage } from './overview-filters';

export const rentalDatePage: TFetchPage<TRentalOverviewRow> = async (search, page, signal) => {
  const answer = await callApi(getRentalDateOverviewCall, {
    body: { filters: { ...pageToLimits(page), ...rentalDateFilters(search) } },
    ...(signal ? { signal } : {}),
  });
  const { cases, totalCount } = requiredResponse(answer.response);
  return { rows: cases, totalCount };
};
