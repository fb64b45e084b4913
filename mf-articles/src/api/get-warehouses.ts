/**
 * GET /global/warehouses (spec 000 §7, 001 §7): the supplier's depots, the options of the
 * 'In depot' list's depot filter.
 */
import { callApi } from '@portal/shared/client';
import { getWarehousesCall, type TSelectOption } from '@portal/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { articlesKeys } from './query-keys';

export async function getWarehouses(): Promise<TSelectOption[]> {
  const answer = await callApi(getWarehousesCall);
  return answer.response?.warehouses ?? [];
}

export function getWarehousesQueryOptions() {
  return queryOptions({
    queryKey: [...articlesKeys.all, 'warehouses'] as const,
    queryFn: getWarehouses,
    staleTime: 5 * 60_000,
  });
}

export function useWarehouses() {
  return useQuery(getWarehousesQueryOptions());
}
