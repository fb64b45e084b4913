// GET /customer/rentals/details/{rentalCaseId} (spec 001 §7): every field of one case.
import { callApi, requiredResponse } from '@portal/shared/client';
import { getRentalDetailsCall, type TRentalDetails } from '@portal/shared/contract/rentals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rentalsKeys } from '../../../api/query-keys';

export async function getRentalDetails(rentalCaseId: number): Promise<TRentalDetails> {
  const answer = await callApi(getRentalDetailsCall, { params: { rentalCaseId } });
  return requiredResponse(answer.response).details;
}

export function getRentalDetailsQueryOptions(rentalCaseId: number) {
  return queryOptions({
    queryKey: rentalsKeys.detail(rentalCaseId),
    queryFn: () => getRentalDetails(rentalCaseId),
  });
}

export function useRentalDetails(rentalCaseId: number) {
  return useQuery(getRentalDetailsQueryOptions(rentalCaseId));
}
