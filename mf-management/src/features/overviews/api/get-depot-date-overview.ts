/**
 * One page of the depot-on-a-date overview.
 */
import { callApi, requiredResponse } from '@portal/shared/client';
import { pageToLimits } from '@portal/shared/rules';
import { getDepotDateOverviewCall, type TDepotDateRow } from '@portal/shared/contract/management';
import type { TFetchPage } from './overview-filters';

export const depotDatePage: TFetchPage<TDepotDateRow> = async (search, page, signal) => {
  const answer = await callApi(getDepotDateOverviewCall, {
    body: { filters: { ...pageToLimits(page), date: search.date } },
    ...(signal ? { signal } : {}),
  });
  const { products, totalCount } = requiredResponse(answer.response);
  return { rows: products, totalCount };
};
