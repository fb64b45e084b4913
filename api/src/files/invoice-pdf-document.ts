// Renders an invoice as a real PDF with pdfkit: supplier, customer, number and date, the
// lines and the total. CPU work: runs in a worker thread (workers/tasks.ts); the request
// thread calls renderInvoicePdf (invoice-pdf.ts).
import { formatDate, formatEuro } from '@portal/shared/rules';
import type { TInvoiceForPdf } from '../repositories/invoices-repository.js';
import { loadPdfkit } from './pdf-libraries.js';

const ORIGIN_DISPLAY: Record<string, string> = {
  SALE: 'Verkoop',
  RENTAL: 'Verhuur (periodieke verzamelfactuur)',
  Depot: 'Depot',
};

export type TInvoicePdfInput = { invoice: TInvoiceForPdf; supplierName: string };

export async function renderInvoicePdfDocument({
  invoice,
  supplierName,
}: TInvoicePdfInput): Promise<Uint8Array> {
  const PDFDocument = await loadPdfkit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Factuur ${invoice.invoiceNumber}`, Author: supplierName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const isCredit = invoice.invoiceType === 1;
  const sign = isCredit ? -1 : 1;
  doc.font('Helvetica-Bold').fontSize(18).text(supplierName);
  doc.moveDown(0.5);
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(isCredit ? 'Creditfactuur' : 'Factuur');
  doc.moveDown();
  doc.font('Helvetica').fontSize(10);
  doc.text(`Factuurnummer: ${invoice.invoiceNumber}`);
  doc.text(`Factuurdatum: ${formatDate(invoice.invoiceDate)}`);
  doc.text(`Soort: ${ORIGIN_DISPLAY[invoice.originType] ?? invoice.originType}`);
  if (invoice.rentalCaseId !== null) {
    const serial = invoice.serialNumber ? `, serienummer ${invoice.serialNumber}` : '';
    doc.text(`Verhuurdossier: ${invoice.rentalCaseId} - ${invoice.rentalCaseName ?? ''}${serial}`);
  }
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Klant');
  doc.font('Helvetica').text(invoice.organisationName);
  if (invoice.locationName) doc.text(invoice.locationName);
  if (invoice.address) doc.text(invoice.address);
  doc.moveDown();
  doc.font('Helvetica-Bold').text(invoice.title);
  doc.moveDown(0.5);

  const left = doc.page.margins.left;
  const columns = {
    description: left,
    quantity: left + 270,
    price: left + 330,
    amount: left + 410,
  };
  const drawRow = (cells: [string, string, string, string], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(cells[0], columns.description, y, { width: 260 });
    const rowBottom = doc.y;
    doc.text(cells[1], columns.quantity, y, { width: 50, align: 'right' });
    doc.text(cells[2], columns.price, y, { width: 75, align: 'right' });
    doc.text(cells[3], columns.amount, y, { width: 75, align: 'right' });
    doc.x = left;
    doc.y = Math.max(rowBottom, doc.y) + 4;
  };
  drawRow(['Omschrijving', 'Aantal', 'Prijs', 'Bedrag'], true);
  for (const line of invoice.lines) {
    drawRow([
      line.description,
      String(line.quantity),
      formatEuro(line.unitPriceCents),
      formatEuro(sign * line.amountCents),
    ]);
  }
  doc.moveDown(0.5);
  drawRow(['Totaal', '', '', formatEuro(sign * invoice.amountCents)], true);
  doc.moveDown(2);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(
      invoice.paymentStatus === 'HANDLED'
        ? 'Deze factuur is voldaan.'
        : 'Wij verzoeken u het bedrag binnen 30 dagen te voldoen onder vermelding van het factuurnummer.',
      left,
    );
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
