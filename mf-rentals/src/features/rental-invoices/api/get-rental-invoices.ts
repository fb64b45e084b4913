// POST /customer/management/invoices {viewType 'rental', typeId} (spec 001 §7): one case's invoices.
import { callApi, requiredResponse } from '@portal/shared/client';
import { getInvoicesCall, type TInvoice } from '@portal/shared/contract/rentals';
import { pageToLimits } from '@portal/shared/rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { rentalsKeys } from '../../../api/query-keys';

export type TRentalInvoicesParams = { rentalCaseId: number; page: number };

export async function getRentalInvoices({
  rentalCaseId,
  page,
}: TRentalInvoicesParams): Promise<{ invoices: TInvoice[]; totalCount: number }> {
  const answer = await callApi(getInvoicesCall, {
    body: { tabType: 'all', viewType: 'rental', typeId: rentalCaseId, filters: pageToLimits(page) },
  });
  return requiredResponse(answer.response);
}

export function getRentalInvoicesQueryOptions(params: TRentalInvoicesParams) {
  return queryOptions({
    queryKey: rentalsKeys.detailPart(params.rentalCaseId, 'invoices', { page: params.page }),
    queryFn: () => getRentalInvoices(params),
    placeholderData: keepPreviousData,
  });
}

export function useRentalInvoices(params: TRentalInvoicesParams) {
  return useQuery(getRentalInvoicesQueryOptions(params));
}
