// GET /customer/articles/customfields/{articleId} (spec 001 §7): the template fields of an article.
import { callApi, requiredResponse } from '@portal/shared/client';
import { getCustomFieldsCall, type TProductCustomField } from '@portal/shared/contract/articles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { articlesKeys } from '../../../api/query-keys';

export async function getCustomFields(articleId: number): Promise<TProductCustomField[]> {
  const answer = await callApi(getCustomFieldsCall, { params: { id: articleId } });
  return requiredResponse(answer.response).fields;
}

export function useCustomFields(articleId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...articlesKeys.all, 'customfields', articleId] as const,
      queryFn: () => getCustomFields(articleId ?? 0),
      enabled: articleId !== null,
      staleTime: 5 * 60_000,
    }),
  );
}
