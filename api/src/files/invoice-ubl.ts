// An invoice as a UBL 2.1 e-invoice in Peppol BIS Billing 3.0 with the Dutch rules
// (NL-R-001..009, which took over NLCIUS' BR-NL-*): what a care institution's finance
// department imports instead of typing over the PDF (README.md beside this file, "UBL").
// A credit invoice is a CreditNote (381) that names the invoice it corrects; its amounts
// are positive, as UBL wants. Built from the same lines and totals as the PDF
// (repositories/invoice-lines.ts): a few lines of text, cheap enough for the request thread.
import type { TInvoiceForPdf } from '../repositories/invoices-repository.js';
import { dueDateOf, invoiceTotals, type TVatRate } from '../repositories/invoice-lines.js';
import { isForbiddenInXml } from './xml-bytes.js';
import type { TSupplier } from './supplier-profile.js';

export const PEPPOL_CUSTOMIZATION =
  'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const PEPPOL_PROFILE = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
/** The scheme of a KvK number as an electronic address and a legal registration (ISO 6523). */
const KVK_SCHEME = '0106';
/** UNCL 4461: SEPA credit transfer. */
const SEPA_CREDIT_TRANSFER = '58';

type TNode = string | null | false | undefined;

function escape(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if (isForbiddenInXml(code)) continue;
    if (char === '&') out += '&amp;';
    else if (char === '<') out += '&lt;';
    else if (char === '>') out += '&gt;';
    else if (char === '"') out += '&quot;';
    else out += char;
  }
  return out;
}

/** An element; one without content is left out (PEPPOL-EN16931-R008: no empty elements). */
function el(name: string, content: TNode | TNode[], attributes: Record<string, string> = {}) {
  const inner = Array.isArray(content) ? content.filter(Boolean).join('') : content;
  if (!inner) return '';
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escape(value)}"`)
    .join('');
  return `<${name}${attrs}>${inner}</${name}>`;
}

function text(name: string, value: string | null | undefined, attributes?: Record<string, string>) {
  return value?.trim() ? el(name, escape(value.trim()), attributes) : '';
}

function amount(name: string, cents: number) {
  return el(name, (cents / 100).toFixed(2), { currencyID: 'EUR' });
}

/** 'Kanaalweg 14' as UBL's address (street with number; NL-R-002 and NL-R-004). */
function address(value: { street: string; postalCode: string; city: string; country: string }) {
  return el('cac:PostalAddress', [
    text('cbc:StreetName', value.street),
    text('cbc:CityName', value.city),
    text('cbc:PostalZone', value.postalCode),
    el('cac:Country', text('cbc:IdentificationCode', value.country)),
  ]);
}

const taxScheme = el('cac:TaxScheme', text('cbc:ID', 'VAT'));

/** UNCL 5305: S standard rate (any positive rate, also the reduced 9 %), Z zero rated. */
function taxCategory(name: string, rate: TVatRate) {
  return el(name, [
    text('cbc:ID', rate === 0 ? 'Z' : 'S'),
    text('cbc:Percent', String(rate)),
    taxScheme,
  ]);
}

function supplierParty(supplier: TSupplier) {
  return el(
    'cac:AccountingSupplierParty',
    el('cac:Party', [
      text('cbc:EndpointID', supplier.kvkNumber, { schemeID: KVK_SCHEME }),
      el('cac:PartyName', text('cbc:Name', supplier.name)),
      supplier.address && address(supplier.address),
      el('cac:PartyTaxScheme', [text('cbc:CompanyID', supplier.vatNumber), taxScheme]),
      el('cac:PartyLegalEntity', [
        text('cbc:RegistrationName', supplier.legalName),
        text('cbc:CompanyID', supplier.kvkNumber, { schemeID: KVK_SCHEME }),
      ]),
      el('cac:Contact', [
        text('cbc:Telephone', supplier.phone),
        text('cbc:ElectronicMail', supplier.email),
      ]),
    ]),
  );
}

function customerParty(invoice: TInvoiceForPdf) {
  return el(
    'cac:AccountingCustomerParty',
    el('cac:Party', [
      text('cbc:EndpointID', invoice.customerKvk, { schemeID: KVK_SCHEME }),
      el('cac:PartyName', text('cbc:Name', invoice.organisationName)),
      invoice.customerAddress && address(invoice.customerAddress),
      el('cac:PartyLegalEntity', [
        text('cbc:RegistrationName', invoice.organisationName),
        text('cbc:CompanyID', invoice.customerKvk, { schemeID: KVK_SCHEME }),
      ]),
    ]),
  );
}

/** BT-10: what the customer books the invoice on: its rental case, else its location. */
function buyerReference(invoice: TInvoiceForPdf): string {
  if (invoice.rentalCaseId !== null) return `Verhuurdossier ${invoice.rentalCaseId}`;
  return invoice.locationName ?? invoice.title;
}

function quantity(value: number): string {
  return String(value);
}

/** The invoice as UBL 2.1 XML (Invoice, or CreditNote for a credit invoice). */
export function invoiceUbl(invoice: TInvoiceForPdf, supplier: TSupplier): string {
  const isCredit = invoice.invoiceType === 1;
  const root = isCredit ? 'CreditNote' : 'Invoice';
  const totals = invoiceTotals(invoice.lines);
  const lines = invoice.lines.map((line, index) =>
    el(isCredit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine', [
      text('cbc:ID', String(index + 1)),
      el(isCredit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', quantity(line.quantity), {
        unitCode: line.unitCode ?? 'C62',
      }),
      amount('cbc:LineExtensionAmount', line.amountCents),
      el('cac:Item', [
        text('cbc:Name', line.description),
        taxCategory('cac:ClassifiedTaxCategory', line.vatRate),
      ]),
      el('cac:Price', amount('cbc:PriceAmount', line.unitPriceCents)),
    ]),
  );
  const body = [
    text('cbc:CustomizationID', PEPPOL_CUSTOMIZATION),
    text('cbc:ProfileID', PEPPOL_PROFILE),
    text('cbc:ID', invoice.invoiceNumber),
    text('cbc:IssueDate', invoice.invoiceDate),
    !isCredit && text('cbc:DueDate', dueDateOf(invoice.invoiceDate, supplier.paymentTermDays)),
    isCredit ? text('cbc:CreditNoteTypeCode', '381') : text('cbc:InvoiceTypeCode', '380'),
    text('cbc:Note', invoice.title),
    text('cbc:DocumentCurrencyCode', 'EUR'),
    text('cbc:BuyerReference', buyerReference(invoice)),
    invoice.creditedInvoice &&
      el(
        'cac:BillingReference',
        el('cac:InvoiceDocumentReference', [
          text('cbc:ID', invoice.creditedInvoice.number),
          text('cbc:IssueDate', invoice.creditedInvoice.date),
        ]),
      ),
    supplierParty(supplier),
    customerParty(invoice),
    supplier.iban &&
      el('cac:PaymentMeans', [
        text('cbc:PaymentMeansCode', SEPA_CREDIT_TRANSFER, { name: 'SEPA credit transfer' }),
        text('cbc:PaymentID', invoice.invoiceNumber),
        el('cac:PayeeFinancialAccount', [
          text('cbc:ID', supplier.iban),
          text('cbc:Name', supplier.legalName),
          supplier.bic && el('cac:FinancialInstitutionBranch', text('cbc:ID', supplier.bic)),
        ]),
      ]),
    el(
      'cac:PaymentTerms',
      text('cbc:Note', `Betaling binnen ${supplier.paymentTermDays} dagen na factuurdatum`),
    ),
    el('cac:TaxTotal', [
      amount('cbc:TaxAmount', totals.vatCents),
      ...totals.perRate.map((part) =>
        el('cac:TaxSubtotal', [
          amount('cbc:TaxableAmount', part.taxableCents),
          amount('cbc:TaxAmount', part.vatCents),
          taxCategory('cac:TaxCategory', part.rate),
        ]),
      ),
    ]),
    el('cac:LegalMonetaryTotal', [
      amount('cbc:LineExtensionAmount', totals.netCents),
      amount('cbc:TaxExclusiveAmount', totals.netCents),
      amount('cbc:TaxInclusiveAmount', totals.grossCents),
      amount('cbc:PayableAmount', totals.grossCents),
    ]),
    ...lines,
  ];
  const namespaces =
    `xmlns="urn:oasis:names:specification:ubl:schema:xsd:${root}-2"` +
    ' xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"' +
    ' xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} ${namespaces}>${body.filter(Boolean).join('')}</${root}>\n`;
}

/** The e-invoice's file name beside the PDF's: 'factuur-VF-2026-000001.xml'. */
export function ublFileName(invoice: Pick<TInvoiceForPdf, 'documentName' | 'invoiceNumber'>) {
  const base = invoice.documentName.replace(/\.pdf$/i, '');
  return `${base || `factuur-${invoice.invoiceNumber}`}.xml`;
}
