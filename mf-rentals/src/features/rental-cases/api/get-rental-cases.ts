// POST /customer/rentals/cases (spec 001 §7): one page of a rentals overview tab.
import { callApi, requiredResponse } from '@portal/shared/client';
import {
  getRentalCasesCall,
  type TRentalCase,
  type TRentalFilters,
  type TRentalTab,
} from '@portal/shared/contract/rentals';
import { pageToLimits } from '@portal/shared/rules';
import { EMPTY_LIST_QUERY, listQueryOf, type TListQueryValues } from '@portal/shared/ui/lists';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { rentalsKeys } from '../../../api/query-keys';

/**
 * The filters of a rentals list as the list keeps them (ours: the spec names none): the
 * search field, the order and the location of the filter sheet.
 */
export type TRentalListFilters = TListQueryValues & { locationId: string };

export const EMPTY_RENTAL_FILTERS: TRentalListFilters = { ...EMPTY_LIST_QUERY, locationId: '' };

/** The filter fields the api takes; empty ones are left out. */
export function toApiFilters(
  filters: TRentalListFilters,
): Omit<TRentalFilters, 'limitOffset' | 'limitRows'> {
  const locationId = Number(filters.locationId);
  return {
    ...listQueryOf<NonNullable<TRentalFilters['sortBy']>>(filters),
    ...(Number.isInteger(locationId) && locationId > 0 ? { locationId } : {}),
  };
}

export type TRentalCasesParams = { tab: TRentalTab; page: number; filters: TRentalListFilters };

export async function getRentalCases({
  tab,
  page,
  filters,
}: TRentalCasesParams): Promise<{ cases: TRentalCase[]; totalCount: number }> {
  const answer = await callApi(getRentalCasesCall, {
    body: { tabType: tab, filters: { ...pageToLimits(page), ...toApiFilters(filters) } },
  });
  return requiredResponse(answer.response);
}

export function getRentalCasesQueryOptions(params: TRentalCasesParams) {
  return queryOptions({
    queryKey: rentalsKeys.list(params),
    queryFn: () => getRentalCases(params),
    // why: the table keeps its rows while the next page loads (no jumping layout).
    placeholderData: keepPreviousData,
  });
}

export function useRentalCases(params: TRentalCasesParams) {
  return useQuery(getRentalCasesQueryOptions(params));
}
