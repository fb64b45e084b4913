import { downloadFile } from '@portal/shared/client';
import {
  MANAGEMENT_EXCEL_PATH,
  type TManagementExcelRequest,
} from '@portal/shared/contract/management';
import type { TInvoice } from '@portal/shared/contract/rentals';

/**
 * An invoice's PDF, asked against the management invoice page (any origin); saved, or only
 * fetched (`save: false`) for the browser's viewer ('Bekijken').
 */
export function downloadInvoicePdf(invoice: TInvoice, { save = true } = {}): Promise<Blob> {
  const body: TManagementExcelRequest = { documentType: 'invoice', invoiceId: invoice.invoiceId };
  return downloadFile(MANAGEMENT_EXCEL_PATH, {
    method: 'POST',
    body,
    fileName: invoice.documentName,
    save,
  });
}
