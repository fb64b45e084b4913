// POST REQUESTS_EXCEL_PATH with the list's own body (tab, paging, filters): the Excel file
// of a requests list, saved as aanvragen-<tab>.xlsx.
import { downloadFile } from '@portal/shared/client';
import { REQUESTS_EXCEL_PATH, type TRequestTab } from '@portal/shared/contract/requests';
import { REQUESTS_TEXTS } from '@portal/shared/rules';
import { toOverviewBody, type TRequestFilters } from './get-customer-requests';

export function downloadRequests(
  tab: TRequestTab,
  page: number,
  filters: TRequestFilters,
): Promise<Blob> {
  return downloadFile(REQUESTS_EXCEL_PATH, {
    method: 'POST',
    body: toOverviewBody(tab, page, filters),
    fileName: REQUESTS_TEXTS.excelFileName(tab),
  });
}
