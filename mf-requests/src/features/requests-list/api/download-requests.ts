// POST REQUESTS_EXCEL_PATH with the list's tab and filters, no paging (every request they
// match; the rule of every list Excel of the portal, as depot and rentals send it): the Excel
// file of a requests list, saved as aanvragen-<tab>.xlsx.
import { downloadFile } from '@portal/shared/client';
import {
  REQUESTS_EXCEL_PATH,
  type TRequestsExcelRequest,
  type TRequestTab,
} from '@portal/shared/contract/requests';
import { REQUESTS_TEXTS } from '@portal/shared/rules';
import { toOverviewBody, type TRequestFilters } from './get-customer-requests';

export function downloadRequests(tab: TRequestTab, filters: TRequestFilters): Promise<Blob> {
  // why: the overview's body without its page; the Excel is the whole filtered tab.
  const { limitOffset: _offset, limitRows: _rows, ...body } = toOverviewBody(tab, 1, filters);
  const request: TRequestsExcelRequest = body;
  return downloadFile(REQUESTS_EXCEL_PATH, {
    method: 'POST',
    body: request,
    fileName: REQUESTS_TEXTS.excelFileName(tab),
  });
}
