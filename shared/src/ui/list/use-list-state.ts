/** Page number and filters of one list, kept in local storage by list identifier. */
import { useCallback, useState } from 'react';
import { filtersStorage, lastPageStorage, type TFilterValues } from '../../client/storage.js';

/**
 * The page of list `identifier` (spec 000 §9: back to 1 when another list was stored
 * last). Setting it also stores it.
 */
export function useListPageNumber(identifier: string): [number, (page: number) => void] {
  const [page, setPage] = useState(() => lastPageStorage.get(identifier));
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
 * stores them; ListPage calls it from its filter dialog.
 */
export function useListFilters<F extends TFilterValues>(
  identifier: string,
  defaults: F,
): [F, (values: F) => void] {
  const [values, setValues] = useState<F>(
    () => ({ ...defaults, ...(filtersStorage.get(identifier) ?? {}) }) as F,
  );
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
