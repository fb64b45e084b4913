/**
 * GET /global/locations/{parent}: the top-level locations (parent 0) and their children,
 * as one list of options where a child reads 'Parent – Child' (spec 001 §2.3: location
 * from locations 0 and children).
 */
import { callApi } from '../../client/api-client.js';
import { getLocationsCall, type TSelectOption } from '../../contract/index.js';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { referenceKeys } from './reference-keys.js';

export async function getLocations(parentId: number): Promise<TSelectOption[]> {
  const answer = await callApi(getLocationsCall, { params: { id: parentId } });
  return answer.response?.locations ?? [];
}

/** Top-level locations followed each by their children. */
export async function getLocationTree(): Promise<TSelectOption[]> {
  const top = await getLocations(0);
  const children = await Promise.all(top.map((location) => getLocations(Number(location.value))));
  return top.flatMap((location, index) => [
    location,
    ...(children[index] ?? []).map((child) => ({
      value: child.value,
      label: `${location.label} – ${child.label}`,
    })),
  ]);
}

export function getLocationTreeQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.list({ resource: 'locations', parent: 'tree' }),
    queryFn: getLocationTree,
    staleTime: 5 * 60_000,
  });
}

export function useLocationTree() {
  return useQuery(getLocationTreeQueryOptions());
}
