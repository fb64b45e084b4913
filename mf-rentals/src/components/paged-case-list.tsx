/**
 * A paged list of one rental case's files (documents, invoices): loading, error and no-data
 * states, then the list with its caption and the pagination below it. The feature keeps the
 * page and the query; this renders them.
 */
import { PAGE_SIZE } from '@portal/shared/rules';
import { Pagination, ResponsiveList, StatusPanel, type TListColumn } from '@portal/shared/ui';
import type { UseQueryResult } from '@tanstack/react-query';

export type TPagedCaseListProps<Data extends { totalCount: number }, Row> = {
  query: UseQueryResult<Data, Error>;
  /** The rows of one page in the query's data. */
  selectRows: (data: Data) => Row[];
  columns: TListColumn<Row>[];
  getRowKey: (row: Row) => string | number;
  caption: string;
  page: number;
  onPageChange: (page: number) => void;
};

export function PagedCaseList<Data extends { totalCount: number }, Row>({
  query,
  selectRows,
  columns,
  getRowKey,
  caption,
  page,
  onPageChange,
}: TPagedCaseListProps<Data, Row>) {
  if (query.status === 'pending') return <StatusPanel type="loading" />;
  if (query.status === 'error')
    return <StatusPanel type="inline-error" message={query.error.message} />;
  const pageRows = selectRows(query.data);
  if (pageRows.length === 0) return <StatusPanel type="noData" />;
  return (
    <>
      <ResponsiveList
        columns={columns}
        rows={pageRows}
        getRowKey={getRowKey}
        caption={caption}
        isFetching={query.isFetching}
      />
      <Pagination
        currentPage={page}
        totalItems={query.data.totalCount}
        pageSize={PAGE_SIZE}
        onPageChange={onPageChange}
      />
    </>
  );
}
