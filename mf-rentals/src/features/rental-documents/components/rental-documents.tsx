/**
 * The documents tab of a rental case (spec 001 §2.3, §3): an icon by mime type, the name,
 * the date and a download saved under the document's file name.
 */
import { buildPath, DOWNLOAD_PATH } from '@portal/shared/contract';
import { type TRentalDocument, type TRentalTab } from '@portal/shared/contract/rentals';
import { formatDate, MESSAGES, RENTALS_TEXTS as TEXTS } from '@portal/shared/rules';
import { DocumentIcon } from '@portal/shared/ui';
import { DownloadButton, type TListColumn } from '@portal/shared/ui/lists';
import { useState } from 'react';
import { PagedList } from '@portal/shared/ui/lists';
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
    render: (row) => formatDate(row.createDate),
    kind: 'date',
  },
  { key: 'documentType', header: labels.documentType, render: (row) => row.documentType },
  {
    key: 'download',
    header: labels.download,
    kind: 'action',
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
  return (
    <PagedList
      query={query}
      selectRows={(data) => data.documents}
      columns={DOCUMENT_COLUMNS}
      getRowKey={(row) => row.documentNumber}
      caption={labels.caption}
      page={page}
      onPageChange={setPage}
    />
  );
}
