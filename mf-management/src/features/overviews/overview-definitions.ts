/**
 * The eight overviews of /management/overviews (spec 001 §2.7), each a definition of the
 * one overview page: its search fields, columns, calls, chart and counts.
 */
import type { TProduct } from '@portal/shared/contract/articles';
import type {
  TDepotDateRow,
  TDepotOverviewRow,
  TRentalOverviewRow,
  TRepairOverviewRow,
} from '@portal/shared/contract/management';
import { ARTICLES_TEXTS } from '@portal/shared/rules/articles-texts';
import { MANAGEMENT_TEXTS } from '@portal/shared/rules/management-texts';
import * as calls from './overview-calls';
import {
  DEPOT_COLUMNS,
  DEPOT_DATE_COLUMNS,
  productColumns,
  RENTAL_COLUMNS,
  REPAIR_COLUMNS,
} from './overview-columns';
import type { TOverviewDefinition } from './overview-page';

const WHAT = MANAGEMENT_TEXTS.ui.chart.what;

const rental = (active: boolean): TOverviewDefinition<TRentalOverviewRow> => ({
  page: active ? 'activeRental' : 'rental',
  fields: active ? ['location'] : ['rentalType', 'period', 'location'],
  columns: RENTAL_COLUMNS,
  getRowKey: (row) => row.rentalCaseId,
  fetchPage: calls.rentalPage(active),
  download: calls.rentalDownload(active),
  chart: { fetch: calls.rentalChart(active), what: WHAT.rental },
  counts: calls.rentalCounts(active),
});

const products = (placement: 'location' | 'depot'): TOverviewDefinition<TProduct> => ({
  page: placement === 'location' ? 'productsLocation' : 'productsDepot',
  fields: placement === 'location' ? ['location'] : [],
  columns: productColumns(placement),
  getRowKey: (row) => row.productId,
  fetchPage: calls.productsPage(placement),
  download: calls.productsDownload(placement),
  chart: { fetch: calls.productsChart(placement), what: WHAT.products },
  listSearch: {
    hint: ARTICLES_TEXTS.searchHint,
    order: { label: ARTICLES_TEXTS.filters.ownOrder },
  },
});

const repairs: TOverviewDefinition<TRepairOverviewRow> = {
  page: 'repairs',
  fields: ['period', 'location'],
  columns: REPAIR_COLUMNS,
  getRowKey: (row) => row.repairId,
  fetchPage: calls.repairsPage,
  download: calls.repairsDownload,
  chart: { fetch: calls.repairsChart, what: WHAT.repairs },
};

const depot: TOverviewDefinition<TDepotOverviewRow> = {
  page: 'depot',
  fields: ['period', 'formType', 'location'],
  columns: DEPOT_COLUMNS,
  getRowKey: (row) => row.depotCaseId,
  fetchPage: calls.depotPage,
  download: calls.depotDownload,
  chart: { fetch: calls.depotChart, what: WHAT.depot },
  counts: calls.depotCounts,
};

const rentalDate: TOverviewDefinition<TRentalOverviewRow> = {
  page: 'rentalDate',
  fields: ['date', 'location'],
  columns: RENTAL_COLUMNS,
  getRowKey: (row) => row.rentalCaseId,
  fetchPage: calls.rentalDatePage,
  download: calls.rentalDateDownload,
  chart: { fetch: calls.rentalDateChart, what: WHAT.rental },
};

const depotDate: TOverviewDefinition<TDepotDateRow> = {
  page: 'depotDate',
  fields: ['date'],
  columns: DEPOT_DATE_COLUMNS,
  getRowKey: (row) => `${row.productId}-${row.inDepotFrom}`,
  fetchPage: calls.depotDatePage,
  download: calls.depotDateDownload,
  chart: { fetch: calls.depotDateChart, what: WHAT.products },
};

export const OVERVIEWS = {
  rental: rental(false),
  repairs,
  depot,
  productsLocation: products('location'),
  productsDepot: products('depot'),
  activeRental: rental(true),
  rentalDate,
  depotDate,
} as const;

export type TOverviewName = keyof typeof OVERVIEWS;

/** The overviews in the spec's order of the tiles (spec 001 §2.7). */
export const OVERVIEW_NAMES = Object.keys(OVERVIEWS) as TOverviewName[];
