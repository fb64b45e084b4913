/**
 * One page of the depot orders overview.
 */
import { callApi, requiredResponse } from '@portal/shared/client';
import { pageToLimits } from '@portal/shared/rules';
import { getDepotOverviewCall, type TDepotOverviewRow } from '@portal/shared/contract/management';
import { depotFilters, type TFetchPage } from './overview-filters';

export const depotPage: TFetchPage<TDepotOverviewRow> = async (search, page, signal) => {
  const answer = await callApi(getDepotOverviewCall, {
    body: { filters: { ...pageToLimits(page), ...depotFilters(search) } },
    ...(signal ? { signal } : {}),
  });
  const { cases, totalCount } = requiredResponse(answer.response);
  return { rows: cases, totalCount };
};
