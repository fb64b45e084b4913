/** GET /customer/requests/details/{customerRequestId} (spec 001 §7 Requests). */
import { callApi, requiredResponse } from '@portal/shared/client';
import { getCustomerRequestDetailsCall } from '@portal/shared/contract/requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestsKeys } from '../../../api/query-keys';

export function getCustomerRequestDetailsQueryOptions(customerRequestId: number) {
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
  });
}

export function useCustomerRequestDetails(customerRequestId: number) {
  return useQuery(getCustomerRequestDetailsQueryOptions(customerRequestId));
}
