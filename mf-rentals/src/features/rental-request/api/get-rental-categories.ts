/**
 * POST /global/articles/categories {articleType 'rental'} (spec 001 §7): the catalogue of
 * rentable articles, as a tree built from parentId.
 */
import { callApi, requiredResponse } from '@portal/shared/client';
import { getCategoriesCall, type TCategory } from '@portal/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rentalsKeys } from '../../../api/query-keys';

export async function getRentalCategories(): Promise<TCategory[]> {
  const answer = await callApi(getCategoriesCall, { body: { articleType: 'rental' } });
  return requiredResponse(answer.response).categories;
}

export function getRentalCategoriesQueryOptions() {
  return queryOptions({
    queryKey: rentalsKeys.lookup('categories', { articleType: 'rental' }),
    queryFn: getRentalCategories,
    staleTime: 5 * 60_000,
  });
}

export function useRentalCategories() {
  return useQuery(getRentalCategoriesQueryOptions());
}
