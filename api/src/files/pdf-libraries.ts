// pdfkit (~220 ms to load on the benchmark machine) and qrcode, loaded on first use. The
// worker's bundle would otherwise import them when the worker starts, and every job would
// wait for them: an Excel download, which needs neither, sent its first byte ~250 ms late.
import type PDFDocumentClass from 'pdfkit';
import type QRCodeModule from 'qrcode';

let pdfkit: Promise<typeof PDFDocumentClass> | null = null;
let qrcode: Promise<typeof QRCodeModule> | null = null;

/** pdfkit's PDFDocument class. */
export function loadPdfkit(): Promise<typeof PDFDocumentClass> {
  pdfkit ??= import('pdfkit').then((module) => module.default);
  return pdfkit;
}

/** The qrcode module. */
export function loadQrCode(): Promise<typeof QRCodeModule> {
  qrcode ??= import('qrcode').then((module) => module.default);
  return qrcode;
}
