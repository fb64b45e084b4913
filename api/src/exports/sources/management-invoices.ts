// The Excel file of the management invoice list (ours, beside the spec's PDF per invoice):
// the list's columns with the amount as a number in the euro format (negative for a credit
// invoice) and the date as a date, and what a finance department books: the amount
// excluding BTW and the BTW of each Dutch rate (0, 9, 21 %), credits negative too.
import type { TInvoiceTab } from '@portal/shared/contract/rentals';
import { parseEuroCents, RENTALS_TEXTS } from '@portal/shared/rules';
import { MANAGEMENT_TEXTS } from '@portal/shared/rules/management-texts';
import {
  eachInvoiceBatch,
  type TInvoiceExportRow as TInvoice,
  type TInvoiceListFilters,
} from '../../repositories/invoices-repository.js';
import { VAT_RATES } from '../../repositories/invoice-lines.js';
import { excelDate, type TExcelColumn, type TExcelSource } from '../excel-source.js';

const HEADERS = MANAGEMENT_TEXTS.invoiceColumns;
const { euroFormat, dateFormat } = MANAGEMENT_TEXTS.excel;

/**
 * Cents in euro, negative for a credit invoice. Never -0: a credit's 0 % BTW would show as
 * "-€ 0,00" in a spreadsheet and sum oddly in a finance department's own formulas.
 */
function signed(invoice: TInvoice, cents: number): number {
  if (cents === 0) return 0;
  return ((invoice.invoiceType === 1 ? -1 : 1) * cents) / 100;
}

/** The amount in euro; a credit invoice (invoiceType 1) counts negative. */
function euros(invoice: TInvoice): number | null {
  const cents = parseEuroCents(invoice.priceDisplay);
  if (cents === null) return null;
  return signed(invoice, cents);
}

const COLUMNS: readonly TExcelColumn<TInvoice>[] = [
  { header: HEADERS.invoiceNumber, width: 18, value: (i) => i.invoiceNumber },
  {
    header: HEADERS.invoiceDate,
    width: 14,
    value: (i) => excelDate(i.invoiceDate),
    numFmt: dateFormat,
  },
  { header: HEADERS.amount, width: 16, value: euros, numFmt: euroFormat },
  {
    header: HEADERS.net,
    width: 16,
    value: (i) => signed(i, i.totals.netCents),
    numFmt: euroFormat,
  },
  ...VAT_RATES.map((rate): TExcelColumn<TInvoice> => ({
    header: HEADERS.vatOfRate(rate),
    width: 12,
    value: (i) => signed(i, i.totals.perRate.find((part) => part.rate === rate)?.vatCents ?? 0),
    numFmt: euroFormat,
  })),
  {
    header: HEADERS.vat,
    width: 14,
    value: (i) => signed(i, i.totals.vatCents),
    numFmt: euroFormat,
  },
  {
    header: HEADERS.paymentStatus,
    width: 16,
    value: (i) => RENTALS_TEXTS.paymentStatus[i.paymentStatus],
  },
  {
    header: HEADERS.invoiceType,
    width: 14,
    value: (i) => RENTALS_TEXTS.invoiceType[i.invoiceType],
  },
  { header: HEADERS.originType, width: 36, value: (i) => RENTALS_TEXTS.originType[i.originType] },
  { header: HEADERS.location, width: 32, value: (i) => i.location },
  { header: HEADERS.title, width: 48, value: (i) => i.title },
];

export type TManagementInvoicesExcelParams = {
  organisationId: number;
  tabType: TInvoiceTab;
  filters: TInvoiceListFilters;
};

export const MANAGEMENT_INVOICES_EXCEL: TExcelSource<TManagementInvoicesExcelParams, TInvoice> = {
  columns: () => COLUMNS,
  batches: (db, { organisationId, tabType, filters }) =>
    eachInvoiceBatch(db, organisationId, tabType, filters),
  clientRecord: null,
};
