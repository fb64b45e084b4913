/**
 * One page of the management invoice list (POST /customer/management/invoices, viewType
 * 'all'; spec 001 §2.7, §7).
 */
import { callApi, requiredResponse } from '@portal/shared/client';
import { getInvoicesCall, type TInvoice } from '@portal/shared/contract/rentals';
import { pageToLimits } from '@portal/shared/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { managementKeys } from '../../../api/query-keys';
import { invoiceFiltersOf, type TInvoiceListFilters } from './invoice-filters';

export function useManagementInvoices(page: number, filters: TInvoiceListFilters) {
  return useQuery({
    queryKey: managementKeys.list({ invoices: filters, page }),
    queryFn: async ({ signal }): Promise<{ invoices: TInvoice[]; totalCount: number }> => {
      const answer = await callApi(getInvoicesCall, {
        body: {
          tabType: 'all',
          viewType: 'all',
          filters: { ...pageToLimits(page), ...invoiceFiltersOf(filters) },
        },
        signal,
      });
      return requiredResponse(answer.response);
    },
    placeholderData: keepPreviousData,
  });
}
