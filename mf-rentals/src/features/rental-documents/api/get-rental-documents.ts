// POST /customer/rentals/documents {tabType, rentalCaseId, filters} (spec 001 §7).
import { callApi, requiredResponse } from '@portal/shared/client';
import {
  getRentalDocumentsCall,
  type TRentalDocument,
  type TRentalTab,
} from '@portal/shared/contract/rentals';
import { pageToLimits } from '@portal/shared/rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { rentalsKeys } from '../../../api/query-keys';

export type TRentalDocumentsParams = { tab: TRentalTab; rentalCaseId: number; page: number };

export async function getRentalDocuments({
  tab,
  rentalCaseId,
  page,
}: TRentalDocumentsParams): Promise<{ documents: TRentalDocument[]; totalCount: number }> {
  const answer = await callApi(getRentalDocumentsCall, {
    body: { tabType: tab, rentalCaseId, filters: pageToLimits(page) },
  });
  return requiredResponse(answer.response);
}

export function getRentalDocumentsQueryOptions(params: TRentalDocumentsParams) {
  return queryOptions({
    queryKey: rentalsKeys.detailPart(params.rentalCaseId, 'documents', {
      tab: params.tab,
      page: params.page,
    }),
    queryFn: () => getRentalDocuments(params),
    placeholderData: keepPreviousData,
  });
}

export function useRentalDocuments(params: TRentalDocumentsParams) {
  return useQuery(getRentalDocumentsQueryOptions(params));
}
