// POST /customer/articles/product/log/overview (spec 001 §7): a page of one product's history.
import { callApi, requiredResponse } from '@portal/shared/client';
import { getProductLogCall, type TProductLogEntry } from '@portal/shared/contract/articles';
import { pageToLimits } from '@portal/shared/rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { articlesKeys } from '../../../api/query-keys';

export type TProductLogParams = { productId: number; page: number };

export async function getProductLog({
  productId,
  page,
}: TProductLogParams): Promise<{ log: TProductLogEntry[]; totalCount: number }> {
  const answer = await callApi(getProductLogCall, {
    body: { productId, filters: pageToLimits(page) },
  });
  return requiredResponse(answer.response);
}

export function useProductLog(params: TProductLogParams) {
  return useQuery(
    queryOptions({
      queryKey: articlesKeys.list({ resource: 'log', ...params }),
      queryFn: () => getProductLog(params),
      placeholderData: keepPreviousData,
    }),
  );
}
