/**
 * POST /global/articles/categories {articleType 'depot'} (spec 001 §7): the categories of
 * the articles in the supplier's depot; the picker shows them as a tree and the order
 * lists' filter as 'Parent – Child' options (`buildCategoryTree`, `categoryPathOptions`).
 */
import { callApi, requiredResponse } from '@portal/shared/client';
import { getCategoriesCall, type TCategory } from '@portal/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { referenceKeys } from './query-keys';

export async function getDepotCategories(signal?: AbortSignal): Promise<TCategory[]> {
  const answer = await callApi(getCategoriesCall, {
    body: { articleType: 'depot' },
    ...(signal ? { signal } : {}),
  });
  return requiredResponse(answer.response).categories;
}

export function getDepotCategoriesQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.list({ resource: 'categories', articleType: 'depot' }),
    queryFn: ({ signal }) => getDepotCategories(signal),
    staleTime: 5 * 60_000,
  });
}

export function useDepotCategories() {
  return useQuery(getDepotCategoriesQueryOptions());
}
