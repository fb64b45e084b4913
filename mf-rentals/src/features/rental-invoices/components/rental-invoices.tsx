/**
 * The invoices tab of a rental case (spec 001 §2.3, §3, §4): number, date, amount, payment
 * status (Openstaand / Betaald, text plus colour), debit or credit, origin, and a PDF
 * download per invoice saved under its documentName; (ours, issue 38) the list's search
 * field on the invoice number, kept while the tab is open.
 */
import { buildPath, DOWNLOAD_PATH } from '@portal/shared/contract';
import { type TInvoice } from '@portal/shared/contract/rentals';
import { formatDate, MESSAGES, RENTALS_TEXTS as TEXTS } from '@portal/shared/rules';
import { Amount } from '@portal/shared/ui';
import {
  DownloadButton,
  ListSearchField,
  ViewFileButton,
  type TListColumn,
} from '@portal/shared/ui/lists';
import { downloadFile } from '@portal/shared/client';
import { useState } from 'react';
import { PagedList } from '@portal/shared/ui/lists';
import { Badge } from '@portal/shared/ui/lists';
import { useRentalInvoices } from '../api/get-rental-invoices';

const labels = TEXTS.invoices;

export const INVOICE_COLUMNS: TListColumn<TInvoice>[] = [
  {
    key: 'invoiceNumber',
    header: labels.invoiceNumber,
    render: (row) => row.invoiceNumber,
    kind: 'code',
  },
  {
    key: 'invoiceDate',
    header: labels.invoiceDate,
    render: (row) => formatDate(row.invoiceDate),
    kind: 'date',
  },
  {
    key: 'priceDisplay',
    header: labels.priceDisplay,
    render: (row) => <Amount value={row.priceDisplay} />,
    kind: 'amount',
  },
  {
    key: 'paymentStatus',
    header: labels.paymentStatus,
    render: (row) => (
      <Badge tone={row.paymentStatus === 'HANDLED' ? 'success' : 'warning'}>
        {TEXTS.paymentStatus[row.paymentStatus]}
      </Badge>
    ),
  },
  {
    key: 'invoiceType',
    header: labels.invoiceType,
    render: (row) => TEXTS.invoiceType[row.invoiceType],
  },
  {
    key: 'originType',
    header: labels.originType,
    render: (row) => TEXTS.originType[row.originType],
  },
  {
    key: 'download',
    header: labels.download,
    kind: 'action',
    render: (row) => (
      <>
        <DownloadButton
          label={
            <>
              {TEXTS.pdf}
              <span className="visually-hidden"> {row.invoiceNumber}</span>
            </>
          }
          path={buildPath(DOWNLOAD_PATH, { a: 'invoice', b: row.invoiceId })}
          options={{ fileName: row.documentName }}
        />
        <ViewFileButton
          label={
            <>
              {MESSAGES.view}
              <span className="visually-hidden"> {row.invoiceNumber}</span>
            </>
          }
          fetchFile={() =>
            downloadFile(
              `${buildPath(DOWNLOAD_PATH, { a: 'invoice', b: row.invoiceId })}?inline=1`,
              {
                save: false,
              },
            )
          }
          fileName={row.documentName}
        />
        <DownloadButton
          label={
            <>
              {TEXTS.ubl}
              <span className="visually-hidden"> {row.invoiceNumber}</span>
            </>
          }
          path={buildPath(DOWNLOAD_PATH, { a: 'invoice-ubl', b: row.invoiceId })}
          options={{ fileName: row.documentName.replace(/\.pdf$/i, '') + '.xml' }}
        />
      </>
    ),
  },
];

export function RentalInvoices({ rentalCaseId }: { rentalCaseId: number }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const query = useRentalInvoices({ rentalCaseId, page, search });
  return (
    <>
      <ListSearchField
        value={search}
        hint={TEXTS.invoices.searchHint}
        onSearch={(term) => {
          setSearch(term);
          setPage(1);
        }}
        resultCount={
          search && query.status === 'success' && !query.isFetching ? query.data.totalCount : null
        }
      />
      <PagedList
        query={query}
        selectRows={(data) => data.invoices}
        columns={INVOICE_COLUMNS}
        getRowKey={(row) => row.invoiceId}
        caption={labels.caption}
        page={page}
        onPageChange={setPage}
      />
    </>
  );
}
