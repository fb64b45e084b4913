/** GET /backoffice/depot-orders/{id}: one depot order of any organisation, as the staff see it. */
import { callApi, requiredResponse } from '@portal/shared/client';
import { getBackOfficeDepotOrderCall } from '@portal/shared/contract/backoffice';
import { fallbackPollMs, type TLiveStatus } from '@portal/shared/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { backOfficeKeys } from '../../../api/query-keys';

/** Its key beside the requests' (the ids of the two tables overlap). */
export const depotOrderKey = (depotCaseId: number) => backOfficeKeys.detail(`depot-${depotCaseId}`);

/** `live`: the status of the back office's live stream (api/live.ts); it polls only when down. */
export function backOfficeDepotOrderQuery(depotCaseId: number, live: TLiveStatus = 'down') {
  return queryOptions({
    queryKey: depotOrderKey(depotCaseId),
    queryFn: async ({ signal }) => {
      const envelope = await callApi(getBackOfficeDepotOrderCall, {
        params: { depotCaseId },
        signal,
      });
      return requiredResponse(envelope.response).order;
    },
    refetchInterval: fallbackPollMs(live),
  });
}

export function useBackOfficeDepotOrder(depotCaseId: number, live: TLiveStatus) {
  return useQuery(backOfficeDepotOrderQuery(depotCaseId, live));
}
