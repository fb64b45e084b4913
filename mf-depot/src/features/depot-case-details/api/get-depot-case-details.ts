/**
 * GET /customer/depot/details/{depotCaseId} (spec 001 §7 Depot). The order's name goes to
 * the page-title cache (type depotcase, spec 000 §3), so a later visit titles the page
 * before the details arrive.
 */
import { callApi, pageTitleStorage, requiredResponse } from '@portal/shared/client';
import { getDepotCaseDetailsCall } from '@portal/shared/contract/depot';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { depotKeys } from '../../../api/query-keys';

export function getDepotCaseDetailsQueryOptions(depotCaseId: number) {
  return queryOptions({
    queryKey: depotKeys.detail(depotCaseId),
    queryFn: async ({ signal }) => {
      const envelope = await callApi(getDepotCaseDetailsCall, {
        params: { depotCaseId },
        signal,
      });
      const { details } = requiredResponse(envelope.response);
      pageTitleStorage.set('depotcase', depotCaseId, details.name);
      return details;
    },
    retry: false,
  });
}

export function useDepotCaseDetails(depotCaseId: number) {
  return useQuery(getDepotCaseDetailsQueryOptions(depotCaseId));
}
