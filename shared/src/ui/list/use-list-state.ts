/** Page number and filters of one list, kept in local storage by list identifier. */
import { useCallback, useState } from 'react';
import { filtersStorage, lastPageStorage, type TFilterValues } from '../../client/storage.js';

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

/** How many filters differ from their defaults (the badge on the filter button). */
export function countActiveFilters(values: TFilterValues, defaults: TFilterValues): number {
  return Object.keys(values).filter((key) => {
    const value = values[key];
    if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
      return false;
    }
    return JSON.stringify(value) !== JSON.stringify(defaults[key] ?? null);
  }).length;
}
