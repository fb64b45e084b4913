// GET /global/contacts (spec 001 §7): the contact persons; the caller's own is `selected`.
import { callApi } from '../../client/api-client.js';
import { getContactsCall, type TContactOption } from '../../contract/index.js';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { referenceKeys } from './reference-keys.js';

export async function getContacts(): Promise<TContactOption[]> {
  const answer = await callApi(getContactsCall);
  return answer.response?.contacts ?? [];
}

export function getContactsQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.list({ resource: 'contacts' }),
    queryFn: getContacts,
    staleTime: 5 * 60_000,
  });
}

export function useContacts() {
  return useQuery(getContactsQueryOptions());
}

/** The contact a form starts with: the logged-in user's own (spec 001 §1). */
export function defaultContactId(contacts: readonly TContactOption[] | undefined): string {
  const own = contacts?.find((contact) => contact.selected);
  return own ? String(own.value) : '';
}
