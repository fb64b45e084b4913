/**
 * POST /global/articles/list {categoryId, articleType 'DEPOT'} (spec 001 §7): the articles
 * of one depot category, asked when the picker opens that category.
 */
import { callApi, requiredResponse } from '@portal/shared/client';
import { getArticlesCall, type TArticle } from '@portal/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { referenceKeys } from '../../../api/query-keys';

export function getDepotArticlesQueryOptions(categoryId: number) {
  return queryOptions({
    queryKey: referenceKeys.list({ resource: 'articles', articleType: 'DEPOT', categoryId }),
    queryFn: async ({ signal }): Promise<TArticle[]> => {
      const answer = await callApi(getArticlesCall, {
        body: { categoryId, articleType: 'DEPOT' },
        signal,
      });
      return requiredResponse(answer.response).articles;
    },
    staleTime: 5 * 60_000,
  });
}

export function useDepotArticles(categoryId: number, isEnabled: boolean) {
  return useQuery({ ...getDepotArticlesQueryOptions(categoryId), enabled: isEnabled });
}
