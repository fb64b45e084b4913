/**
 * The management invoice list (POST /customer/management/invoices, viewType 'all'; spec 001
 * §2.7, §7): its filters as kept per list (payment status, origin, invoice date range,
 * location), the call's body, one page, and the Excel of the filtered list (ours).
 */
import { callApi, downloadFile, requiredResponse } from '@portal/shared/client';
import { buildPath, DOWNLOAD_PATH } from '@portal/shared/contract';
import {
  MANAGEMENT_EXCEL_PATH,
  type TManagementExcelRequest,
} from '@portal/shared/contract/management';
import {
  getInvoicesCall,
  INVOICE_ORIGINS,
  ZPaymentStatus,
  type TInvoice,
} from '@portal/shared/contract/rentals';
import { pageToLimits } from '@portal/shared/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { managementKeys } from '../../api/query-keys';
import { idOrNull } from '../overviews/overview-search';

export type TInvoiceListFilters = {
  paymentStatus: string;
  originType: string;
  dateFrom: string;
  dateTo: string;
  locationId: string;
};

export const EMPTY_INVOICE_FILTERS: TInvoiceListFilters = {
  paymentStatus: '',
  originType: '',
  dateFrom: '',
  dateTo: '',
  locationId: '',
};

/** The filters as the call takes them (an unknown stored value is no filter). */
export function invoiceFiltersOf(filters: TInvoiceListFilters) {
  const paymentStatus = ZPaymentStatus.safeParse(filters.paymentStatus);
  const originType = INVOICE_ORIGINS.find((origin) => origin === filters.originType) ?? null;
  return {
    paymentStatus: paymentStatus.success ? paymentStatus.data : null,
    originType,
    dateFrom: filters.dateFrom || null,
    dateTo: filters.dateTo || null,
    locationId: idOrNull(filters.locationId),
  };
}

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

export function downloadInvoices(filters: TInvoiceListFilters): Promise<Blob> {
  const body: TManagementExcelRequest = {
    documentType: 'invoices',
    filters: invoiceFiltersOf(filters),
  };
  return downloadFile(MANAGEMENT_EXCEL_PATH, { method: 'POST', body });
}

/** An invoice as a UBL e-invoice (GET global/download/invoice-ubl/<id>), named like its PDF. */
export function downloadInvoiceUbl(invoice: TInvoice): Promise<Blob> {
  return downloadFile(buildPath(DOWNLOAD_PATH, { a: 'invoice-ubl', b: invoice.invoiceId }), {
    fileName: `${invoice.documentName.replace(/\.pdf$/i, '')}.xml`,
  });
}

/** An invoice's PDF, asked against the management invoice page (any origin). */
export function downloadInvoicePdf(invoice: TInvoice): Promise<Blob> {
  const body: TManagementExcelRequest = { documentType: 'invoice', invoiceId: invoice.invoiceId };
  return downloadFile(MANAGEMENT_EXCEL_PATH, {
    method: 'POST',
    body,
    fileName: invoice.documentName,
  });
}
