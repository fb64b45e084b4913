/**
 * One list from one column definition: a table on wide containers, cards on narrow ones
 * (CSS container query at 40rem). One DOM for both, with explicit table roles, so the
 * cards keep their row and cell meaning for screen readers. A card shows the row's title
 * and the few facts that identify it (`card`, list-columns.ts cardRoles); a table the
 * columns chosen for it (`table`, `tableColumns`); what either leaves out is not rendered
 * there (display: none), so the other keeps its full meaning.
 *
 * Text rules (LOOK-AND-WORDS): no word breaks inside; codes, numbers, dates, amounts and
 * action buttons never wrap (`kind`); numbers and amounts use tabular figures and amounts
 * align right; columns take the width their content needs and a wide table scrolls
 * sideways inside its own box rather than squeezing words. A row with a link opens its
 * details wherever it is clicked or tapped; by keyboard its link is the target.
 */
import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SortAscendingIcon, SortIcon } from '../icons/icons.js';
import { cardRoles, defaultTableKeys, type TCardRole } from './list-columns.js';
import './list.css';

/** What a column holds; decides wrapping, figures and alignment. Default 'text'. */
export type TListColumnKind = 'text' | 'code' | 'number' | 'date' | 'amount' | 'action';

/** One column of a list. */
export type TListColumn<Row> = {
  key: string;
  /** Column header; also the label of the value on a card. */
  header: string;
  render: (row: Row) => ReactNode;
  /** Leave the column out (e.g. end date on the active tab). */
  hideWhen?: boolean;
  /** Right-align (amounts get it from `kind: 'amount'`). */
  align?: 'start' | 'end';
  kind?: TListColumnKind;
  /**
   * The list can be ordered by this column: the call's name of that order (its `sortBy`,
   * shared/contract LIST_SORT_KEYS). ListPage then makes the header a button and offers the
   * order in 'Sorteren'.
   */
  sortBy?: string;
  /**
   * What the order compares when `kind` does not say (a date inside a badge): it names the
   * directions in 'Sorteren' ('A tot Z', 'vroegste eerst', 'laagste eerst').
   */
  sortAs?: 'text' | 'date' | 'number';
  /** The direction a first tap chooses; default newest first for dates, else ascending. */
  sortFirst?: 'asc' | 'desc';
  /** How the header shows and changes the order (ListPage fills it from `sortBy`). */
  sort?: TListColumnSort;
  /**
   * On a phone card: its 'title', one of its 'fact's (at most MAX_CARD_FACTS: the few that
   * identify the row; a list that declares none shows its first columns), or 'none'
   * (details page only). A row action stays on the card unless 'none'.
   */
  card?: 'title' | 'fact' | 'none';
  /**
   * In the table: 'always' (never taken out), 'optional' (out until chosen in 'Kolommen'),
   * or, by default, shown and choosable.
   */
  table?: 'always' | 'optional';
};

/**
 * How a sortable column's header shows and changes the list's order. The order itself is
 * the caller's (usually one of the list's stored filters, so it persists with them).
 */
export type TListColumnSort = {
  /** The order by this column now, as `aria-sort` says it; 'none' when another order applies. */
  direction: 'ascending' | 'descending' | 'none';
  /** The header button was pressed (toggle the order). */
  onSort: () => void;
};

/** Props of ResponsiveList. */
export type TResponsiveListProps<Row> = {
  columns: ReadonlyArray<TListColumn<Row>>;
  rows: readonly Row[];
  getRowKey: (row: Row) => string | number;
  /** A row's detail page: the row opens it and one column links there. */
  getRowLink?: (row: Row) => string | null | undefined;
  /** The key of the column that carries the row's link; default the title (or first) column. */
  rowLinkColumn?: string;
  /** Accessible name of the table (the page title). */
  caption: string;
  /** New data are on their way: rows stay, dimmed and marked busy. */
  isFetching?: boolean;
  /** The columns the table shows (default: all but `table: 'optional'`). */
  tableColumns?: ReadonlySet<string>;
  className?: string;
};

const NOWRAP_KINDS: ReadonlySet<TListColumnKind> = new Set([
  'code',
  'number',
  'date',
  'amount',
  'action',
]);

/** Whether a column's values sit at the right (amounts, or asked for). */
function isEndAligned(column: TListColumn<unknown>): boolean {
  return column.align === 'end' || column.kind === 'amount';
}

/** Where a column shows: its role on a card and whether the table has it. */
type TPlacement = { role: TCardRole; inTable: boolean };

/** The classes that leave a column out of a card or out of the table. */
function placementClasses({ role, inTable }: TPlacement): (string | null)[] {
  return [
    role === 'title' ? 'ui-list__cell--title' : null,
    role === 'none' ? 'ui-list__cell--off-card' : null,
    inTable ? null : 'ui-list__cell--off-table',
  ];
}

/** Class names of a cell of this column. */
function cellClassName(column: TListColumn<unknown>, placement: TPlacement): string {
  const kind = column.kind ?? 'text';
  return [
    'ui-list__cell',
    `ui-list__cell--${kind}`,
    ...placementClasses(placement),
    NOWRAP_KINDS.has(kind) ? 'ui-list__cell--nowrap' : null,
    isEndAligned(column) ? 'ui-list__cell--end' : null,
  ]
    .filter(Boolean)
    .join(' ');
}

/** Class names of a column's header: its alignment, and an action column stays in view. */
function headerClassName(column: TListColumn<unknown>, placement: TPlacement): string | undefined {
  return (
    [
      isEndAligned(column) ? 'ui-list__cell--end' : null,
      column.kind === 'action' ? 'ui-list__cell--action' : null,
      ...placementClasses(placement),
    ]
      .filter(Boolean)
      .join(' ') || undefined
  );
}

/** Whether a click landed on something that acts by itself (a link, a button, a field). */
function isOwnTarget(target: EventTarget | null, row: Element): boolean {
  const element = target instanceof Element ? target : null;
  const control = element?.closest('a, button, input, select, textarea, label, [role="button"]');
  return Boolean(control && row.contains(control));
}

/** A table on wide screens and cards on narrow screens. */
export function ResponsiveList<Row>({
  columns,
  rows,
  getRowKey,
  getRowLink,
  rowLinkColumn,
  caption,
  isFetching = false,
  tableColumns,
  className,
}: TResponsiveListProps<Row>) {
  const navigate = useNavigate();
  const visible = columns.filter((column) => !column.hideWhen);
  // why: the row's link is on its title, in the table as on a card.
  const linkKey =
    rowLinkColumn ?? visible.find((column) => column.card === 'title')?.key ?? visible[0]?.key;
  const roles = cardRoles(visible, linkKey);
  const inTable = tableColumns ?? defaultTableKeys(visible);
  const placement = (column: TListColumn<Row>): TPlacement => ({
    role: roles.get(column.key) ?? 'none',
    // why: the row's title (its link) is always in the table.
    inTable: inTable.has(column.key) || column.key === linkKey || roles.get(column.key) === 'title',
  });

  function openRow(event: MouseEvent<HTMLTableRowElement>, link: string) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (isOwnTarget(event.target, event.currentTarget)) return;
    // why: selecting text to copy a number must not open the row.
    if (window.getSelection()?.toString()) return;
    void navigate(link);
  }

  return (
    <div className={['ui-list', className].filter(Boolean).join(' ')}>
      <div className="ui-list__scroll">
        <table className="ui-list__table" role="table" aria-busy={isFetching || undefined}>
          <caption className="visually-hidden">{caption}</caption>
          <thead className="ui-list__head" role="rowgroup">
            <tr role="row">
              {visible.map((column) => (
                <th
                  key={column.key}
                  role="columnheader"
                  scope="col"
                  aria-sort={column.sort?.direction}
                  className={headerClassName(column as TListColumn<unknown>, placement(column))}
                >
                  {column.sort ? (
                    // why: in card mode the head is only read by screen readers, so the
                    // header is plain text there and the button (a focus stop nobody would
                    // see) is not shown; in table mode it is the other way round.
                    <>
                      <span className="ui-list__sort-text">{column.header}</span>
                      <button type="button" className="ui-list__sort" onClick={column.sort.onSort}>
                        {column.header}
                        {column.sort.direction === 'none' ? (
                          <SortIcon className="ui-list__sort-mark" />
                        ) : (
                          <SortAscendingIcon
                            className={[
                              'ui-list__sort-mark',
                              column.sort.direction === 'descending'
                                ? 'ui-list__sort-mark--descending'
                                : null,
                            ]
                              .filter(Boolean)
                              .join(' ')}
                          />
                        )}
                      </button>
                    </>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map((row) => {
              const link = getRowLink?.(row);
              return (
                <tr
                  key={getRowKey(row)}
                  role="row"
                  className={['ui-list__row', link ? 'ui-list__row--linked' : null]
                    .filter(Boolean)
                    .join(' ')}
                  onClick={link ? (event) => openRow(event, link) : undefined}
                >
                  {visible.map((column) => {
                    const content = column.render(row);
                    return (
                      <td
                        key={column.key}
                        role="cell"
                        data-label={column.header}
                        className={cellClassName(column as TListColumn<unknown>, placement(column))}
                      >
                        <span className="ui-list__value">
                          {column.key === linkKey && link ? (
                            <Link to={link} className="ui-list__row-link">
                              {content}
                            </Link>
                          ) : (
                            content
                          )}
                        </span>
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
