// GET /global/contacts (spec 001 §7) as a query: the contact persons, the caller's own is
// `selected`. The fetcher lives in the client (reference-data.ts), once for every area.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { defaultContactId, getContacts } from '../../client/reference-data.js';
import { referenceKeys } from './reference-keys.js';

export { defaultContactId } from '../../client/reference-data.js';

export function getContactsQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.list({ resource: 'contacts' }),
    queryFn: ({ signal }) => getContacts(signal),
    staleTime: 5 * 60_000,
  });
}

export function useContacts() {
  return useQuery(getContactsQueryOptions());
}

/**
 * The contact person of a request form: the one the user chose, else their own (spec 001
 * §1), else '' until the contacts have arrived.
 */
export function useContactChoice() {
  const contacts = useContacts();
  const [chosen, choose] = useState<string | null>(null);
  return { contacts, contactId: chosen ?? defaultContactId(contacts.data), choose };
}
