/**
 * The filters of the inspections and repairs overviews as the list keeps them: the search
 * field and the order (issue 23), and in the filter dialog category, location, serial
 * number, (inspections only) a date range from 2015 and ('Te keuren' only) where the due
 * date stands: overdue or within 30 days.
 */
import type { TListQuery } from '@portal/shared/contract';
import { EMPTY_LIST_QUERY, listQueryOf, type TListQueryValues } from '@portal/shared/ui/lists';

export type TListFilters = TListQueryValues & {
  categoryId: string;
  locationId: string;
  serialNumber: string;
  dateFrom: string;
  dateTo: string;
  due: string;
};

export const EMPTY_LIST_FILTERS: TListFilters = {
  ...EMPTY_LIST_QUERY,
  categoryId: '',
  locationId: '',
  serialNumber: '',
  dateFrom: '',
  dateTo: '',
  due: '',
};

/** The due filter's values ('' for all). */
export const DUE_FILTERS = ['OVERDUE', 'SOON'] as const;
export type TDueFilter = (typeof DUE_FILTERS)[number];

export function isDueFilter(value: string | null | undefined): value is TDueFilter {
  return (DUE_FILTERS as readonly string[]).includes(value ?? '');
}

function positiveId(value: string): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The fields the api takes; empty ones are left out. `K` is the call's names of its
 * orders (the server refuses another).
 */
export function toListFilters<K extends string = never>(
  filters: TListFilters = EMPTY_LIST_FILTERS,
): TListQuery<K> & {
  categoryId?: number;
  locationId?: number;
  serialNumber?: string;
  dateFrom?: string;
  dateTo?: string;
  due?: TDueFilter;
} {
  const categoryId = positiveId(filters.categoryId);
  const locationId = positiveId(filters.locationId);
  const serialNumber = filters.serialNumber.trim();
  return {
    ...listQueryOf<K>(filters),
    ...(categoryId ? { categoryId } : {}),
    ...(locationId ? { locationId } : {}),
    ...(serialNumber ? { serialNumber } : {}),
    ...(filters.dateFrom ? { dateFrom: filters.dateFrom } : {}),
    ...(filters.dateTo ? { dateTo: filters.dateTo } : {}),
    ...(isDueFilter(filters.due) ? { due: filters.due } : {}),
  };
}
