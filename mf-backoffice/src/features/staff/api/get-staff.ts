/** GET /backoffice/staff: the supplier's staff and the roles table (administrators only). */
import { callApi, requiredResponse } from '@portal/shared/client';
import { getStaffCall } from '@portal/shared/contract/backoffice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { backOfficeKeys } from '../../../api/query-keys';

export const STAFF_KEY = backOfficeKeys.lookup('staff');

export const staffQuery = queryOptions({
  queryKey: STAFF_KEY,
  queryFn: async ({ signal }) => {
    const envelope = await callApi(getStaffCall, { signal });
    return requiredResponse(envelope.response);
  },
});

export function useStaff() {
  return useQuery(staffQuery);
}
