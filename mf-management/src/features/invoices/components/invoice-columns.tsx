/**
 * The columns of the management invoice list (spec 001 §3, §4): number, date, amount,
 * payment status (text and colour), debit or credit, origin, location (ours: the list
 * holds the whole organisation) and the PDF per invoice, to save or (issue 38) to see in
 * the browser's viewer, and its e-invoice. The labels are the invoices
 * tab's (RENTALS_TEXTS.invoices), so both lists say the same.
 */
import type { TInvoice } from '@portal/shared/contract/rentals';
import { formatDate, MESSAGES, RENTALS_TEXTS } from '@portal/shared/rules';
import { MANAGEMENT_TEXTS } from '@portal/shared/rules/management-texts';
import { Amount } from '@portal/shared/ui';
import { Badge, DownloadButton, ViewFileButton, type TListColumn } from '@portal/shared/ui/lists';
import { downloadInvoicePdf } from '../api/download-invoice-pdf';
import { downloadInvoiceUbl } from '../api/download-invoice-ubl';

const labels = MANAGEMENT_TEXTS.invoiceColumns;

export const MANAGEMENT_INVOICE_COLUMNS: TListColumn<TInvoice>[] = [
  {
    key: 'invoiceNumber',
    header: labels.invoiceNumber,
    kind: 'code',
    card: 'title',
    render: (row) => row.invoiceNumber,
  },
  {
    key: 'invoiceDate',
    header: labels.invoiceDate,
    kind: 'date',
    card: 'fact',
    render: (row) => formatDate(row.invoiceDate),
  },
  {
    key: 'amount',
    header: labels.amount,
    kind: 'amount',
    card: 'fact',
    render: (row) => <Amount value={row.priceDisplay} />,
  },
  {
    key: 'paymentStatus',
    header: labels.paymentStatus,
    card: 'fact',
    render: (row) => (
      <Badge tone={row.paymentStatus === 'HANDLED' ? 'success' : 'warning'}>
        {RENTALS_TEXTS.paymentStatus[row.paymentStatus]}
      </Badge>
    ),
  },
  {
    key: 'invoiceType',
    header: labels.invoiceType,
    render: (row) => RENTALS_TEXTS.invoiceType[row.invoiceType],
  },
  {
    key: 'originType',
    header: labels.originType,
    render: (row) => RENTALS_TEXTS.originType[row.originType],
  },
  { key: 'location', header: labels.location, render: (row) => row.location },
  { key: 'title', header: labels.title, table: 'optional', render: (row) => row.title },
  {
    key: 'pdf',
    header: RENTALS_TEXTS.invoices.download,
    kind: 'action',
    render: (row) => (
      <>
        <DownloadButton
          label={
            <>
              {MANAGEMENT_TEXTS.ui.invoicePdf}
              <span className="visually-hidden"> {row.invoiceNumber}</span>
            </>
          }
          download={() => downloadInvoicePdf(row)}
        />
        <ViewFileButton
          label={
            <>
              {MESSAGES.view}
              <span className="visually-hidden"> {row.invoiceNumber}</span>
            </>
          }
          fetchFile={() => downloadInvoicePdf(row, { save: false })}
          fileName={row.documentName}
        />
        <DownloadButton
          label={
            <>
              {RENTALS_TEXTS.ubl}
              <span className="visually-hidden"> {row.invoiceNumber}</span>
            </>
          }
          download={() => downloadInvoiceUbl(row)}
        />
      </>
    ),
  },
];
