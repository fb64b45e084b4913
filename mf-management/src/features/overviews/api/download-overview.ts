/**
 * The Excel of exactly the searched rows of each overview: one call, POST
 * customer/management/excel by documentType, the file named by the api's Content-Disposition.
 */
import { downloadFile } from '@portal/shared/client';
import type { TOverviewSearch } from '../overview-search';
import {
  MANAGEMENT_EXCEL_PATH,
  type TManagementExcelRequest,
} from '@portal/shared/contract/management';
import { depotFilters, productFilters, rentalDateFilters, rentalFilters } from './overview-filters';

/** The Excel (or a repair slip) by documentType, named by the api's Content-Disposition. */
export function downloadManagementFile(request: TManagementExcelRequest): Promise<Blob> {
  return downloadFile(MANAGEMENT_EXCEL_PATH, { method: 'POST', body: request });
}

export function rentalDownload(active: boolean) {
  return (search: TOverviewSearch) =>
    downloadManagementFile(
      active
        ? { documentType: 'activerental', filters: rentalFilters(search) }
        : { documentType: 'rental', tabType: search.rentalType, filters: rentalFilters(search) },
    );
}

export const repairsDownload = (search: TOverviewSearch) =>
  downloadManagementFile({ documentType: 'repairs', filters: rentalFilters(search) });

export const depotDownload = (search: TOverviewSearch) =>
  downloadManagementFile({ documentType: 'depot', filters: depotFilters(search) });

export function productsDownload(placement: 'location' | 'depot') {
  return (search: TOverviewSearch) =>
    downloadManagementFile({
      documentType: placement === 'location' ? 'products location' : 'products depot',
      filters: productFilters(search),
    });
}

export const rentalDateDownload = (search: TOverviewSearch) =>
  downloadManagementFile({ documentType: 'rentaldate', filters: rentalDateFilters(search) });

export const depotDateDownload = (search: TOverviewSearch) =>
  downloadManagementFile({ documentType: 'depotdate', filters: { date: search.date } });
