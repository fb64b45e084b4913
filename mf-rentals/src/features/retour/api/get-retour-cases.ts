// POST /customer/rentals/request/retour/cases {rentalCaseId}: active cases at the same location.
import { callApi, requiredResponse } from '@portal/shared/client';
import { getRetourCasesCall, type TRetourCase } from '@portal/shared/contract/rentals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rentalsKeys } from '../../../api/query-keys';

export async function getRetourCases(rentalCaseId: number): Promise<TRetourCase[]> {
  const answer = await callApi(getRetourCasesCall, { body: { rentalCaseId } });
  return requiredResponse(answer.response).cases;
}

export function getRetourCasesQueryOptions(rentalCaseId: number) {
  return queryOptions({
    queryKey: rentalsKeys.detailPart(rentalCaseId, 'retour-cases'),
    queryFn: () => getRetourCases(rentalCaseId),
  });
}

export function useRetourCases(rentalCaseId: number) {
  return useQuery(getRetourCasesQueryOptions(rentalCaseId));
}
