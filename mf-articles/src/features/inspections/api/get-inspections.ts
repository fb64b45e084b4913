/**
 * POST /customer/articles/product/inspections/overview (spec 001 §7): a page of
 * inspections, of an overview tab (context overview-{tab}) or of one product.
 */
import { callApi, requiredResponse } from '@portal/shared/client';
import { getInspectionsCall, type TInspection } from '@portal/shared/contract/articles';
import type { LIST_SORT_KEYS } from '@portal/shared/contract';
import { pageToLimits } from '@portal/shared/rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { articlesKeys } from '../../../api/query-keys';
import { toListFilters, type TListFilters } from '../../../api/list-filters';

export type TInspectionsTab = 'open' | 'archive' | 'inspections';

export type TInspectionsParams = {
  tab: TInspectionsTab | 'product';
  productId?: number;
  page: number;
  filters?: TListFilters;
};

export async function getInspections({
  tab,
  productId,
  page,
  filters,
}: TInspectionsParams): Promise<{ inspections: TInspection[]; totalCount: number }> {
  const answer = await callApi(getInspectionsCall, {
    body: {
      context: tab === 'product' ? 'product' : `overview-${tab}`,
      ...(productId ? { productId } : {}),
      filters: {
        ...pageToLimits(page),
        ...toListFilters<(typeof LIST_SORT_KEYS.inspections)[number]>(filters),
      },
    },
  });
  return requiredResponse(answer.response);
}

export function getInspectionsQueryOptions(params: TInspectionsParams) {
  return queryOptions({
    queryKey: articlesKeys.list({ resource: 'inspections', ...params }),
    queryFn: () => getInspections(params),
    placeholderData: keepPreviousData,
  });
}

export function useInspections(params: TInspectionsParams) {
  return useQuery(getInspectionsQueryOptions(params));
}
