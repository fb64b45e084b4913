/** GET /backoffice/requests/{id}: one request of any organisation, as the staff see it. */
import { callApi, requiredResponse } from '@portal/shared/client';
import { getBackOfficeRequestCall } from '@portal/shared/contract/backoffice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { backOfficeKeys } from '../../../api/query-keys';

/** How often an open request page asks again (until live updates arrive: README). */
export const REQUEST_REFRESH_MS = 15_000;

export function backOfficeRequestQuery(customerRequestId: number) {
  return queryOptions({
    queryKey: backOfficeKeys.detail(customerRequestId),
    queryFn: async ({ signal }) => {
      const envelope = await callApi(getBackOfficeRequestCall, {
        params: { customerRequestId },
        signal,
      });
      return requiredResponse(envelope.response).request;
    },
    refetchInterval: REQUEST_REFRESH_MS,
  });
}

export function useBackOfficeRequest(customerRequestId: number) {
  return useQuery(backOfficeRequestQuery(customerRequestId));
}
