/**
 * The order of a list (issue 23): a column that declares `sortBy` (the call's name of that
 * order) can order the list, by its header on a wide screen and by 'Sorteren' in the
 * filter sheet on a phone. The order is kept with the list's filters (`sortBy`,
 * `sortDirection`; '' is the list's own order), so it persists per list like them.
 */
import type { TSortDirection } from '../../contract/list-order.js';
import { MESSAGES } from '../../rules/catalogue/messages.js';
import type { TListColumn, TListColumnSort } from './responsive-list.js';

/** The list's own order (the call without sortBy): what it is called, and which column's it is. */
export type TListOwnOrder = {
  /** Its name in 'Sorteren' when it is no column's order ('Laatst geregistreerd eerst'). */
  label?: string;
  /** The column whose order it is, when it is one ('startDate' on the active rentals). */
  column?: string;
  direction?: TSortDirection;
};

/** The order as a list keeps it in its filter values. */
export type TListOrderValues = { sortBy: string; sortDirection: string };

type TSortable = Pick<
  TListColumn<never>,
  'key' | 'header' | 'kind' | 'sortBy' | 'sortAs' | 'sortFirst'
>;

/** What a column's order compares: text, a date or a number. */
function sortedAs(column: Pick<TSortable, 'kind' | 'sortAs'>): 'text' | 'date' | 'number' {
  if (column.sortAs) return column.sortAs;
  if (column.kind === 'date') return 'date';
  return column.kind === 'number' || column.kind === 'amount' ? 'number' : 'text';
}

function directionOf(value: string): TSortDirection | null {
  return value === 'asc' || value === 'desc' ? value : null;
}

/** Dates go newest first when chosen (unless the column says), the rest from A or the lowest. */
export function firstDirection(
  column: Pick<TSortable, 'kind' | 'sortAs' | 'sortFirst'>,
): TSortDirection {
  return column.sortFirst ?? (sortedAs(column) === 'date' ? 'desc' : 'asc');
}

/** The column and direction the list is in now, or null for an own order of no column. */
export function currentOrder(
  columns: readonly TSortable[],
  values: TListOrderValues,
  own: TListOwnOrder | undefined,
): { key: string; direction: TSortDirection } | null {
  const chosen = columns.find((column) => column.sortBy && column.sortBy === values.sortBy);
  const direction = directionOf(values.sortDirection);
  if (chosen) return { key: chosen.key, direction: direction ?? firstDirection(chosen) };
  if (own?.column) return { key: own.column, direction: own.direction ?? 'desc' };
  return null;
}

/** The values after a tap on a column's header: its first direction, or the other one. */
export function nextOrder(
  column: TSortable,
  columns: readonly TSortable[],
  values: TListOrderValues,
  own: TListOwnOrder | undefined,
): TListOrderValues {
  const now = currentOrder(columns, values, own);
  const direction =
    now?.key === column.key ? (now.direction === 'asc' ? 'desc' : 'asc') : firstDirection(column);
  return { sortBy: column.sortBy ?? '', sortDirection: direction };
}

/** What a sortable header shows and does (aria-sort and the button of ResponsiveList). */
export function headerSort(
  column: TSortable,
  columns: readonly TSortable[],
  values: TListOrderValues,
  own: TListOwnOrder | undefined,
  onSort: (next: TListOrderValues) => void,
): TListColumnSort {
  const now = currentOrder(columns, values, own);
  return {
    direction:
      now?.key === column.key ? (now.direction === 'asc' ? 'ascending' : 'descending') : 'none',
    onSort: () => onSort(nextOrder(column, columns, values, own)),
  };
}

function directionLabel(column: TSortable, direction: TSortDirection): string {
  return MESSAGES.listSortDirections[sortedAs(column)][direction];
}

/** The name of an order of a column ('Serienummer, A tot Z'). */
export function orderLabel(column: TSortable, direction: TSortDirection): string {
  return MESSAGES.listSortBy(column.header, directionLabel(column, direction));
}

/** The choices of 'Sorteren': the list's own order ('') first, then each column both ways. */
export function sortOptions(
  columns: readonly TSortable[],
  own: TListOwnOrder | undefined,
): { value: string; label: string }[] {
  const ownColumn = columns.find((column) => column.key === own?.column);
  const ownDirection = own?.direction ?? 'desc';
  const options = [
    {
      value: '',
      label: ownColumn ? orderLabel(ownColumn, ownDirection) : (own?.label ?? MESSAGES.listSort),
    },
  ];
  for (const column of columns) {
    if (!column.sortBy) continue;
    const first = firstDirection(column);
    for (const direction of [first, first === 'asc' ? 'desc' : 'asc'] as const) {
      if (column === ownColumn && direction === ownDirection) continue;
      options.push({
        value: `${column.sortBy}:${direction}`,
        label: orderLabel(column, direction),
      });
    }
  }
  return options;
}

/** The 'Sorteren' value of the stored order ('' for the list's own, however it was chosen). */
export function sortOptionValue(
  columns: readonly TSortable[],
  values: TListOrderValues,
  own: TListOwnOrder | undefined,
): string {
  const chosen = columns.find((column) => column.sortBy && column.sortBy === values.sortBy);
  if (!chosen) return '';
  const direction = directionOf(values.sortDirection) ?? firstDirection(chosen);
  if (chosen.key === own?.column && direction === (own.direction ?? 'desc')) return '';
  return `${chosen.sortBy}:${direction}`;
}

/** The stored order of a 'Sorteren' value. */
export function orderOfOption(value: string): TListOrderValues {
  const [sortBy = '', sortDirection = ''] = value.split(':');
  return { sortBy, sortDirection: sortBy ? sortDirection : '' };
}
