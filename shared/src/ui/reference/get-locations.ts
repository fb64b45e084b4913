/**
 * GET /global/locations/{parent} as a query: the top-level locations (parent 0) and their
 * children, one list where a child reads 'Parent – Child' (spec 001 §2.3). The fetcher
 * lives in the client (reference-data.ts), once for every area.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLocationTree } from '../../client/reference-data.js';
import { referenceKeys } from './reference-keys.js';

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
