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
import {
  depotDateDownload,
  depotDownload,
  productsDownload,
  rentalDateDownload,
  rentalDownload,
  repairsDownload,
} from './api/download-overview';
import { depotCounts } from './api/get-depot-category-counts';
import { depotChart } from './api/get-depot-chart';
import { depotDateChart } from './api/get-depot-date-chart';
import { depotDatePage } from './api/get-depot-date-overview';
import { depotPage } from './api/get-depot-overview';
import { productsChart } from './api/get-product-chart';
import { productsPage } from './api/get-product-overview';
import { rentalCounts } from './api/get-rental-category-counts';
import { rentalChart } from './api/get-rental-chart';
import { rentalDateChart } from './api/get-rental-date-chart';
import { rentalDatePage } from './api/get-rental-date-overview';
import { rentalPage } from './api/get-rental-overview';
import { repairsChart } from './api/get-repair-chart';
import { repairsPage } from './api/get-repair-overview';
import {
  DEPOT_COLUMNS,
  DEPOT_DATE_COLUMNS,
  productColumns,
  RENTAL_COLUMNS,
  REPAIR_COLUMNS,
} from './components/overview-columns';
import type { TOverviewDefinition } from './components/overview-page';

const WHAT = MANAGEMENT_TEXTS.ui.chart.what;

const rental = (active: boolean): TOverviewDefinition<TRentalOverviewRow> => ({
  page: active ? 'activeRental' : 'rental',
  fields: active ? ['location'] : ['rentalType', 'period', 'location'],
  columns: RENTAL_COLUMNS,
  getRowKey: (row) => row.rentalCaseId,
  fetchPage: rentalPage(active),
  download: rentalDownload(active),
  chart: { fetch: rentalChart(active), what: WHAT.rental },
  counts: rentalCounts(active),
});

const products = (placement: 'location' | 'depot'): TOverviewDefinition<TProduct> => ({
  page: placement === 'location' ? 'productsLocation' : 'productsDepot',
  fields: placement === 'location' ? ['location'] : [],
  columns: productColumns(placement),
  getRowKey: (row) => row.productId,
  fetchPage: productsPage(placement),
  download: productsDownload(placement),
  chart: { fetch: productsChart(placement), what: WHAT.products },
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
  fetchPage: repairsPage,
  download: repairsDownload,
  chart: { fetch: repairsChart, what: WHAT.repairs },
};

const depot: TOverviewDefinition<TDepotOverviewRow> = {
  page: 'depot',
  fields: ['period', 'formType', 'location'],
  columns: DEPOT_COLUMNS,
  getRowKey: (row) => row.depotCaseId,
  fetchPage: depotPage,
  download: depotDownload,
  chart: { fetch: depotChart, what: WHAT.depot },
  counts: depotCounts,
};

const rentalDate: TOverviewDefinition<TRentalOverviewRow> = {
  page: 'rentalDate',
  fields: ['date', 'location'],
  columns: RENTAL_COLUMNS,
  getRowKey: (row) => row.rentalCaseId,
  fetchPage: rentalDatePage,
  download: rentalDateDownload,
  chart: { fetch: rentalDateChart, what: WHAT.rental },
};

const depotDate: TOverviewDefinition<TDepotDateRow> = {
  page: 'depotDate',
  fields: ['date'],
  columns: DEPOT_DATE_COLUMNS,
  getRowKey: (row) => `${row.productId}-${row.inDepotFrom}`,
  fetchPage: depotDatePage,
  download: depotDateDownload,
  chart: { fetch: depotDateChart, what: WHAT.products },
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
