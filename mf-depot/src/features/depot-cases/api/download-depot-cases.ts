// POST DEPOT_CASES_EXCEL_PATH with the list's filters (no paging: every order they match):
// the Excel file of a depot order list, saved as depot-opdrachten-<tab>.xlsx.
import { downloadFile } from '@portal/shared/client';
import { DEPOT_CASES_EXCEL_PATH, type TDepotTab } from '@portal/shared/contract/depot';
import { DEPOT_TEXTS } from '@portal/shared/rules/depot-texts';
import { toFilterBody, type TDepotFilters } from './get-depot-cases';

export function downloadDepotCases(tab: TDepotTab, filters: TDepotFilters): Promise<Blob> {
  return downloadFile(DEPOT_CASES_EXCEL_PATH, {
    method: 'POST',
    body: { tabType: tab, ...toFilterBody(filters) },
    fileName: DEPOT_TEXTS.excelFileName(tab),
  });
}
