/** GET /backoffice/requests/{id}: one request of any organisation, as the staff see it. */
import { callApi, requiredResponse } from '@portal/shared/client';
import { getBackOfficeRequestCall } from '@portal/shared/contract/backoffice';
import { fallbackPollMs, type TLiveStatus } from '@portal/shared/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { backOfficeKeys } from '../../../api/query-keys';

/** `live`: the status of the back office's live stream (api/live.ts); it polls only when down. */
export function backOfficeRequestQuery(customerRequestId: number, live: TLiveStatus = 'down') {
  return queryOptions({
    queryKey: backOfficeKeys.detail(customerRequestId),
    queryFn: async ({ signal }) => {
      const envelope = await callApi(getBackOfficeRequestCall, {
        params: { customerRequestId },
        signal,
      });
      return requiredResponse(envelope.response).request;
    },
    refetchInterval: fallbackPollMs(live),
  });
}

export function useBackOfficeRequest(customerRequestId: number, live: TLiveStatus) {
  return useQuery(backOfficeRequestQuery(customerRequestId, live));
}
