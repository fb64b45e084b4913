/** POST /backoffice/inbox (issue 41): one page of one tab of every organisation's requests. */
import { callApi, requiredResponse } from '@portal/shared/client';
import {
  getInboxCall,
  ZInboxAge,
  ZInboxUrgency,
  type TInboxAge,
  type TInboxRequest,
  type TInboxUrgency,
} from '@portal/shared/contract/backoffice';
import { ZRequestType, type TRequestType } from '@portal/shared/contract/rentals';
import {
  ZRequestStatus,
  type TRequestStatus,
  type TRequestTab,
} from '@portal/shared/contract/requests';
import { pageToLimits } from '@portal/shared/rules';
import { fallbackPollMs, type TLiveStatus } from '@portal/shared/ui';
import { EMPTY_LIST_QUERY, listQueryOf, type TListQueryValues } from '@portal/shared/ui/lists';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { backOfficeKeys } from '../../../api/query-keys';

/**
 * The inbox's filters as stored under its list identifier: search and order, and the
 * organisation, type, status, urgency, age and assignee ('' none chosen; 'ME' the caller,
 * 'NONE' nobody, or a staff member's id as text).
 */
export type TInboxFilters = TListQueryValues & {
  organisation: string;
  requestType: string;
  status: string;
  urgency: string;
  age: string;
  assignee: string;
};

export const EMPTY_INBOX_FILTERS: TInboxFilters = {
  ...EMPTY_LIST_QUERY,
  organisation: '',
  requestType: '',
  status: '',
  urgency: '',
  age: '',
  assignee: '',
};

function idOrNull(text: string): number | null {
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

function oneOf<T extends string>(options: readonly T[], text: string): T | null {
  return (options as readonly string[]).includes(text) ? (text as T) : null;
}

/** The call's body; `me` is the caller's user id (assignee 'ME'). */
export function toInboxBody(
  tab: TRequestTab,
  page: number,
  filters: TInboxFilters,
  me: number | null,
): TInboxRequest {
  const assignee =
    filters.assignee === 'NONE'
      ? 'NONE'
      : filters.assignee === 'ME'
        ? me
        : idOrNull(filters.assignee);
  return {
    tabType: tab,
    ...pageToLimits(page),
    organisation: idOrNull(filters.organisation),
    requestType: oneOf<TRequestType>(ZRequestType.options, filters.requestType),
    status:
      tab === 'archive' ? oneOf<TRequestStatus>(ZRequestStatus.options, filters.status) : null,
    urgency: oneOf<TInboxUrgency>(ZInboxUrgency.options, filters.urgency),
    age: oneOf<TInboxAge>(ZInboxAge.options, filters.age),
    assignee: assignee ?? null,
    ...listQueryOf<NonNullable<TInboxRequest['sortBy']>>(filters),
  };
}

/** `live`: the status of the back office's live stream (api/live.ts); it polls only when down. */
export function getInboxQueryOptions(body: TInboxRequest, live: TLiveStatus = 'down') {
  return queryOptions({
    queryKey: backOfficeKeys.list(body),
    queryFn: async ({ signal }) => {
      const envelope = await callApi(getInboxCall, { body, signal });
      return requiredResponse(envelope.response);
    },
    placeholderData: keepPreviousData,
    refetchInterval: fallbackPollMs(live),
  });
}

export function useInbox(body: TInboxRequest, isEnabled: boolean, live: TLiveStatus) {
  return useQuery({ ...getInboxQueryOptions(body, live), enabled: isEnabled });
}
