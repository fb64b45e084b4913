/**
 * The filters of the management invoice list as kept per list (payment status, origin,
 * invoice date range, location, and the search field's invoice number) and as its calls
 * take them.
 */
import { INVOICE_ORIGINS, ZPaymentStatus } from '@portal/shared/contract/rentals';
import { idOrNull } from '../../../api/id-or-null';

export type TInvoiceListFilters = {
  paymentStatus: string;
  originType: string;
  dateFrom: string;
  dateTo: string;
  locationId: string;
  /** The list's search field (issue 38): part of an invoice number. */
  search: string;
};

export const EMPTY_INVOICE_FILTERS: TInvoiceListFilters = {
  paymentStatus: '',
  originType: '',
  dateFrom: '',
  dateTo: '',
  locationId: '',
  search: '',
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
    search: filters.search.trim() || null,
  };
}
