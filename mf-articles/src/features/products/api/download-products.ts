// POST PRODUCTS_EXCEL_PATH {tabType, filters} (ours): the Excel file of a filtered product list.
import { downloadFile } from '@portal/shared/client';
import { PRODUCTS_EXCEL_PATH, type TProductPlacement } from '@portal/shared/contract/articles';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { toApiFilters, type TProductListFilters } from './get-products';

export function downloadProducts(
  placement: TProductPlacement,
  filters: TProductListFilters,
): Promise<Blob> {
  return downloadFile(PRODUCTS_EXCEL_PATH, {
    method: 'POST',
    body: { tabType: placement, filters: toApiFilters(filters) },
    fileName: TEXTS.excelFileName(placement),
  });
}
