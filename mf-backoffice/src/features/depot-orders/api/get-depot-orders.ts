/** POST /backoffice/depot (issue 41): one page of one tab of every organisation's depot orders. */
import { callApi, requiredResponse } from '@portal/shared/client';
import {
  getBackOfficeDepotOrdersCall,
  type TDepotOrdersRequest,
} from '@portal/shared/contract/backoffice';
import {
  ZDepotFormType,
  ZDepotStatus,
  type TDepotFormType,
  type TDepotStatus,
  type TDepotTab,
} from '@portal/shared/contract/depot';
import { pageToLimits } from '@portal/shared/rules';
import { fallbackPollMs, type TLiveStatus } from '@portal/shared/ui';
import { EMPTY_LIST_QUERY, listQueryOf, type TListQueryValues } from '@portal/shared/ui/lists';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backOfficeKeys } from '../../../api/query-keys';

/**
 * The list's filters as stored under its list identifier: search and order, and the
 * organisation, status and type ('' none chosen; an organisation's id as text).
 */
export type TDepotOrderFilters = TListQueryValues & {
  organisation: string;
  status: string;
  formType: string;
};

export const EMPTY_DEPOT_ORDER_FILTERS: TDepotOrderFilters = {
  ...EMPTY_LIST_QUERY,
  organisation: '',
  status: '',
  formType: '',
};

function idOrNull(text: string): number | null {
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

function oneOf<T extends string>(options: readonly T[], text: string): T | null {
  return (options as readonly string[]).includes(text) ? (text as T) : null;
}

/** The call's body. */
export function toDepotOrdersBody(
  tab: TDepotTab,
  page: number,
  filters: TDepotOrderFilters,
): TDepotOrdersRequest {
  return {
    tabType: tab,
    ...pageToLimits(page),
    organisation: idOrNull(filters.organisation),
    status: oneOf<TDepotStatus>(ZDepotStatus.options, filters.status),
    formType: oneOf<TDepotFormType>(ZDepotFormType.options, filters.formType),
    ...listQueryOf<NonNullable<TDepotOrdersRequest['sortBy']>>(filters),
  };
}

/**
 * `live`: the status of the back office's live stream (api/live.ts); it polls only when down.
 * The key sits under the area's lists, so a change the stream announces refreshes it too.
 */
export function getDepotOrdersQueryOptions(body: TDepotOrdersRequest, live: TLiveStatus = 'down') {
  return queryOptions({
    queryKey: backOfficeKeys.list({ depot: body }),
    queryFn: async ({ signal }) => {
      const envelope = await callApi(getBackOfficeDepotOrdersCall, { body, signal });
      return requiredResponse(envelope.response);
    },
    placeholderData: keepPreviousData,
    refetchInterval: fallbackPollMs(live),
  });
}

export function useDepotOrders(body: TDepotOrdersRequest, live: TLiveStatus) {
  return useQuery(getDepotOrdersQueryOptions(body, live));
}
