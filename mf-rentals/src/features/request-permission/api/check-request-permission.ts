/**
 * GET /customer/requests/checkpermission/{sourceId}/{requestType} (spec 001 §4, §7): the
 * server's check before a request form opens; its failure message replaces the form.
 */
import { callApi } from '@portal/shared/client';
import { checkRequestPermissionCall, type TCheckedRequestType } from '@portal/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PERMISSION_KEY, rentalsKeys } from '../../../api/query-keys';

export type TPermissionCheck = { sourceId: number; requestType: TCheckedRequestType };

export async function checkRequestPermission({ sourceId, requestType }: TPermissionCheck) {
  await callApi(checkRequestPermissionCall, { params: { sourceId, requestType } });
  return true;
}

export function getRequestPermissionQueryOptions(check: TPermissionCheck) {
  return queryOptions({
    queryKey: [...rentalsKeys.detail(check.sourceId), PERMISSION_KEY, check.requestType],
    queryFn: () => checkRequestPermission(check),
    // why: a refused check is an answer, not a hiccup: show it at once, and ask again on
    // every visit of the form.
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useRequestPermission(check: TPermissionCheck) {
  return useQuery(getRequestPermissionQueryOptions(check));
}
