/** The Excel of the filtered management invoice list (ours; documentType 'invoices'). */
import { downloadFile } from '@portal/shared/client';
import {
  MANAGEMENT_EXCEL_PATH,
  type TManagementExcelRequest,
} from '@portal/shared/contract/management';
import { invoiceFiltersOf, type TInvoiceListFilters } from './invoice-filters';

export function downloadInvoices(filters: TInvoiceListFilters): Promise<Blob> {
  const body: TManagementExcelRequest = {
    documentType: 'invoices',
    filters: invoiceFiltersOf(filters),
  };
  return downloadFile(MANAGEMENT_EXCEL_PATH, { method: 'POST', body });
}
