// POST RENTAL_CASES_EXCEL_PATH {tabType, filters}: the Excel file of a rentals list.
import { downloadFile } from '@portal/shared/client';
import { RENTAL_CASES_EXCEL_PATH, type TRentalTab } from '@portal/shared/contract/rentals';
import { RENTALS_TEXTS as TEXTS } from '@portal/shared/rules';
import { toApiFilters, type TRentalListFilters } from './get-rental-cases';

export function downloadRentalCases(tab: TRentalTab, filters: TRentalListFilters): Promise<Blob> {
  return downloadFile(RENTAL_CASES_EXCEL_PATH, {
    method: 'POST',
    body: { tabType: tab, filters: toApiFilters(filters) },
    fileName: TEXTS.excelFileName(tab),
  });
}
