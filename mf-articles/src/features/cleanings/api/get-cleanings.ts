// POST /customer/articles/product/cleanings/overview (spec 001 §7): a page of one product's cleanings.
import { callApi, requiredResponse } from '@portal/shared/client';
import {
  getCleaningsCall,
  type TCleaning,
  type TCleaningStatus,
} from '@portal/shared/contract/articles';
import { pageToLimits } from '@portal/shared/rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { articlesKeys } from '../../../api/query-keys';

export type TCleaningsParams = { productId: number; page: number; status: TCleaningStatus | '' };

export async function getCleanings({
  productId,
  page,
  status,
}: TCleaningsParams): Promise<{ cleanings: TCleaning[]; totalCount: number }> {
  const answer = await callApi(getCleaningsCall, {
    body: { productId, filters: { ...pageToLimits(page), ...(status ? { status } : {}) } },
  });
  return requiredResponse(answer.response);
}

export function useCleanings(params: TCleaningsParams) {
  return useQuery(
    queryOptions({
      queryKey: articlesKeys.list({ resource: 'cleanings', ...params }),
      queryFn: () => getCleanings(params),
      placeholderData: keepPreviousData,
    }),
  );
}
