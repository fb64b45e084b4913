/** GET /backoffice/inbox/options: the organisations and staff of the filters, and the caller. */
import { callApi, requiredResponse } from '@portal/shared/client';
import { getInboxOptionsCall } from '@portal/shared/contract/backoffice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { backOfficeKeys } from '../../../api/query-keys';

export const inboxOptionsQuery = queryOptions({
  queryKey: backOfficeKeys.lookup('inbox-options'),
  queryFn: async ({ signal }) => {
    const envelope = await callApi(getInboxOptionsCall, { signal });
    return requiredResponse(envelope.response);
  },
  staleTime: 5 * 60_000,
});

export function useInboxOptions() {
  return useQuery(inboxOptionsQuery);
}
