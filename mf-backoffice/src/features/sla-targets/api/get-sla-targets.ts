/** GET /backoffice/sla-targets: every type's normal and urgent hours, and the version. */
import { callApi, requiredResponse } from '@portal/shared/client';
import { getSlaTargetsCall } from '@portal/shared/contract/backoffice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { backOfficeKeys } from '../../../api/query-keys';

export const SLA_KEY = backOfficeKeys.lookup('sla-targets');

export const slaTargetsQuery = queryOptions({
  queryKey: SLA_KEY,
  queryFn: async ({ signal }) => {
    const envelope = await callApi(getSlaTargetsCall, { signal });
    return requiredResponse(envelope.response);
  },
});

export function useSlaTargets() {
  return useQuery(slaTargetsQuery);
}
