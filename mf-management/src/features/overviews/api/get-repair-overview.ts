/**
 * One page of the repairs overview.
 */
import { callApi, requiredResponse } from '@portal/shared/client';
import { pageToLimits } from '@portal/shared/rules';
import { getRepairOverviewCall, type TRepairOverviewRow } from '@portal/shared/contract/management';
import { rentalFilters, type TFetchPage } from './overview-filters';

export const repairsPage: TFetchPage<TRepairOverviewRow> = async (search, page, signal) => {
  const answer = await callApi(getRepairOverviewCall, {
    body: { filters: { ...pageToLimits(page), ...rentalFilters(search) } },
    ...(signal ? { signal } : {}),
  });
  const { repairs, totalCount } = requiredResponse(answer.response);
  return { rows: repairs, totalCount };
};
