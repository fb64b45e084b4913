/**
 * One list from one column definition: a table on wide containers, cards on narrow ones
 * (CSS container query at 40rem). One DOM for both, with explicit table roles, so the
 * cards keep their row and cell meaning for screen readers.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './list.css';

/** One column of a list. */
export type TListColumn<Row> = {
  key: string;
  /** Column header; also the label of the value on a card. */
  header: string;
  render: (row: Row) => ReactNode;
  /** Leave the column out (e.g. end date on the active tab). */
  hideWhen?: boolean;
  /** Right-align (amounts). */
  align?: 'start' | 'end';
};

/** Props of ResponsiveList. */
export type TResponsiveListProps<Row> = {
  columns: ReadonlyArray<TListColumn<Row>>;
  rows: readonly Row[];
  getRowKey: (row: Row) => string | number;
  /** A row's detail page: the first column links there and the whole card is the target. */
  getRowLink?: (row: Row) => string | null | undefined;
  /** Accessible name of the table (the page title). */
  caption: string;
  /** New data are on their way: rows stay, dimmed and marked busy. */
  isFetching?: boolean;
  className?: string;
};

/** A table on wide screens and cards on narrow screens. */
export function ResponsiveList<Row>({
  columns,
  rows,
  getRowKey,
  getRowLink,
  caption,
  isFetching = false,
  className,
}: TResponsiveListProps<Row>) {
  const visible = columns.filter((column) => !column.hideWhen);
  return (
    <div className={['ui-list', className].filter(Boolean).join(' ')}>
      <table className="ui-list__table" role="table" aria-busy={isFetching || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead className="ui-list__head" role="rowgroup">
          <tr role="row">
            {visible.map((column) => (
              <th
                key={column.key}
                role="columnheader"
                scope="col"
                className={column.align === 'end' ? 'ui-list__cell--end' : undefined}
              >
                {column.header}
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
              >
                {visible.map((column, index) => {
                  const content = column.render(row);
                  return (
                    <td
                      key={column.key}
                      role="cell"
                      data-label={column.header}
                      className={[
                        'ui-list__cell',
                        index === 0 ? 'ui-list__cell--primary' : null,
                        column.align === 'end' ? 'ui-list__cell--end' : null,
                      ]
                        .filter(Boolean)
                        .join(' ')}
                    >
                      <span className="ui-list__value">
                        {index === 0 && link ? (
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
  );
}
