import { downloadFile } from '@portal/shared/client';
import {
  MANAGEMENT_EXCEL_PATH,
  type TManagementExcelRequest,
} from '@portal/shared/contract/management';
import type { TInvoice } from '@portal/shared/contract/rentals';

/** An invoice's PDF, asked against the management invoice page (any origin). */
export function downloadInvoicePdf(invoice: TInvoice): Promise<Blob> {
  const body: TManagementExcelRequest = { documentType: 'invoice', invoiceId: invoice.invoiceId };
  return downloadFile(MANAGEMENT_EXCEL_PATH, {
    method: 'POST',
    body,
    fileName: invoice.documentName,
  });
}
