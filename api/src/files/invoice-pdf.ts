// An invoice as PDF bytes, rendered in a worker thread so that pdfkit's CPU work never
// delays other requests. Generated on first download and cached in `files`.
import type { TInvoiceForPdf } from '../repositories/invoices-repository.js';
import { runTask } from '../workers/worker-pool.js';
import type { TSupplier } from './supplier-profile.js';

export function renderInvoicePdf(
  invoice: TInvoiceForPdf,
  supplier: TSupplier,
): Promise<Uint8Array> {
  return runTask('invoice-pdf', { invoice, supplier });
}
