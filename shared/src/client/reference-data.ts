/**
 * The reference data every request form and filter asks (spec 001 §7 Reference data), as
 * plain fetchers over the contract's calls: the contact persons (the caller's own is
 * `selected`) and the locations, top level and their children as one list where a child
 * reads 'Parent – Child' (spec 001 §2.3). The areas wrap them in their React Query hooks.
 */
import {
  getContactsCall,
  getLocationsCall,
  type TContactOption,
  type TSelectOption,
} from '../contract/index.js';
import { callApi } from './api-client.js';
import { requiredResponse } from './required-response.js';

export async function getContacts(signal?: AbortSignal): Promise<TContactOption[]> {
  const answer = await callApi(getContactsCall, signal ? { signal } : {});
  return requiredResponse(answer.response).contacts;
}

/** The contact a form starts with: the signed-in user's own (spec 001 §1), else ''. */
export function defaultContactId(contacts: readonly TContactOption[] | undefined): string {
  const own = contacts?.find((contact) => contact.selected);
  return own ? String(own.value) : '';
}

/** The locations below `parentId` (0: the top level). */
export async function getLocations(
  parentId: number,
  signal?: AbortSignal,
): Promise<TSelectOption[]> {
  const answer = await callApi(getLocationsCall, {
    params: { id: parentId },
    ...(signal ? { signal } : {}),
  });
  return requiredResponse(answer.response).locations;
}

/** Top-level locations, each followed by its children labelled 'Parent – Child'. */
export async function getLocationTree(signal?: AbortSignal): Promise<TSelectOption[]> {
  const top = await getLocations(0, signal);
  const children = await Promise.all(
    top.map((location) => getLocations(Number(location.value), signal)),
  );
  return top.flatMap((location, index) => [
    location,
    ...(children[index] ?? []).map((child) => ({
      value: child.value,
      label: `${location.label} – ${child.label}`,
    })),
  ]);
}
