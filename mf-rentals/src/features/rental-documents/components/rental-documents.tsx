/**
 * The documents tab of a rental case (spec 001 §2.3, §3): an icon by mime type, the name,
 * the date and a download saved under the document's file name.
 */
import {
  buildPath,
  DOWNLOAD_PATH,
  type TRentalDocument,
  type TRentalTab,
} from '@portal/shared/contract';
import { formatDate, MESSAGES, PAGE_SIZE, RENTALS_TEXTS as TEXTS } from '@portal/shared/rules';
import {
  DocumentIcon,
  DownloadButton,
  Pagination,
  ResponsiveList,
  StatusPanel,
  type TListColumn,
} from '@portal/shared/ui';
import { useState } from 'react';
import { useRentalDocuments } from '../api/get-rental-documents';

const labels = TEXTS.documents;

export const DOCUMENT_COLUMNS: TListColumn<TRentalDocument>[] = [
  {
    key: 'documentName',
    header: labels.documentName,
    render: (row) => (
      <span className="rentals-document">
        <DocumentIcon type={row.mimeType} className="rentals-document__icon" />
        <span>{row.documentName}</span>
      </span>
    ),
  },
  {
    key: 'createDate',
    header: labels.createDate,
    render: (row) => <span className="rentals-nowrap">{formatDate(row.createDate)}</span>,
  },
  { key: 'documentType', header: labels.documentType, render: (row) => row.documentType },
  {
    key: 'download',
    header: labels.download,
    render: (row) => (
      <DownloadButton
        label={
          <>
            {MESSAGES.download}
            <span className="visually-hidden"> {row.documentName}</span>
          </>
        }
        path={buildPath(DOWNLOAD_PATH, { a: 'rental-document', b: row.documentNumber })}
        options={{ fileName: row.fileName }}
      />
    ),
  },
];

export function RentalDocuments({ tab, rentalCaseId }: { tab: TRentalTab; rentalCaseId: number }) {
  const [page, setPage] = useState(1);
  const query = useRentalDocuments({ tab, rentalCaseId, page });
  if (query.status === 'pending') return <StatusPanel type="loading" />;
  if (query.status === 'error')
    return <StatusPanel type="inline-error" message={query.error.message} />;
  if (query.data.documents.length === 0) return <StatusPanel type="noData" />;
  return (
    <>
      <ResponsiveList
        columns={DOCUMENT_COLUMNS}
        rows={query.data.documents}
        getRowKey={(row) => row.documentNumber}
        caption={labels.caption}
        isFetching={query.isFetching}
      />
      <Pagination
        currentPage={page}
        totalItems={query.data.totalCount}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
      />
    </>
  );
}
