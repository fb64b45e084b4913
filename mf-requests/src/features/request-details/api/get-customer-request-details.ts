/** GET /customer/requests/details/{customerRequestId} (spec 001 §7 Requests). */
import { callApi, requiredResponse } from '@portal/shared/client';
import { getCustomerRequestDetailsCall } from '@portal/shared/contract/requests';
import { fallbackPollMs, type TLiveStatus } from '@portal/shared/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestsKeys } from '../../../api/query-keys';

/** `live`: the status of the requests' live stream (api/live.ts); it polls only when down. */
export function getCustomerRequestDetailsQueryOptions(
  customerRequestId: number,
  live: TLiveStatus = 'down',
) {
  return queryOptions({
    queryKey: requestsKeys.detail(customerRequestId),
    queryFn: async ({ signal }) => {
      const envelope = await callApi(getCustomerRequestDetailsCall, {
        params: { customerRequestId },
        signal,
      });
      return requiredResponse(envelope.response).details;
    },
    retry: false,
    refetchInterval: fallbackPollMs(live),
  });
}

export function useCustomerRequestDetails(customerRequestId: number, live: TLiveStatus) {
  return useQuery(getCustomerRequestDetailsQueryOptions(customerRequestId, live));
}
