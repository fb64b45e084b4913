/**
 * A paged list inside a page (a case's invoices, a product's repairs): loading, error and
 * no-data states, then the list with its caption and the pagination below it. The feature
 * keeps the page and the query; this renders them.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../rules/constants.js';
import { Pagination } from '../pagination.js';
import { StatusPanel } from '../status/status-panel.js';
import { ResponsiveList, type TListColumn } from './responsive-list.js';

export type TPagedListProps<Data extends { totalCount: number }, Row> = {
  query: UseQueryResult<Data, Error>;
  /** The rows of one page in the query's data. */
  selectRows: (data: Data) => Row[];
  columns: ReadonlyArray<TListColumn<Row>>;
  getRowKey: (row: Row) => string | number;
  caption: string;
  page: number;
  onPageChange: (page: number) => void;
};

export function PagedList<Data extends { totalCount: number }, Row>({
  query,
  selectRows,
  columns,
  getRowKey,
  caption,
  page,
  onPageChange,
}: TPagedListProps<Data, Row>) {
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
