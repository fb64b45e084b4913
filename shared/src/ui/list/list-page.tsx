/**
 * The list page frame of spec 000 §2.4 and 001 §2.1: title, filter button and overlay
 * (filters kept per list identifier; Reset Filters clears them and reloads the page),
 * flash message from navigation state, tabs, download buttons, a responsive list,
 * loading / no-data / error states and pagination. It fetches nothing: the caller passes
 * data and state (from React Query) and callbacks.
 *
 * Beyond the spec (issue 23), once for every list: a search field always in view (`search`),
 * the order by a column's header or 'Sorteren' in the filter sheet (columns with `sortBy`,
 * `order`), and 'Kolommen' to choose the table's columns; the term and the order are kept
 * with the filters, the columns in listColumnsStorage, all per list identifier.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import {
  filtersStorage,
  listColumnsStorage,
  type TFilterValues,
  type TListColumnChoice,
} from '../../client/storage.js';
import { PAGE_SIZE } from '../../rules/constants.js';
import { MESSAGES } from '../../rules/catalogue/messages.js';
import { Button } from '../form/button.js';
import { FilterIcon } from '../icons/icons.js';
import { SelectField } from '../form/select-field.js';
import { Pagination } from '../pagination.js';
import { NavigationFlash } from '../status/flash-message.js';
import { StatusPanel } from '../status/status-panel.js';
import { FilterDialog, type TFilterRenderProps } from './filter-dialog.js';
import { ResponsiveList, type TListColumn } from './responsive-list.js';
import { TabBar, type TTab } from './tab-bar.js';
import { ColumnChooser } from './column-chooser.js';
import { chosenTableKeys } from './list-columns.js';
import { ListSearchField } from './list-search-field.js';
import {
  headerSort,
  orderOfOption,
  sortOptions,
  sortOptionValue,
  type TListOrderValues,
  type TListOwnOrder,
} from './list-sort.js';
import { countActiveFilters } from './use-list-state.js';
import './list.css';

/** The order part of a list's filter values. */
function orderOf(values: TFilterValues): TListOrderValues {
  return { sortBy: String(values.sortBy ?? ''), sortDirection: String(values.sortDirection ?? '') };
}

/** The state of the list's data (React Query's status names are accepted as they are). */
export type TListStatus = 'pending' | 'loading' | 'error' | 'success';

/** The filter part of a list page. */
export type TListFilter<F extends TFilterValues> = {
  /** The applied values (useListFilters). */
  values: F;
  /** Values when nothing is filtered (counts the active filters). */
  defaults: F;
  /** The fields inside the overlay. */
  render: (props: TFilterRenderProps<F>) => ReactNode;
  /** Called after the values were stored for the list identifier. */
  onApply: (values: F) => void;
};

/** Props of ListPage. */
export type TListPageProps<Row, F extends TFilterValues = TFilterValues> = {
  title: string;
  /** The list identifier under which filters (and the last page) are stored. */
  identifier: string;
  columns: ReadonlyArray<TListColumn<Row>>;
  rows: readonly Row[] | undefined;
  getRowKey: (row: Row) => string | number;
  getRowLink?: (row: Row) => string | null | undefined;
  /** The column that carries the row's link (default the first). */
  rowLinkColumn?: string;
  status: TListStatus;
  /** A refetch is running (rows stay, marked busy: no jumping layout). */
  isFetching?: boolean;
  /** The server's message when status is error. */
  errorMessage?: string | null;
  totalItems: number;
  page: number;
  onPageChange: (page: number) => void;
  filter?: TListFilter<F>;
  /** Download buttons, next to the filter button. */
  downloads?: ReactNode;
  tabs?: readonly TTab[];
  /**
   * The list's search field (its term is the filter value `search`): what it searches in,
   * shown under the field ('Serienummer, QR code, cliënt of kamer').
   */
  search?: { hint: string; label?: string };
  /** The list's own order (no `sortBy`): its name in 'Sorteren', or the column it is. */
  order?: TListOwnOrder;
  /** Content between the header and the list (e.g. a warning banner). */
  children?: ReactNode;
  className?: string;
};

/** A whole list page; see the module comment. */
export function ListPage<Row, F extends TFilterValues = TFilterValues>({
  title,
  identifier,
  columns,
  rows,
  getRowKey,
  getRowLink,
  rowLinkColumn,
  status,
  isFetching = false,
  errorMessage,
  totalItems,
  page,
  onPageChange,
  filter,
  downloads,
  tabs,
  search,
  order,
  children,
  className,
}: TListPageProps<Row, F>) {
  const [isFilterOpen, setIsFilterOpen] = useState(false);
  const [columnChoice, setColumnChoice] = useState<TListColumnChoice | null>(() =>
    listColumnsStorage.get(identifier),
  );
  const activeFilters = filter ? countActiveFilters(filter.values, filter.defaults) : 0;
  const visible = columns.filter((column) => !column.hideWhen);
  const linkKey =
    rowLinkColumn ?? visible.find((column) => column.card === 'title')?.key ?? visible[0]?.key;
  // why: the row's link is its title in the table as on a card: never taken out.
  const choosable = visible.map((column) =>
    column.key === linkKey ? { ...column, table: 'always' as const } : column,
  );
  const orderValues = orderOf(filter?.values ?? {});
  const isSortable = Boolean(filter) && visible.some((column) => column.sortBy);

  function applyFilters(values: F) {
    filtersStorage.set(identifier, values);
    setIsFilterOpen(false);
    filter?.onApply(values);
    if (page !== 1) onPageChange(1);
  }

  function applyOrder(next: TListOrderValues) {
    if (filter) applyFilters({ ...filter.values, ...next });
  }

  function chooseColumns(choice: TListColumnChoice | null) {
    if (choice) listColumnsStorage.set(identifier, choice);
    else listColumnsStorage.clear(identifier);
    setColumnChoice(choice);
  }

  const listColumns = isSortable
    ? columns.map((column) =>
        column.sortBy && !column.hideWhen
          ? { ...column, sort: headerSort(column, visible, orderValues, order, applyOrder) }
          : column,
      )
    : columns;

  function resetFilters() {
    filtersStorage.clear(identifier);
    // why: the spec resets by reloading the page, which also clears every list state.
    window.location.reload();
  }

  let body: ReactNode;
  if (status === 'error') {
    body = <StatusPanel type="inline-error" message={errorMessage || MESSAGES.fetchFailed} />;
  } else if (!rows || ((status === 'pending' || status === 'loading') && rows.length === 0)) {
    body = <StatusPanel type="loading" />;
  } else if (rows.length === 0) {
    body = <StatusPanel type="noData" />;
  } else {
    body = (
      <>
        <ResponsiveList
          columns={listColumns}
          rows={rows}
          getRowKey={getRowKey}
          caption={title}
          isFetching={isFetching}
          tableColumns={chosenTableKeys(choosable, columnChoice)}
          {...(getRowLink ? { getRowLink } : {})}
          {...(rowLinkColumn ? { rowLinkColumn } : {})}
        />
        <Pagination
          currentPage={page}
          totalItems={totalItems}
          pageSize={PAGE_SIZE}
          onPageChange={onPageChange}
        />
      </>
    );
  }

  return (
    <section className={['ui-list-page', className].filter(Boolean).join(' ')}>
      <header className="ui-list-page__header">
        <h1 className="ui-list-page__title">{title}</h1>
        {filter || downloads || choosable.length > 1 ? (
          <div className="ui-list-page__tools">
            {filter ? (
              <Button
                variant="secondary"
                icon={<FilterIcon />}
                aria-haspopup="dialog"
                aria-expanded={isFilterOpen}
                onClick={() => setIsFilterOpen(true)}
              >
                {MESSAGES.filter}
                {activeFilters > 0 ? (
                  <span className="ui-list-page__badge">
                    {MESSAGES.activeFilters(activeFilters)}
                  </span>
                ) : null}
              </Button>
            ) : null}
            <ColumnChooser columns={choosable} choice={columnChoice} onChange={chooseColumns} />
            {downloads}
          </div>
        ) : null}
      </header>
      <NavigationFlash />
      {tabs ? <TabBar tabs={tabs} /> : null}
      {search && filter ? (
        <ListSearchField
          value={String(filter.values.search ?? '')}
          {...(search.label ? { label: search.label } : {})}
          hint={search.hint}
          onSearch={(term) => applyFilters({ ...filter.values, search: term })}
          resultCount={
            String(filter.values.search ?? '') && status === 'success' && !isFetching
              ? totalItems
              : null
          }
        />
      ) : null}
      {children}
      <div className="ui-list-page__body">{body}</div>
      {filter ? (
        <FilterDialog
          isOpen={isFilterOpen}
          values={filter.values}
          render={(props) => (
            <>
              {isSortable ? (
                <SelectField
                  label={MESSAGES.listSort}
                  name="sort"
                  placeholder={false}
                  options={sortOptions(visible, order)}
                  value={sortOptionValue(visible, orderOf(props.values), order)}
                  onChange={(event) =>
                    props.setValues({ ...props.values, ...orderOfOption(event.target.value) })
                  }
                />
              ) : null}
              {filter.render(props)}
            </>
          )}
          onApply={applyFilters}
          onReset={resetFilters}
          onClose={() => setIsFilterOpen(false)}
        />
      ) : null}
    </section>
  );
}
