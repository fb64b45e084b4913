/**
 * Which columns a list shows where (issue 23): a phone card shows the row's title and the
 * few facts that identify it, a table the columns that fit a desk screen, more on demand.
 * Pure rules over the column definitions; ResponsiveList and ListPage apply them.
 */
import type { TListColumnChoice } from '../../client/storage.js';
import type { TListColumn } from './responsive-list.js';

/** Facts a card shows below its title: with the title, the three or four that identify a row. */
export const MAX_CARD_FACTS = 3;

/** How a column shows on a card. */
export type TCardRole = 'title' | 'fact' | 'action' | 'none';

type TColumnLike = Pick<TListColumn<never>, 'key' | 'kind' | 'card' | 'table'>;

/**
 * The role of each column on a card. The title is the column declaring `card: 'title'`,
 * else `titleKey` (the link column), else the first. Facts are the columns declaring
 * `card: 'fact'`, at most MAX_CARD_FACTS; a list that declares none gets the first
 * columns after the title. A row's own action (a PDF, a selection) stays on the card
 * unless it says `card: 'none'`; every other column is on the details page only.
 */
export function cardRoles(
  columns: readonly TColumnLike[],
  titleKey?: string,
): ReadonlyMap<string, TCardRole> {
  const title =
    columns.find((column) => column.card === 'title')?.key ?? titleKey ?? columns[0]?.key;
  const declared = columns.some((column) => column.card === 'fact');
  const roles = new Map<string, TCardRole>();
  let facts = 0;
  for (const column of columns) {
    let role: TCardRole = 'none';
    if (column.key === title) role = 'title';
    else if (column.kind === 'action') role = column.card === 'none' ? 'none' : 'action';
    else if (
      facts < MAX_CARD_FACTS &&
      (declared ? column.card === 'fact' : column.card !== 'none')
    ) {
      role = 'fact';
      facts += 1;
    }
    roles.set(column.key, role);
  }
  return roles;
}

/** The columns a table shows before any choice: all but those marked `table: 'optional'`. */
export function defaultTableKeys(columns: readonly TColumnLike[]): Set<string> {
  return new Set(columns.filter((column) => column.table !== 'optional').map((c) => c.key));
}

/** The columns a table shows with the list's stored choice applied to its defaults. */
export function chosenTableKeys(
  columns: readonly TColumnLike[],
  choice: TListColumnChoice | null,
): Set<string> {
  const keys = defaultTableKeys(columns);
  for (const key of choice?.shown ?? []) keys.add(key);
  for (const key of choice?.hidden ?? []) {
    const column = columns.find((c) => c.key === key);
    if (column && column.table !== 'always') keys.delete(key);
  }
  return keys;
}

/** Whether the user may take this column out of the table (its title and actions stay). */
export function isChoosable(column: TColumnLike): boolean {
  return column.table !== 'always' && column.kind !== 'action';
}

/** The stored choice after showing or hiding one column: only what differs from the defaults. */
export function withColumn(
  columns: readonly TColumnLike[],
  choice: TListColumnChoice | null,
  key: string,
  isShown: boolean,
): TListColumnChoice {
  const keys = chosenTableKeys(columns, choice);
  if (isShown) keys.add(key);
  else keys.delete(key);
  const defaults = defaultTableKeys(columns);
  const all = columns.map((column) => column.key);
  return {
    shown: all.filter((k) => keys.has(k) && !defaults.has(k)),
    hidden: all.filter((k) => !keys.has(k) && defaults.has(k)),
  };
}
