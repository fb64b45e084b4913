// The Excel file of the category counts of a rental or depot overview's search (spec 001
// §3 "Category counts"): location, category, number of products.
import type {
  TCategoryCount,
  TDepotOverviewFilters,
  TRentalOverviewFilters,
  TRentalOverviewType,
} from '@portal/shared/contract/management';
import { MANAGEMENT_TEXTS } from '@portal/shared/rules/management-texts';
import { findDepotCategoryCounts } from '../../repositories/management-depot-repository.js';
import { findRentalCategoryCounts } from '../../repositories/management-rentals-repository.js';
import type { TExcelColumn, TExcelSource } from '../excel-source.js';

const HEADERS = MANAGEMENT_TEXTS.categoryColumns;

const COLUMNS: readonly TExcelColumn<TCategoryCount>[] = [
  {
    header: HEADERS.companyName,
    width: 36,
    value: (c) => c.companyName ?? MANAGEMENT_TEXTS.unknown,
  },
  {
    header: HEADERS.categoryName,
    width: 32,
    value: (c) => c.categoryName ?? MANAGEMENT_TEXTS.unknown,
  },
  { header: HEADERS.numberOfProducts, width: 18, value: (c) => c.numberOfProducts },
];

export type TCategoryCountsExcelParams = { organisationId: number } & (
  | { overview: 'rental'; type: TRentalOverviewType; filters: TRentalOverviewFilters }
  | { overview: 'depot'; filters: TDepotOverviewFilters }
);

/** The counts of one search are a few hundred at most: one batch. */
async function* allCounts(
  counts: Promise<{ rows: TCategoryCount[] }>,
): AsyncGenerator<TCategoryCount[]> {
  const { rows } = await counts;
  if (rows.length > 0) yield rows;
}

export const CATEGORY_COUNTS_EXCEL: TExcelSource<TCategoryCountsExcelParams, TCategoryCount> = {
  columns: () => COLUMNS,
  batches: (db, params) =>
    allCounts(
      params.overview === 'rental'
        ? findRentalCategoryCounts(db, params.organisationId, params.type, params.filters, null)
        : findDepotCategoryCounts(db, params.organisationId, params.filters, null),
    ),
  clientRecord: null,
};
