/**
 * POST /global/articles/list {categoryId, articleType} (spec 001 §7): the articles of one
 * category, for step 1 of registration. The contract takes 'DEPOT' or 'RENTAL'; an own aid
 * is of the depot kind (see mf-articles/README.md).
 */
import { callApi, requiredResponse } from '@portal/shared/client';
import { getArticlesCall, type TArticle } from '@portal/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { articlesKeys } from '../../../api/query-keys';

export async function getArticles(categoryId: number): Promise<TArticle[]> {
  const answer = await callApi(getArticlesCall, { body: { categoryId, articleType: 'DEPOT' } });
  return requiredResponse(answer.response).articles;
}

export function useArticles(categoryId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...articlesKeys.all, 'articles', categoryId] as const,
      queryFn: () => getArticles(categoryId ?? 0),
      enabled: categoryId !== null,
      staleTime: 5 * 60_000,
    }),
  );
}
