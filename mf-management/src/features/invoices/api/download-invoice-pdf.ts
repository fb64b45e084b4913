import { downloadFile } from '@portal/shared/client';
import {
  MANAGEMENT_EXCEL_PATH,
  type TManagementExcelRequest,
} from '@portal/shared/contract/management';
import type { TInvoice } from '@portal/shared/contract/rentals';

/**
 * An invoice's PDF, asked against the management invoice page (any origin); saved, or only
 * fetched (`save: false`) for the browser's viewer ('Bekijken'), then asked `?inline=1`
 * (the api answers Content-Disposition inline).
 */
export function downloadInvoicePdf(invoice: TInvoice, { save = true } = {}): Promise<Blob> {
  const body: TManagementExcelRequest = { documentType: 'invoice', invoiceId: invoice.invoiceId };
  return downloadFile(save ? MANAGEMENT_EXCEL_PATH : `${MANAGEMENT_EXCEL_PATH}?inline=1`, {
    method: 'POST',
    body,
    fileName: invoice.documentName,
    save,
  });
}
