/**
 * POST /customer/articles/product/repairs/overview (spec 001 §7): a page of repairs, of
 * the overview tabs open and archive or of one product ('product').
 */
import { callApi, requiredResponse } from '@portal/shared/client';
import { getRepairsCall, type TRepair } from '@portal/shared/contract/articles';
import type { LIST_SORT_KEYS } from '@portal/shared/contract';
import { pageToLimits } from '@portal/shared/rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { articlesKeys } from '../../../api/query-keys';
import { toListFilters, type TListFilters } from '../../../api/list-filters';

export type TRepairsParams = {
  tab: 'open' | 'archive' | 'product';
  productId?: number;
  page: number;
  filters?: TListFilters;
};

export async function getRepairs({
  tab,
  productId,
  page,
  filters,
}: TRepairsParams): Promise<{ repairs: TRepair[]; totalCount: number }> {
  const {
    dateFrom: _from,
    dateTo: _to,
    ...rest
  } = toListFilters<(typeof LIST_SORT_KEYS.repairs)[number]>(filters);
  const answer = await callApi(getRepairsCall, {
    body: {
      tabType: tab,
      ...(productId ? { productId } : {}),
      filters: { ...pageToLimits(page), ...rest },
    },
  });
  return requiredResponse(answer.response);
}

export function getRepairsQueryOptions(params: TRepairsParams) {
  return queryOptions({
    queryKey: articlesKeys.list({ resource: 'repairs', ...params }),
    queryFn: () => getRepairs(params),
    placeholderData: keepPreviousData,
  });
}

export function useRepairs(params: TRepairsParams) {
  return useQuery(getRepairsQueryOptions(params));
}
