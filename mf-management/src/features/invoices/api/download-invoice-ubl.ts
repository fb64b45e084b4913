import { downloadFile } from '@portal/shared/client';
import { buildPath, DOWNLOAD_PATH } from '@portal/shared/contract';
import type { TInvoice } from '@portal/shared/contract/rentals';

/** An invoice as a UBL e-invoice (GET global/download/invoice-ubl/<id>), named like its PDF. */
export function downloadInvoiceUbl(invoice: TInvoice): Promise<Blob> {
  return downloadFile(buildPath(DOWNLOAD_PATH, { a: 'invoice-ubl', b: invoice.invoiceId }), {
    fileName: `${invoice.documentName.replace(/\.pdf$/i, '')}.xml`,
  });
}
