/**
 * The category counts of the depot orders overview, one page.
 */
import { callApi, requiredResponse } from '@portal/shared/client';
import { pageToLimits } from '@portal/shared/rules';
import {
  getDepotCategoryCountsCall,
  type TCategoryCount,
} from '@portal/shared/contract/management';
import { depotFilters, type TFetchPage } from './overview-filters';

export const depotCounts: TFetchPage<TCategoryCount> = async (search, page, signal) => {
  const answer = await callApi(getDepotCategoryCountsCall, {
    body: { filters: { ...pageToLimits(page), ...depotFilters(search) } },
    ...(signal ? { signal } : {}),
  });
  const { items, totalCount } = requiredResponse(answer.response);
  return { rows: items, totalCount };
};
