/** POST /customer/requests/overview (spec 001 §7 Requests): one page of one tab. */
import { callApi, requiredResponse } from '@portal/shared/client';
import { type TRequestType } from '@portal/shared/contract/rentals';
import {
  getCustomerRequestsCall,
  type TRequestTab,
  type TRequestsOverviewRequest,
} from '@portal/shared/contract/requests';
import { pageToLimits } from '@portal/shared/rules';
import { EMPTY_LIST_QUERY, listQueryOf, type TListQueryValues } from '@portal/shared/ui/lists';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestsKeys } from '../../../api/query-keys';

/**
 * The filters of a requests list, as stored under its list identifier: the search field
 * and the order (issue 23), and the spec's four filters of the dialog.
 */
export type TRequestFilters = TListQueryValues & {
  location: number | null;
  requestType: TRequestType | null;
  /** Digits only, as typed; '' when not filtered. */
  customerRequestId: string;
  contact: number | null;
};

export const EMPTY_REQUEST_FILTERS: TRequestFilters = {
  ...EMPTY_LIST_QUERY,
  location: null,
  requestType: null,
  customerRequestId: '',
  contact: null,
};

/** The flat body of the call: tab, paging and each filter (null when not filtered). */
export function toOverviewBody(
  tab: TRequestTab,
  page: number,
  filters: TRequestFilters,
): TRequestsOverviewRequest {
  const id = Number.parseInt(filters.customerRequestId, 10);
  return {
    tabType: tab,
    ...pageToLimits(page),
    location: filters.location ?? null,
    requestType: filters.requestType ?? null,
    customerRequestId: Number.isInteger(id) && id > 0 ? id : null,
    contact: filters.contact ?? null,
    ...listQueryOf<NonNullable<TRequestsOverviewRequest['sortBy']>>(filters),
  };
}

export function getCustomerRequestsQueryOptions(
  tab: TRequestTab,
  page: number,
  filters: TRequestFilters,
) {
  const body = toOverviewBody(tab, page, filters);
  return queryOptions({
    queryKey: requestsKeys.list(body),
    queryFn: async ({ signal }) => {
      const envelope = await callApi(getCustomerRequestsCall, { body, signal });
      return requiredResponse(envelope.response);
    },
    placeholderData: keepPreviousData,
  });
}

export function useCustomerRequests(tab: TRequestTab, page: number, filters: TRequestFilters) {
  return useQuery(getCustomerRequestsQueryOptions(tab, page, filters));
}
