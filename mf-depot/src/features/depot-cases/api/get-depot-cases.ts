/**
 * POST /customer/depot/cases (spec 001 §7 Depot): one page of the pending or archive tab,
 * filtered on article category and order type. The body is flat, as the spec writes it.
 */
import { callApi, requiredResponse } from '@portal/shared/client';
import {
  getDepotCasesCall,
  ZDepotFormType,
  type TDepotCasesRequest,
  type TDepotFormType,
  type TDepotTab,
} from '@portal/shared/contract/depot';
import { pageToLimits } from '@portal/shared/rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { EMPTY_LIST_QUERY, listQueryOf, type TListQueryValues } from '@portal/shared/ui/lists';
import { depotKeys } from '../../../api/query-keys';

/**
 * The filters of an order list, as stored under its list identifier: the search field and
 * the order (issue 23), the category and the type of the filter dialog.
 */
export type TDepotFilters = TListQueryValues & {
  categoryId: number | null;
  formType: TDepotFormType | null;
};

export const EMPTY_DEPOT_FILTERS: TDepotFilters = {
  ...EMPTY_LIST_QUERY,
  categoryId: null,
  formType: null,
};

/** The filters without paging; a stored value that is no longer valid counts as unset. */
export function toFilterBody(
  filters: TDepotFilters,
): Omit<TDepotCasesRequest, 'tabType' | 'limitOffset' | 'limitRows'> {
  const categoryId = Number(filters.categoryId);
  const formType = ZDepotFormType.safeParse(filters.formType);
  return {
    ...listQueryOf<NonNullable<TDepotCasesRequest['sortBy']>>(filters),
    categoryId: Number.isInteger(categoryId) && categoryId > 0 ? categoryId : null,
    formType: formType.success ? formType.data : null,
  };
}

export function toCasesBody(
  tab: TDepotTab,
  page: number,
  filters: TDepotFilters,
): TDepotCasesRequest {
  return { tabType: tab, ...pageToLimits(page), ...toFilterBody(filters) };
}

export function getDepotCasesQueryOptions(tab: TDepotTab, page: number, filters: TDepotFilters) {
  const body = toCasesBody(tab, page, filters);
  return queryOptions({
    queryKey: depotKeys.list(body),
    queryFn: async ({ signal }) => {
      const envelope = await callApi(getDepotCasesCall, { body, signal });
      return requiredResponse(envelope.response);
    },
    placeholderData: keepPreviousData,
  });
}

export function useDepotCases(tab: TDepotTab, page: number, filters: TDepotFilters) {
  return useQuery(getDepotCasesQueryOptions(tab, page, filters));
}
