// GET /global/contacts (spec 001 §7): the contact persons; the caller's own is `selected`.
import { getContacts } from '@portal/shared/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { referenceKeys } from './query-keys';

export { defaultContactId } from '@portal/shared/client';

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
