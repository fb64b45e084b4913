// POST /customer/management/invoices {viewType 'rental', typeId} (spec 001 §7): one case's invoices.
import { callApi, requiredResponse } from '@portal/shared/client';
import { getInvoicesCall, type TInvoice } from '@portal/shared/contract/rentals';
import { pageToLimits } from '@portal/shared/rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { rentalsKeys } from '../../../api/query-keys';

export type TRentalInvoicesParams = {
  rentalCaseId: number;
  page: number;
  /** The tab's search field (issue 38): part of an invoice number; '' for none. */
  search?: string;
};

export async function getRentalInvoices({
  rentalCaseId,
  page,
  search = '',
}: TRentalInvoicesParams): Promise<{ invoices: TInvoice[]; totalCount: number }> {
  const filters = { ...pageToLimits(page), ...(search ? { search } : {}) };
  const answer = await callApi(getInvoicesCall, {
    body: { tabType: 'all', viewType: 'rental', typeId: rentalCaseId, filters },
  });
  return requiredResponse(answer.response);
}

export function getRentalInvoicesQueryOptions(params: TRentalInvoicesParams) {
  return queryOptions({
    queryKey: rentalsKeys.detailPart(params.rentalCaseId, 'invoices', {
      page: params.page,
      search: params.search ?? '',
    }),
    queryFn: () => getRentalInvoices(params),
    placeholderData: keepPreviousData,
  });
}

export function useRentalInvoices(params: TRentalInvoicesParams) {
  return useQuery(getRentalInvoicesQueryOptions(params));
}
