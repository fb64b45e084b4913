/**
 * One management overview (spec 001 §2.7): its search form (checked before searching),
 * a chart of the same search (ours), the paged rows in the shared list pattern with
 * 'Download excel' of exactly the searched rows, and, where the spec lists them, the
 * category counts of the search. The search is kept per overview with the list's filters
 * (useListFilters), so Back and a later visit show the same search.
 */
import type { TCategoryCount, TChart, TManagementPage } from '@portal/shared/contract/management';
import { MESSAGES } from '@portal/shared/rules';
import { MANAGEMENT_TEXTS } from '@portal/shared/rules/management-texts';
import { usePageTitle } from '@portal/shared/ui';
import {
  DownloadButton,
  ListPage,
  listQueryProps,
  PagedList,
  useListFilters,
  useListPageNumber,
  type TListColumn,
  type TListOwnOrder,
} from '@portal/shared/ui/lists';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { managementKeys } from '../../../api/query-keys';
import { BarChart } from '../../../components/charts/bar-chart';
import { countBars } from '../../../components/charts/chart-bars';
import type { TOverviewPage } from '../api/overview-filters';
import { COUNT_COLUMNS } from './overview-columns';
import { OverviewSearchForm } from './overview-search-form';
import { defaultOverviewSearch, type TOverviewSearch, type TSearchField } from '../overview-search';

const TEXTS = MANAGEMENT_TEXTS.ui;

export type TOverviewDefinition<Row> = {
  page: Exclude<TManagementPage, 'invoices' | 'overviews' | 'rentalCost'>;
  fields: readonly TSearchField[];
  columns: readonly TListColumn<Row>[];
  getRowKey: (row: Row) => string | number;
  fetchPage: (
    search: TOverviewSearch,
    page: number,
    signal?: AbortSignal,
  ) => Promise<TOverviewPage<Row>>;
  download: (search: TOverviewSearch) => Promise<Blob>;
  /** The chart above the rows and what it counts ('Verhuurdossiers'). */
  chart?: {
    fetch: (search: TOverviewSearch, signal?: AbortSignal) => Promise<TChart>;
    what: string;
  };
  /** The category counts of the search (rental and depot overviews, spec 001 §3). */
  counts?: (
    search: TOverviewSearch,
    page: number,
    signal?: AbortSignal,
  ) => Promise<TOverviewPage<TCategoryCount>>;
  /** The list's own search field and order (the product overviews, as the product lists). */
  listSearch?: { hint: string; order: TListOwnOrder };
};

/** Identifier under which an overview keeps its search and page. */
export function overviewIdentifier(page: TManagementPage): string {
  return `management_${page}`;
}

export function OverviewPage<Row>({ definition }: { definition: TOverviewDefinition<Row> }) {
  const identifier = overviewIdentifier(definition.page);
  const title = MANAGEMENT_TEXTS.tiles[definition.page];
  usePageTitle(title);
  const defaults = useMemo(() => defaultOverviewSearch(), []);
  const [page, setPage] = useListPageNumber(identifier);
  const [search, applySearch] = useListFilters<TOverviewSearch>(identifier, defaults);
  const [countsPage, setCountsPage] = useState(1);

  const rows = useQuery({
    queryKey: managementKeys.list({ overview: definition.page, search, page }),
    queryFn: ({ signal }) => definition.fetchPage(search, page, signal),
    placeholderData: keepPreviousData,
  });
  const chartFetch = definition.chart?.fetch;
  const chart = useQuery({
    queryKey: managementKeys.list({ overview: definition.page, search, chart: true }),
    queryFn: ({ signal }) => (chartFetch ? chartFetch(search, signal) : null),
    enabled: Boolean(chartFetch),
  });
  const countsFetch = definition.counts;
  const counts = useQuery({
    queryKey: managementKeys.list({ overview: definition.page, search, counts: countsPage }),
    queryFn: ({ signal }) =>
      countsFetch ? countsFetch(search, countsPage, signal) : { rows: [], totalCount: 0 },
    enabled: Boolean(countsFetch),
    placeholderData: keepPreviousData,
  });

  function searchFor(values: TOverviewSearch) {
    // why: the list's own search term and order are kept; the form holds the rest.
    const next = {
      ...values,
      search: search.search,
      sortBy: search.sortBy,
      sortDirection: search.sortDirection,
    };
    const isSame = JSON.stringify(next) === JSON.stringify(search);
    applySearch(next);
    setPage(1);
    setCountsPage(1);
    // why: 'Zoeken' on the same search still asks again: the figures may have changed.
    if (isSame && page === 1) {
      void rows.refetch();
      if (chartFetch) void chart.refetch();
      if (countsFetch && countsPage === 1) void counts.refetch();
    }
  }

  const chartGroup = chart.data?.groupBy;
  return (
    <div className="management-overview">
      <ListPage<Row, TOverviewSearch>
        className="management-list"
        title={title}
        identifier={identifier}
        columns={definition.columns}
        {...listQueryProps(rows, (data) => data.rows)}
        getRowKey={definition.getRowKey}
        page={page}
        onPageChange={setPage}
        {...(definition.listSearch
          ? {
              search: { hint: definition.listSearch.hint },
              order: definition.listSearch.order,
              filter: {
                values: search,
                defaults,
                render: () => null,
                onApply: (values: TOverviewSearch) => {
                  applySearch(values);
                  setCountsPage(1);
                },
              },
            }
          : {})}
        downloads={
          <DownloadButton
            label={MESSAGES.downloadExcel}
            download={() => definition.download(search)}
          />
        }
      >
        <OverviewSearchForm
          key={JSON.stringify(search)}
          fields={definition.fields}
          values={search}
          onSearch={searchFor}
        />
        {definition.chart && chart.data && chartGroup ? (
          <BarChart
            title={TEXTS.chart.title(definition.chart.what, chartGroup)}
            labelHeader={TEXTS.chart.per[chartGroup]}
            valueHeader={TEXTS.chart.count}
            bars={countBars(chart.data)}
          />
        ) : null}
        <h2 className="management-overview__results">{TEXTS.resultsTitle}</h2>
      </ListPage>
      {countsFetch ? (
        <section className="management-counts" aria-labelledby={`${identifier}-counts`}>
          <h2 id={`${identifier}-counts`}>{TEXTS.countsTitle}</h2>
          <PagedList
            query={counts}
            selectRows={(data) => data.rows}
            columns={COUNT_COLUMNS}
            getRowKey={(row) =>
              `${row.locationId ?? ''}-${row.categoryId ?? ''}-${row.companyName ?? ''}-${row.categoryName ?? ''}`
            }
            caption={TEXTS.countsTitle}
            page={countsPage}
            onPageChange={setCountsPage}
          />
        </section>
      ) : null}
    </div>
  );
}
