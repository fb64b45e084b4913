// GET /global/departments/{locationId} (spec 001 §7): the departments of one location.
import { callApi } from '../../client/api-client.js';
import { requiredResponse } from '../../client/required-response.js';
import { getDepartmentsCall, type TSelectOption } from '../../contract/index.js';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { referenceKeys } from './reference-keys.js';

export async function getDepartments(locationId: number): Promise<TSelectOption[]> {
  const answer = await callApi(getDepartmentsCall, { params: { id: locationId } });
  return requiredResponse(answer.response).departments;
}

export function getDepartmentsQueryOptions(locationId: number) {
  return queryOptions({
    queryKey: referenceKeys.list({ resource: 'departments', locationId }),
    queryFn: () => getDepartments(locationId),
    staleTime: 5 * 60_000,
    enabled: locationId > 0,
  });
}

export function useDepartments(locationId: number) {
  return useQuery(getDepartmentsQueryOptions(locationId));
}
