/** The 'Verhuurkosten' file itself (documentType rentalcost), named by the api. */
import { downloadFile } from '@portal/shared/client';
import {
  MANAGEMENT_EXCEL_PATH,
  type TManagementExcelRequest,
  type TRentalCostRequest,
} from '@portal/shared/contract/management';

export function downloadRentalCost(request: TRentalCostRequest): Promise<Blob> {
  const body: TManagementExcelRequest = { documentType: 'rentalcost', filters: request };
  return downloadFile(MANAGEMENT_EXCEL_PATH, { method: 'POST', body });
}
