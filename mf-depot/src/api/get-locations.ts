/**
 * GET /global/locations/{parent}: the top-level locations (parent 0) and their children,
 * as one list of options where a child reads 'Parent – Child' (spec 001 §2.3).
 */
import { getLocationTree } from '@portal/shared/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { referenceKeys } from './query-keys';

export function getLocationTreeQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.list({ resource: 'locations', parent: 'tree' }),
    queryFn: ({ signal }) => getLocationTree(signal),
    staleTime: 5 * 60_000,
  });
}

export function useLocationTree() {
  return useQuery(getLocationTreeQueryOptions());
}
