/**
 * The pieces every overview call shares: one page of rows, the fetcher shapes, and each overview's
 * filters as its calls take them, built from the overview's search (overview-search.ts).
 */
import type { TProductFilters } from '@portal/shared/contract/articles';
import { ZDepotFormType } from '@portal/shared/contract/depot';
import { listQueryOf } from '@portal/shared/ui/lists';
import { periodOf, type TOverviewSearch } from '../overview-search';
import { idOrNull } from '../../../api/id-or-null';
import type { TChart } from '@portal/shared/contract/management';

/** One page of an overview. */
export type TOverviewPage<Row> = { rows: Row[]; totalCount: number };

export type TFetchPage<Row> = (
  search: TOverviewSearch,
  page: number,
  signal?: AbortSignal,
) => Promise<TOverviewPage<Row>>;

export type TFetchChart = (search: TOverviewSearch, signal?: AbortSignal) => Promise<TChart>;

export const rentalFilters = (search: TOverviewSearch) => ({
  ...periodOf(search),
  locationId: idOrNull(search.locationId),
});

export const depotFilters = (search: TOverviewSearch) => {
  const formType = ZDepotFormType.safeParse(search.formType);
  return {
    ...periodOf(search),
    locationId: idOrNull(search.locationId),
    formType: formType.success ? formType.data : null,
  };
};

export const rentalDateFilters = (search: TOverviewSearch) => ({
  date: search.date,
  locationId: idOrNull(search.locationId),
});

export const productFilters = (search: TOverviewSearch) => ({
  locationId: idOrNull(search.locationId),
  ...listQueryOf<NonNullable<TProductFilters['sortBy']>>(search),
});

export function rentalType(search: TOverviewSearch, active: boolean) {
  return active ? ('ACTIVE' as const) : search.rentalType;
}
