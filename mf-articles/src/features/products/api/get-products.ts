// POST /customer/articles/overview (spec 001 §7): one page of 'Op locatie' or 'In depot'.
import { callApi, requiredResponse } from '@portal/shared/client';
import {
  getProductsCall,
  type TProduct,
  type TProductFilters,
  type TProductPlacement,
  type TQuality,
} from '@portal/shared/contract/articles';
import { pageToLimits } from '@portal/shared/rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { EMPTY_LIST_QUERY, listQueryOf, type TListQueryValues } from '@portal/shared/ui/lists';
import { articlesKeys } from '../../../api/query-keys';

/**
 * The eight filters of spec 001 §3 and the depot of 'In depot' (ours: there a location says
 * nothing) as the filter dialog keeps them, with the search field and the order of the list
 * (issue 23).
 */
export type TProductListFilters = TListQueryValues & {
  categoryId: string;
  locationId: string;
  warehouseId: string;
  clientName: string;
  serialNumber: string;
  frameNumber: string;
  registrationDateFrom: string;
  registrationDateTo: string;
  quality: string;
};

export const EMPTY_PRODUCT_FILTERS: TProductListFilters = {
  ...EMPTY_LIST_QUERY,
  categoryId: '',
  locationId: '',
  warehouseId: '',
  clientName: '',
  serialNumber: '',
  frameNumber: '',
  registrationDateFrom: '',
  registrationDateTo: '',
  quality: '',
};

/**
 * The filters a tab uses: 'Op locatie' by location, 'In depot' by depot; the other one is
 * blanked, so a value stored before (or on the other tab's list) never narrows unseen.
 */
export function filtersFor(
  placement: TProductPlacement,
  filters: TProductListFilters,
): TProductListFilters {
  return placement === 'depot' ? { ...filters, locationId: '' } : { ...filters, warehouseId: '' };
}

function positiveId(value: string): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The filter fields the api takes; empty ones are left out. */
export function toApiFilters(filters: TProductListFilters): TProductFilters {
  const categoryId = positiveId(filters.categoryId);
  const locationId = positiveId(filters.locationId);
  const warehouseId = positiveId(filters.warehouseId);
  const text = (value: string) => value.trim();
  return {
    ...listQueryOf<NonNullable<TProductFilters['sortBy']>>(filters),
    ...(categoryId ? { categoryId } : {}),
    ...(locationId ? { locationId } : {}),
    ...(warehouseId ? { warehouseId } : {}),
    ...(text(filters.clientName) ? { clientName: text(filters.clientName) } : {}),
    ...(text(filters.serialNumber) ? { serialNumber: text(filters.serialNumber) } : {}),
    ...(text(filters.frameNumber) ? { frameNumber: text(filters.frameNumber) } : {}),
    ...(filters.registrationDateFrom ? { registrationDateFrom: filters.registrationDateFrom } : {}),
    ...(filters.registrationDateTo ? { registrationDateTo: filters.registrationDateTo } : {}),
    ...(filters.quality ? { quality: filters.quality as TQuality } : {}),
  };
}

export type TProductsParams = {
  placement: TProductPlacement;
  page: number;
  filters: TProductListFilters;
};

export async function getProducts({
  placement,
  page,
  filters,
}: TProductsParams): Promise<{ products: TProduct[]; totalCount: number }> {
  const answer = await callApi(getProductsCall, {
    body: { tabType: placement, filters: { ...pageToLimits(page), ...toApiFilters(filters) } },
  });
  return requiredResponse(answer.response);
}

export function getProductsQueryOptions(params: TProductsParams) {
  return queryOptions({
    queryKey: articlesKeys.list({ resource: 'products', ...params }),
    queryFn: () => getProducts(params),
    // why: the table keeps its rows while the next page loads (no jumping layout).
    placeholderData: keepPreviousData,
  });
}

export function useProducts(params: TProductsParams) {
  return useQuery(getProductsQueryOptions(params));
}
