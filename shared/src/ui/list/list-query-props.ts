/**
 * What a ListPage shows of its page query (React Query, `placeholderData:
 * keepPreviousData`): the rows and total of the answer, its status and message. While the
 * next page, filter or search is asked, the previous answer's rows stay, marked busy; a
 * refetch of the same page in the background (after a write, on reconnect) marks nothing,
 * its rows being the answer still. One behaviour for every area's lists.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { TListStatus } from './list-page.js';

export type TListQueryProps<Row> = {
  rows: readonly Row[] | undefined;
  status: TListStatus;
  isFetching: boolean;
  errorMessage: string | null;
  totalItems: number;
};

export function listQueryProps<TData extends { totalCount: number }, Row>(
  query: UseQueryResult<TData, Error>,
  rowsOf: (data: TData) => readonly Row[],
): TListQueryProps<Row> {
  return {
    rows: query.data ? rowsOf(query.data) : undefined,
    status: query.status,
    isFetching: query.isFetching && query.isPlaceholderData,
    errorMessage: query.error?.message ?? null,
    totalItems: query.data?.totalCount ?? 0,
  };
}
