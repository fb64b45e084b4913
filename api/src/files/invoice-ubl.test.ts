// The UBL e-invoice (invoice-ubl.ts) as a finance department's import checks it: valid
// against the OASIS UBL 2.1 schemas (xmllint, Debian libxml2-utils; the schemas are kept
// in src/testing/ubl-2.1), and the Peppol BIS 3.0 and Dutch (NL-R, formerly NLCIUS BR-NL)
// rules that need no network, encoded here as XPath assertions since no Schematron
// processor for the official XSLT 2.0 artefacts is installable without Java and Saxon
// (README.md beside this file, "UBL"). Each rule is also shown to fail on a broken file.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, API_ROOT } from '../package-paths.js';
import type { TInvoiceForPdf } from '../repositories/invoices-repository.js';
import { invoiceUbl, PEPPOL_CUSTOMIZATION, ublFileName } from './invoice-ubl.js';
import { readSupplier } from './supplier-profile.js';

const supplier = readSupplier({ portalConfigPath: join(REPO_ROOT, 'config', 'portal.json') });
const SCHEMAS = join(API_ROOT, 'src', 'testing', 'ubl-2.1', 'maindoc');
const work = mkdtempSync(join(tmpdir(), 'portal-ubl-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const NS: Record<string, string> = {
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

type TDoc = {
  strings(path: string): string[];
  number(path: string): number;
  count(path: string): number;
};

function parse(xml: string): TDoc {
  const window = new JSDOM('').window;
  const doc = new window.DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length) throw new Error('not well-formed');
  const resolver = (prefix: string | null) => (prefix ? (NS[prefix] ?? null) : null);
  // why: the root is Invoice or CreditNote; '/*' stands for either in the rules below.
  // jsdom's XPath finds no attribute by its plain name in an XML document ('@schemeID'),
  // only by its local name.
  const evaluate = (path: string, type: number) =>
    doc.evaluate(
      path.replace(/@([A-Za-z]+)/g, '@*[local-name() = "$1"]'),
      doc,
      resolver,
      type,
      null,
    );
  return {
    strings(path) {
      const result = evaluate(path, window.XPathResult.ORDERED_NODE_SNAPSHOT_TYPE);
      return Array.from({ length: result.snapshotLength }, (_, at) =>
        (result.snapshotItem(at)?.textContent ?? '').trim(),
      );
    },
    number: (path) => evaluate(path, window.XPathResult.NUMBER_TYPE).numberValue,
    count: (path) => evaluate(`count(${path})`, window.XPathResult.NUMBER_TYPE).numberValue,
  };
}

const cents = (value: string) => Math.round(Number(value) * 100);
const sumCents = (values: string[]) => values.reduce((sum, value) => sum + cents(value), 0);

/** The rules, each with the id the Peppol BIS 3.0 / EN 16931 / NL validation artefacts give it. */
const RULES: Record<string, (d: TDoc) => boolean> = {
  'PEPPOL-EN16931-R001': (d) => d.strings('/*/cbc:ProfileID').length === 1,
  'PEPPOL-EN16931-R004': (d) => d.strings('/*/cbc:CustomizationID')[0] === PEPPOL_CUSTOMIZATION,
  'PEPPOL-EN16931-R003': (d) =>
    d.count('/*/cbc:BuyerReference') + d.count('/*/cac:OrderReference/cbc:ID') > 0,
  'PEPPOL-EN16931-R008': (d) => d.count('//*[not(*) and normalize-space(.) = ""]') === 0,
  'PEPPOL-EN16931-R010': (d) =>
    d.count('/*/cac:AccountingCustomerParty/cac:Party/cbc:EndpointID[@schemeID]') === 1,
  'PEPPOL-EN16931-R020': (d) =>
    d.count('/*/cac:AccountingSupplierParty/cac:Party/cbc:EndpointID[@schemeID]') === 1,
  'PEPPOL-EN16931-R053': (d) => d.count('/*/cac:TaxTotal[cac:TaxSubtotal]') === 1,
  'PEPPOL-EN16931-R120': (d) =>
    d.strings('/*/cac:InvoiceLine | /*/cac:CreditNoteLine').every((_, at) => {
      const line = `(/*/cac:InvoiceLine | /*/cac:CreditNoteLine)[${at + 1}]`;
      const quantity = d.number(`${line}/cbc:InvoicedQuantity | ${line}/cbc:CreditedQuantity`);
      const price = cents(d.strings(`${line}/cac:Price/cbc:PriceAmount`)[0] ?? 'NaN');
      return (
        cents(d.strings(`${line}/cbc:LineExtensionAmount`)[0] ?? 'NaN') ===
        Math.round(quantity * price)
      );
    }),
  'BR-01..BR-08': (d) =>
    [
      '/*/cbc:ID',
      '/*/cbc:IssueDate',
      '/*/cbc:InvoiceTypeCode | /*/cbc:CreditNoteTypeCode',
      '/*/cbc:DocumentCurrencyCode',
      '/*/cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName',
      '/*/cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName',
      '/*/cac:AccountingSupplierParty/cac:Party/cac:PostalAddress/cac:Country/cbc:IdentificationCode',
      '/*/cac:AccountingCustomerParty/cac:Party/cac:PostalAddress/cac:Country/cbc:IdentificationCode',
    ].every((path) => d.strings(path).length === 1),
  'BR-16': (d) => d.count('/*/cac:InvoiceLine | /*/cac:CreditNoteLine') > 0,
  'BR-CO-09': (d) =>
    /^[A-Z]{2}/.test(
      d.strings('/*/cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID')[0] ??
        '',
    ),
  'BR-CO-10': (d) =>
    cents(d.strings('/*/cac:LegalMonetaryTotal/cbc:LineExtensionAmount')[0] ?? 'NaN') ===
    sumCents(
      d.strings(
        '/*/cac:InvoiceLine/cbc:LineExtensionAmount | /*/cac:CreditNoteLine/cbc:LineExtensionAmount',
      ),
    ),
  'BR-CO-13': (d) =>
    d.strings('/*/cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount')[0] ===
    d.strings('/*/cac:LegalMonetaryTotal/cbc:LineExtensionAmount')[0],
  'BR-CO-14': (d) =>
    cents(d.strings('/*/cac:TaxTotal/cbc:TaxAmount')[0] ?? 'NaN') ===
    sumCents(d.strings('/*/cac:TaxTotal/cac:TaxSubtotal/cbc:TaxAmount')),
  'BR-CO-15': (d) =>
    cents(d.strings('/*/cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount')[0] ?? 'NaN') ===
    cents(d.strings('/*/cac:LegalMonetaryTotal/cbc:TaxExclusiveAmount')[0] ?? 'NaN') +
      cents(d.strings('/*/cac:TaxTotal/cbc:TaxAmount')[0] ?? 'NaN'),
  'BR-CO-16': (d) =>
    cents(d.strings('/*/cac:LegalMonetaryTotal/cbc:PayableAmount')[0] ?? 'NaN') ===
    cents(d.strings('/*/cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount')[0] ?? 'NaN') -
      sumCents(d.strings('/*/cac:LegalMonetaryTotal/cbc:PrepaidAmount')),
  'BR-CO-17': (d) =>
    d.strings('/*/cac:TaxTotal/cac:TaxSubtotal').every((_, at) => {
      const sub = `/*/cac:TaxTotal/cac:TaxSubtotal[${at + 1}]`;
      const taxable = cents(d.strings(`${sub}/cbc:TaxableAmount`)[0] ?? 'NaN');
      const rate = Number(d.strings(`${sub}/cac:TaxCategory/cbc:Percent`)[0]);
      return (
        cents(d.strings(`${sub}/cbc:TaxAmount`)[0] ?? 'NaN') === Math.round((taxable * rate) / 100)
      );
    }),
  'BR-S-08': (d) =>
    d.strings('/*/cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cbc:Percent').every((rate) => {
      const taxable = cents(
        d.strings(
          `/*/cac:TaxTotal/cac:TaxSubtotal[cac:TaxCategory/cbc:Percent = ${rate}]/cbc:TaxableAmount`,
        )[0] ?? 'NaN',
      );
      const lines = d.strings(
        `(/*/cac:InvoiceLine | /*/cac:CreditNoteLine)[cac:Item/cac:ClassifiedTaxCategory/cbc:Percent = ${rate}]/cbc:LineExtensionAmount`,
      );
      return taxable === sumCents(lines);
    }),
  'BR-S-02': (d) =>
    d.count('//cac:ClassifiedTaxCategory[cbc:ID = "S"]') === 0 ||
    d.count('/*/cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID') === 1,
  'BR-61': (d) =>
    d.count('/*/cac:PaymentMeans[cbc:PaymentMeansCode = "30" or cbc:PaymentMeansCode = "58"]') ===
    d.count(
      '/*/cac:PaymentMeans[cbc:PaymentMeansCode = "30" or cbc:PaymentMeansCode = "58"]/cac:PayeeFinancialAccount/cbc:ID',
    ),
  'BR-CO-25': (d) =>
    d.number('/*/cac:LegalMonetaryTotal/cbc:PayableAmount') <= 0 ||
    d.count('/*/cbc:DueDate | /*/cac:PaymentTerms/cbc:Note') > 0,
  'BR-DEC': (d) =>
    d.strings('//*[@currencyID]').every((value) => /^-?\d+(\.\d{1,2})?$/.test(value)),
  'NL-R-001': (d) =>
    d.count('/*/cbc:CreditNoteTypeCode') === 0 ||
    d.count('/*/cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID') === 1,
  'NL-R-002': (d) =>
    d.count(
      '/*/cac:AccountingSupplierParty/cac:Party/cac:PostalAddress[cbc:StreetName and cbc:CityName and cbc:PostalZone]',
    ) === 1,
  'NL-R-003': (d) =>
    d.count(
      '/*/cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID[(@schemeID = "0106" or @schemeID = "0190") and normalize-space(.) != ""]',
    ) === 1,
  'NL-R-004': (d) =>
    d.count(
      '/*/cac:AccountingCustomerParty/cac:Party/cac:PostalAddress[cac:Country/cbc:IdentificationCode != "NL" or (cbc:StreetName and cbc:CityName and cbc:PostalZone)]',
    ) === 1,
  'NL-R-005': (d) =>
    d.count(
      '/*/cac:AccountingCustomerParty/cac:Party/cac:PostalAddress[cac:Country/cbc:IdentificationCode = "NL"]',
    ) === 0 ||
    d.count(
      '/*/cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID[(@schemeID = "0106" or @schemeID = "0190") and normalize-space(.) != ""]',
    ) === 1,
  'NL-R-007': (d) =>
    d.number('/*/cac:LegalMonetaryTotal/cbc:PayableAmount') <= 0 ||
    d.count('/*/cac:PaymentMeans') > 0,
  'NL-R-008': (d) =>
    d
      .strings('/*/cac:PaymentMeans/cbc:PaymentMeansCode')
      .every((code) => ['30', '48', '49', '57', '58', '59'].includes(code)),
  'NL-R-009': (d) =>
    d.count('//cac:OrderLineReference/cbc:LineID') === 0 ||
    d.count('/*/cac:OrderReference/cbc:ID') > 0,
};

function brokenRules(xml: string): string[] {
  const doc = parse(xml);
  return Object.entries(RULES)
    .filter(([, rule]) => !rule(doc))
    .map(([id]) => id);
}

function schemaErrors(xml: string, root: 'Invoice' | 'CreditNote'): string {
  const file = join(work, `${root}-${Math.random().toString(36).slice(2)}.xml`);
  writeFileSync(file, xml);
  try {
    execFileSync('xmllint', ['--noout', '--schema', join(SCHEMAS, `UBL-${root}-2.1.xsd`), file], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return '';
  } catch (error) {
    return String((error as { stderr?: string }).stderr ?? error);
  }
}

function invoice(overrides: Partial<TInvoiceForPdf> = {}): TInvoiceForPdf {
  return {
    id: 7,
    invoiceNumber: 'VF-2026-000007',
    invoiceDate: '2026-10-31',
    title: 'Levering & installatie <Hoog-laagbed> voor mevr. Ş. Yılmaz',
    documentName: 'factuur-VF-2026-000007.pdf',
    amountCents: 0,
    invoiceType: 0,
    paymentStatus: 'OPEN',
    originType: 'SALE',
    lines: [
      {
        description: 'Bezorgen en installeren Hoog-laagbed',
        quantity: 1,
        unitPriceCents: 7500,
        amountCents: 7500,
        vatRate: 9,
      },
      {
        description: 'Huur Hoog-laagbed, oktober 2026',
        quantity: 30,
        unitPriceCents: 453,
        amountCents: 13590,
        vatRate: 9,
        unitCode: 'DAY',
      },
      {
        description: 'Instructie zorgmedewerkers',
        quantity: 1,
        unitPriceCents: 3333,
        amountCents: 3333,
        vatRate: 21,
      },
    ],
    organisationName: 'Zorggroep De Linde',
    customerKvk: '41234567',
    customerAddress: {
      street: 'Lindelaan 12',
      postalCode: '3571 AB',
      city: 'Utrecht',
      country: 'NL',
    },
    locationName: 'Paviljoen Noord',
    address: 'Lindelaan 12a, 3571 AB Utrecht',
    rentalCaseId: 12,
    rentalCaseName: 'Hoog-laagbed',
    serialNumber: 'SN-DEMO-0001',
    creditedInvoice: null,
    ...overrides,
  };
}

describe('the UBL e-invoice', () => {
  it('is a valid UBL 2.1 Invoice that keeps every Peppol BIS 3.0 and Dutch rule encoded here', () => {
    const xml = invoiceUbl(invoice(), supplier);
    expect(schemaErrors(xml, 'Invoice')).toBe('');
    expect(brokenRules(xml)).toEqual([]);
    const doc = parse(xml);
    expect(xml).toMatch(/^<\?xml[^>]+>\n<Invoice xmlns=/);
    expect(doc.strings('/*/cbc:Note')).toEqual([
      'Levering & installatie <Hoog-laagbed> voor mevr. Ş. Yılmaz',
    ]);
    expect(doc.strings('/*/cbc:DueDate')).toEqual(['2026-11-30']);
    expect(doc.strings('/*/cac:TaxTotal/cac:TaxSubtotal/cbc:TaxAmount')).toEqual(['18.98', '7.00']);
    expect(doc.strings('/*/cac:LegalMonetaryTotal/cbc:PayableAmount')).toEqual(['270.21']);
    expect(doc.strings('/*/cac:PaymentMeans/cac:PayeeFinancialAccount/cbc:ID')).toEqual([
      'NL91ABNA0417164300',
    ]);
  });

  it('is a CreditNote for a credit invoice, naming the invoice it corrects', () => {
    const xml = invoiceUbl(
      invoice({
        invoiceType: 1,
        creditedInvoice: { number: 'VF-2026-000003', date: '2026-09-30' },
      }),
      supplier,
    );
    expect(schemaErrors(xml, 'CreditNote')).toBe('');
    expect(brokenRules(xml)).toEqual([]);
    const doc = parse(xml);
    expect(xml).toMatch(/^<\?xml[^>]+>\n<CreditNote xmlns=/);
    expect(doc.strings('/*/cbc:CreditNoteTypeCode')).toEqual(['381']);
    expect(doc.strings('/*/cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID')).toEqual([
      'VF-2026-000003',
    ]);
    expect(doc.strings('/*/cac:LegalMonetaryTotal/cbc:PayableAmount')).toEqual(['270.21']);
  });

  it('breaks the rules and the schema when what they check is missing or wrong', () => {
    const good = invoiceUbl(invoice(), supplier);
    const credit = invoiceUbl(invoice({ invoiceType: 1 }), supplier);
    expect(brokenRules(credit)).toEqual(['NL-R-001']);
    const noKvk = invoiceUbl(invoice({ customerKvk: null }), supplier);
    expect(brokenRules(noKvk)).toEqual(['PEPPOL-EN16931-R010', 'NL-R-005']);
    const misSummed = good.replace(
      '<cbc:TaxAmount currencyID="EUR">7.00</cbc:TaxAmount>',
      '<cbc:TaxAmount currencyID="EUR">7.01</cbc:TaxAmount>',
    );
    expect(brokenRules(misSummed)).toEqual(['BR-CO-14', 'BR-CO-17']);
    const badMeans = good.replace('>58</cbc:PaymentMeansCode>', '>1</cbc:PaymentMeansCode>');
    expect(brokenRules(badMeans)).toEqual(['NL-R-008']);
    const noAccount = good.replace('<cbc:ID>NL91ABNA0417164300</cbc:ID>', '');
    expect(brokenRules(noAccount)).toEqual(['BR-61']);
    const outOfOrder = good.replace(
      /(<cbc:IssueDate>[^<]+<\/cbc:IssueDate>)(<cbc:DueDate>[^<]+<\/cbc:DueDate>)/,
      '$2$1',
    );
    expect(schemaErrors(outOfOrder, 'Invoice')).toMatch(/DueDate.*not expected/);
  });

  it('is named like the PDF, as XML', () => {
    expect(ublFileName(invoice())).toBe('factuur-VF-2026-000007.xml');
  });
});
