// An invoice as a PDF/A-2b document a finance department can book (Wet OB art. 35a;
// README.md beside this file): the supplier with address, KvK and BTW-id (letterhead and
// foot), the customer with its address, number, date and due date, per line the quantity,
// description, price and amount excluding BTW with its rate, the BTW per rate, the total,
// and how to pay (IBAN, term). A credit invoice shows its amounts negative and names the
// invoice it corrects. Runs in a worker thread (workers/tasks.ts).
import { formatDate, formatEuro } from '@portal/shared/rules';
import type { TInvoiceForPdf } from '../repositories/invoices-repository.js';
import { dueDateOf, invoiceTotals, type TInvoiceLine } from '../repositories/invoice-lines.js';
import { fields, heading, paragraph, table, type TColumn } from './pdf-blocks.js';
import { CONTENT_WIDTH, groupedIban, MARGIN, openPdf, type TPdfFrame } from './pdf-document.js';
import type { TSupplier } from './supplier-profile.js';

const ORIGIN_DISPLAY: Record<string, string> = {
  SALE: 'Verkoop',
  RENTAL: 'Verhuur',
  Depot: 'Depot',
};

export type TInvoicePdfInput = { invoice: TInvoiceForPdf; supplier: TSupplier };

/** '9%', '21%': a rate as a Dutch invoice prints it. */
export function ratePercent(rate: number): string {
  return `${rate}%`;
}

/** A quantity with a decimal comma and its unit ('1', '2,5', '30 dagen'). */
function quantity(line: TInvoiceLine): string {
  const value = String(line.quantity).replace('.', ',');
  if (line.unitCode === 'DAY') return `${value} ${line.quantity === 1 ? 'dag' : 'dagen'}`;
  return value;
}

/** The due date of an invoice: its date plus the supplier's payment term. */
function dueDate(invoice: Pick<TInvoiceForPdf, 'invoiceDate'>, supplier: TSupplier) {
  return dueDateOf(invoice.invoiceDate, supplier.paymentTermDays);
}

function customerBlock(frame: TPdfFrame, invoice: TInvoiceForPdf, top: number): number {
  const { doc } = frame;
  const width = 220;
  doc.y = top;
  paragraph(frame, 'Factuuradres', { x: MARGIN.left, width, size: 8.5, muted: true, bold: true });
  const lines = [invoice.organisationName];
  if (invoice.customerAddress) {
    lines.push(
      invoice.customerAddress.street,
      `${invoice.customerAddress.postalCode} ${invoice.customerAddress.city}`,
    );
  }
  paragraph(frame, lines.join('\n'), { x: MARGIN.left, width });
  if (invoice.customerKvk) {
    paragraph(frame, `KvK ${invoice.customerKvk}`, {
      x: MARGIN.left,
      width,
      size: 8.5,
      muted: true,
    });
  }
  return doc.y;
}

function metaBlock(frame: TPdfFrame, invoice: TInvoiceForPdf, top: number): number {
  const { doc, supplier } = frame;
  doc.y = top;
  const isCredit = invoice.invoiceType === 1;
  const pairs: [string, string | null][] = [
    ['Factuurnummer', invoice.invoiceNumber],
    ['Factuurdatum', formatDate(invoice.invoiceDate)],
  ];
  if (!isCredit) pairs.push(['Vervaldatum', formatDate(dueDate(invoice, supplier))]);
  if (isCredit && invoice.creditedInvoice) {
    pairs.push([
      'Correctie op factuur',
      `${invoice.creditedInvoice.number} van ${formatDate(invoice.creditedInvoice.date)}`,
    ]);
  }
  pairs.push(['Soort', ORIGIN_DISPLAY[invoice.originType] ?? invoice.originType]);
  if (invoice.rentalCaseId !== null) {
    pairs.push(['Verhuurdossier', `${invoice.rentalCaseId} ${invoice.rentalCaseName ?? ''}`]);
    if (invoice.serialNumber) pairs.push(['Serienummer', invoice.serialNumber]);
  }
  if (invoice.locationName) {
    pairs.push(['Locatie', [invoice.locationName, invoice.address].filter(Boolean).join(', ')]);
  }
  const x = MARGIN.left + 250;
  fields(frame, pairs, { x, width: CONTENT_WIDTH - 250, labelWidth: 110 });
  return doc.y;
}

const LINE_COLUMNS: readonly TColumn[] = [
  { header: 'Omschrijving', width: 200 },
  { header: 'Aantal', width: 48, align: 'right' },
  { header: 'Prijs excl. BTW', width: 84, align: 'right' },
  { header: 'BTW', width: 45, align: 'right' },
  { header: 'Bedrag excl. BTW', width: CONTENT_WIDTH - 377, align: 'right' },
];

function payment(frame: TPdfFrame, invoice: TInvoiceForPdf, totalCents: number): void {
  const { supplier } = frame;
  const isCredit = invoice.invoiceType === 1;
  const account = supplier.iban
    ? `IBAN ${groupedIban(supplier.iban)}${supplier.bic ? ` (BIC ${supplier.bic})` : ''} ten name van ${supplier.legalName}`
    : null;
  heading(frame, 'Betaling', 2);
  if (isCredit) {
    paragraph(
      frame,
      `Het bedrag van ${formatEuro(totalCents)} verrekenen wij met uw openstaande facturen; staat er niets open, dan maken wij het binnen ${supplier.paymentTermDays} dagen over op uw rekening.`,
    );
  } else if (invoice.paymentStatus === 'HANDLED') {
    paragraph(frame, 'Deze factuur is voldaan. Dank u wel.');
  } else {
    paragraph(
      frame,
      `Wij verzoeken u ${formatEuro(totalCents)} uiterlijk ${formatDate(dueDate(invoice, supplier))} te betalen${account ? ` op ${account}` : ''}, onder vermelding van factuurnummer ${invoice.invoiceNumber}.`,
    );
  }
  paragraph(
    frame,
    `Betalingstermijn: ${supplier.paymentTermDays} dagen na factuurdatum. Deze factuur is ook als e-factuur (UBL) te downloaden in het klantportaal.`,
    { size: 8.5, muted: true },
  );
}

export async function renderInvoicePdfDocument({
  invoice,
  supplier,
}: TInvoicePdfInput): Promise<Uint8Array> {
  const isCredit = invoice.invoiceType === 1;
  const kind = isCredit ? 'Creditfactuur' : 'Factuur';
  const frame = await openPdf({
    title: `${kind} ${invoice.invoiceNumber}`,
    supplier,
    archival: true,
  });
  const { doc } = frame;
  heading(frame, `${kind} ${invoice.invoiceNumber}`);
  paragraph(frame, invoice.title, { gap: 0.6 });
  const top = doc.y;
  const bottom = Math.max(customerBlock(frame, invoice, top), metaBlock(frame, invoice, top));
  doc.x = MARGIN.left;
  doc.y = bottom + 8;

  const sign = isCredit ? -1 : 1;
  const money = (cents: number) => formatEuro(sign * cents);
  table(
    frame,
    LINE_COLUMNS,
    invoice.lines.map((line) => [
      line.description,
      quantity(line),
      money(line.unitPriceCents),
      ratePercent(line.vatRate),
      money(line.amountCents),
    ]),
  );
  const totals = invoiceTotals(invoice.lines);
  const totalColumns: readonly TColumn[] = [
    { header: 'Totalen', width: 200 },
    { header: 'Grondslag', width: 130, align: 'right' },
    { header: 'Bedrag', width: CONTENT_WIDTH - 330, align: 'right' },
  ];
  table(
    frame,
    totalColumns,
    [
      ['Totaal excl. BTW', '', money(totals.netCents)],
      ...totals.perRate.map((part) => [
        `BTW ${ratePercent(part.rate)}`,
        money(part.taxableCents),
        money(part.vatCents),
      ]),
      ['Totaal incl. BTW', '', money(totals.grossCents)],
    ],
    [{}, ...totals.perRate.map(() => ({})), { bold: true, rule: true }],
  );
  payment(frame, invoice, totals.grossCents);
  return frame.finish();
}
