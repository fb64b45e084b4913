/**
 * Reference data of the requests filters: the contacts (GET /global/contacts) and the
 * locations, top level (GET /global/locations/0) with their children.
 */
import { callApi, createQueryKeys, requiredResponse } from '@portal/shared/client';
import { getContactsCall, getLocationsCall } from '@portal/shared/contract';
import type { TSelectFieldOption } from '@portal/shared/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

const referenceKeys = createQueryKeys('reference');

export const getContactOptionsQueryOptions = () =>
  queryOptions({
    queryKey: referenceKeys.lookup('contacts'),
    queryFn: async ({ signal }): Promise<TSelectFieldOption[]> => {
      const envelope = await callApi(getContactsCall, { signal });
      return requiredResponse(envelope.response).contacts.map(({ label, value }) => ({
        label,
        value,
      }));
    },
    staleTime: 5 * 60_000,
  });

/** Top-level locations, each followed by its children labelled 'Parent - Child'. */
export const getLocationOptionsQueryOptions = () =>
  queryOptions({
    queryKey: referenceKeys.lookup('locations-two-levels'),
    queryFn: async ({ signal }): Promise<TSelectFieldOption[]> => {
      const top = await callApi(getLocationsCall, { params: { id: 0 }, signal });
      const groups = await Promise.all(
        requiredResponse(top.response).locations.map(async (parent) => {
          const children = await callApi(getLocationsCall, {
            params: { id: Number(parent.value) },
            signal,
          });
          return [
            { label: parent.label, value: parent.value },
            ...requiredResponse(children.response).locations.map((child) => ({
              label: `${parent.label} - ${child.label}`,
              value: child.value,
            })),
          ];
        }),
      );
      return groups.flat();
    },
    staleTime: 5 * 60_000,
  });

export function useContactOptions() {
  return useQuery(getContactOptionsQueryOptions());
}

export function useLocationOptions() {
  return useQuery(getLocationOptionsQueryOptions());
}
