/**
 * The calls of the eight overviews (spec 001 §7 Management): one page of rows, the category
 * counts, the chart (ours) and the Excel download of exactly the searched rows, each built
 * from the overview's search (overview-search.ts). Fetchers read a success with
 * requiredResponse (an empty list is the no-data notice, a missing payload an error).
 */
import { callApi, downloadFile, requiredResponse } from '@portal/shared/client';
import type { TProduct, TProductFilters } from '@portal/shared/contract/articles';
import { ZDepotFormType } from '@portal/shared/contract/depot';
import {
  getDepotCategoryCountsCall,
  getDepotChartCall,
  getDepotDateChartCall,
  getDepotDateOverviewCall,
  getDepotOverviewCall,
  getProductChartCall,
  getProductOverviewCall,
  getRentalCategoryCountsCall,
  getRentalChartCall,
  getRentalDateChartCall,
  getRentalDateOverviewCall,
  getRentalOverviewCall,
  getRepairChartCall,
  getRepairOverviewCall,
  MANAGEMENT_EXCEL_PATH,
  type TCategoryCount,
  type TChart,
  type TDepotDateRow,
  type TDepotOverviewRow,
  type TManagementExcelRequest,
  type TRentalOverviewRow,
  type TRepairOverviewRow,
} from '@portal/shared/contract/management';
import { pageToLimits } from '@portal/shared/rules';
import { listQueryOf } from '@portal/shared/ui/lists';
import { idOrNull, periodOf, type TOverviewSearch } from './overview-search';

/** One page of an overview. */
export type TOverviewPage<Row> = { rows: Row[]; totalCount: number };

type TFetchPage<Row> = (
  search: TOverviewSearch,
  page: number,
  signal?: AbortSignal,
) => Promise<TOverviewPage<Row>>;
type TFetchChart = (search: TOverviewSearch, signal?: AbortSignal) => Promise<TChart>;

/** The Excel (or a repair slip) by documentType, named by the api's Content-Disposition. */
export function downloadManagementFile(request: TManagementExcelRequest): Promise<Blob> {
  return downloadFile(MANAGEMENT_EXCEL_PATH, { method: 'POST', body: request });
}

const rentalFilters = (search: TOverviewSearch) => ({
  ...periodOf(search),
  locationId: idOrNull(search.locationId),
});

const depotFilters = (search: TOverviewSearch) => {
  const formType = ZDepotFormType.safeParse(search.formType);
  return {
    ...periodOf(search),
    locationId: idOrNull(search.locationId),
    formType: formType.success ? formType.data : null,
  };
};

const rentalDateFilters = (search: TOverviewSearch) => ({
  date: search.date,
  locationId: idOrNull(search.locationId),
});

const productFilters = (search: TOverviewSearch) => ({
  locationId: idOrNull(search.locationId),
  ...listQueryOf<NonNullable<TProductFilters['sortBy']>>(search),
});

// --- Rental (DELIVER / RETURN) and active rental (ACTIVE) ------------------------------

function rentalType(search: TOverviewSearch, active: boolean) {
  return active ? ('ACTIVE' as const) : search.rentalType;
}

export function rentalPage(active: boolean): TFetchPage<TRentalOverviewRow> {
  return async (search, page, signal) => {
    const answer = await callApi(getRentalOverviewCall, {
      body: {
        tabType: rentalType(search, active),
        filters: { ...pageToLimits(page), ...rentalFilters(search) },
      },
      ...(signal ? { signal } : {}),
    });
    const { cases, totalCount } = requiredResponse(answer.response);
    return { rows: cases, totalCount };
  };
}

export function rentalCounts(active: boolean): TFetchPage<TCategoryCount> {
  return async (search, page, signal) => {
    const answer = await callApi(getRentalCategoryCountsCall, {
      body: {
        tabType: rentalType(search, active),
        filters: { ...pageToLimits(page), ...rentalFilters(search) },
      },
      ...(signal ? { signal } : {}),
    });
    const { items, totalCount } = requiredResponse(answer.response);
    return { rows: items, totalCount };
  };
}

export function rentalChart(active: boolean): TFetchChart {
  return async (search, signal) => {
    const answer = await callApi(getRentalChartCall, {
      body: { tabType: rentalType(search, active), filters: rentalFilters(search) },
      ...(signal ? { signal } : {}),
    });
    return requiredResponse(answer.response).chart;
  };
}

export function rentalDownload(active: boolean) {
  return (search: TOverviewSearch) =>
    downloadManagementFile(
      active
        ? { documentType: 'activerental', filters: rentalFilters(search) }
        : { documentType: 'rental', tabType: search.rentalType, filters: rentalFilters(search) },
    );
}

// --- Repairs ------------------------------------------------------------------------------

export const repairsPage: TFetchPage<TRepairOverviewRow> = async (search, page, signal) => {
  const answer = await callApi(getRepairOverviewCall, {
    body: { filters: { ...pageToLimits(page), ...rentalFilters(search) } },
    ...(signal ? { signal } : {}),
  });
  const { repairs, totalCount } = requiredResponse(answer.response);
  return { rows: repairs, totalCount };
};

export const repairsChart: TFetchChart = async (search, signal) => {
  const answer = await callApi(getRepairChartCall, {
    body: { filters: rentalFilters(search) },
    ...(signal ? { signal } : {}),
  });
  return requiredResponse(answer.response).chart;
};

export const repairsDownload = (search: TOverviewSearch) =>
  downloadManagementFile({ documentType: 'repairs', filters: rentalFilters(search) });

// --- Depot orders ------------------------------------------------------------------------

export const depotPage: TFetchPage<TDepotOverviewRow> = async (search, page, signal) => {
  const answer = await callApi(getDepotOverviewCall, {
    body: { filters: { ...pageToLimits(page), ...depotFilters(search) } },
    ...(signal ? { signal } : {}),
  });
  const { cases, totalCount } = requiredResponse(answer.response);
  return { rows: cases, totalCount };
};

export const depotCounts: TFetchPage<TCategoryCount> = async (search, page, signal) => {
  const answer = await callApi(getDepotCategoryCountsCall, {
    body: { filters: { ...pageToLimits(page), ...depotFilters(search) } },
    ...(signal ? { signal } : {}),
  });
  const { items, totalCount } = requiredResponse(answer.response);
  return { rows: items, totalCount };
};

export const depotChart: TFetchChart = async (search, signal) => {
  const answer = await callApi(getDepotChartCall, {
    body: { filters: depotFilters(search) },
    ...(signal ? { signal } : {}),
  });
  return requiredResponse(answer.response).chart;
};

export const depotDownload = (search: TOverviewSearch) =>
  downloadManagementFile({ documentType: 'depot', filters: depotFilters(search) });

// --- Products on location / in the depot -----------------------------------------------

export function productsPage(placement: 'location' | 'depot'): TFetchPage<TProduct> {
  return async (search, page, signal) => {
    const answer = await callApi(getProductOverviewCall, {
      body: { tabType: placement, filters: { ...pageToLimits(page), ...productFilters(search) } },
      ...(signal ? { signal } : {}),
    });
    const { products, totalCount } = requiredResponse(answer.response);
    return { rows: products, totalCount };
  };
}

export function productsChart(placement: 'location' | 'depot'): TFetchChart {
  return async (search, signal) => {
    const answer = await callApi(getProductChartCall, {
      body: { tabType: placement, filters: productFilters(search) },
      ...(signal ? { signal } : {}),
    });
    return requiredResponse(answer.response).chart;
  };
}

export function productsDownload(placement: 'location' | 'depot') {
  return (search: TOverviewSearch) =>
    downloadManagementFile({
      documentType: placement === 'location' ? 'products location' : 'products depot',
      filters: productFilters(search),
    });
}

// --- Rental on a date, depot on a date ----------------------------------------------------

export const rentalDatePage: TFetchPage<TRentalOverviewRow> = async (search, page, signal) => {
  const answer = await callApi(getRentalDateOverviewCall, {
    body: { filters: { ...pageToLimits(page), ...rentalDateFilters(search) } },
    ...(signal ? { signal } : {}),
  });
  const { cases, totalCount } = requiredResponse(answer.response);
  return { rows: cases, totalCount };
};

export const rentalDateChart: TFetchChart = async (search, signal) => {
  const answer = await callApi(getRentalDateChartCall, {
    body: { filters: rentalDateFilters(search) },
    ...(signal ? { signal } : {}),
  });
  return requiredResponse(answer.response).chart;
};

export const rentalDateDownload = (search: TOverviewSearch) =>
  downloadManagementFile({ documentType: 'rentaldate', filters: rentalDateFilters(search) });

export const depotDatePage: TFetchPage<TDepotDateRow> = async (search, page, signal) => {
  const answer = await callApi(getDepotDateOverviewCall, {
    body: { filters: { ...pageToLimits(page), date: search.date } },
    ...(signal ? { signal } : {}),
  });
  const { products, totalCount } = requiredResponse(answer.response);
  return { rows: products, totalCount };
};

export const depotDateDownload = (search: TOverviewSearch) =>
  downloadManagementFile({ documentType: 'depotdate', filters: { date: search.date } });

export const depotDateChart: TFetchChart = async (search, signal) => {
  const answer = await callApi(getDepotDateChartCall, {
    body: { filters: { date: search.date } },
    ...(signal ? { signal } : {}),
  });
  return requiredResponse(answer.response).chart;
};
