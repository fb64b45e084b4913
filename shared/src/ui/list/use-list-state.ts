/** Page number and filters of one list, kept in local storage by list identifier. */
import { useCallback, useState } from 'react';
import { filtersStorage, lastPageStorage, type TFilterValues } from '../../client/storage.js';
import type { TListQuery } from '../../contract/list-order.js';

/**
 * The page of list `identifier` (spec 000 §9: back to 1 when another list was stored
 * last). Setting it also stores it.
 */
export function useListPageNumber(
  identifier: string,
  /** Start on this page instead of the stored one (a link that sets the filters). */
  startAt?: number,
): [number, (page: number) => void] {
  const [page, setPage] = useState(() => {
    if (startAt === undefined) return lastPageStorage.get(identifier);
    lastPageStorage.set(identifier, startAt);
    return startAt;
  });
  const update = useCallback(
    (next: number) => {
      lastPageStorage.set(identifier, next);
      setPage(next);
    },
    [identifier],
  );
  return [page, update];
}

/**
 * The applied filters of list `identifier`: the stored ones over `defaults`. `apply`
 * stores them; ListPage calls it from its filter dialog. A `preset` (a link that opens the
 * list with chosen filters, e.g. the overdue inspections of the home page) replaces the
 * stored ones and is stored in their place, as if applied in the dialog.
 */
export function useListFilters<F extends TFilterValues>(
  identifier: string,
  defaults: F,
  preset?: Partial<F> | null,
): [F, (values: F) => void] {
  const [values, setValues] = useState<F>(() => {
    if (!preset) return { ...defaults, ...(filtersStorage.get(identifier) ?? {}) } as F;
    const chosen = { ...defaults, ...preset } as F;
    filtersStorage.set(identifier, chosen);
    return chosen;
  });
  const apply = useCallback(
    (next: F) => {
      filtersStorage.set(identifier, next);
      setValues(next);
    },
    [identifier],
  );
  return [values, apply];
}

/**
 * The filter values every list may keep beside its own filters (issue 23): the term of its
 * search field and its order ('' is none: the list's own order).
 */
export type TListQueryValues = { search: string; sortBy: string; sortDirection: string };

/** A list's search and order before anything is chosen; spread into its empty filters. */
export const EMPTY_LIST_QUERY: TListQueryValues = { search: '', sortBy: '', sortDirection: '' };

/** The keys of TListQueryValues: shown on the page, not counted on the filter button. */
export const LIST_QUERY_KEYS: readonly string[] = Object.keys(EMPTY_LIST_QUERY);

/**
 * The search and order fields of a list call (shared/contract listQueryShape) from the
 * values a list keeps; empty ones are left out. The server checks `sortBy` against the
 * list's own names.
 */
export function listQueryOf<K extends string = string>(
  values: Partial<TListQueryValues>,
): TListQuery<K> {
  const search = values.search?.trim() ?? '';
  const direction = values.sortDirection;
  return {
    ...(search ? { search } : {}),
    ...(values.sortBy ? { sortBy: values.sortBy as K } : {}),
    ...(values.sortBy && (direction === 'asc' || direction === 'desc')
      ? { sortDirection: direction }
      : {}),
  };
}

/** How many filters differ from their defaults (the badge on the filter button). */
export function countActiveFilters(values: TFilterValues, defaults: TFilterValues): number {
  return Object.keys(values).filter((key) => {
    if (LIST_QUERY_KEYS.includes(key)) return false;
    const value = values[key];
    if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
      return false;
    }
    return JSON.stringify(value) !== JSON.stringify(defaults[key] ?? null);
  }).length;
}
