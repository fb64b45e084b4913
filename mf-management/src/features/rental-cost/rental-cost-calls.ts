/**
 * 'Verhuurkosten' (spec 001 §7): the lines of the form's period (POST
 * /customer/management/rentalcost, answered with the api's own refusal message) and the
 * file itself (documentType rentalcost), named by the api.
 */
import { callApi, downloadFile, requiredResponse } from '@portal/shared/client';
import {
  getRentalCostCall,
  MANAGEMENT_EXCEL_PATH,
  type TManagementExcelRequest,
  type TRentalCostRequest,
} from '@portal/shared/contract/management';

export async function getRentalCost(request: TRentalCostRequest) {
  const answer = await callApi(getRentalCostCall, { body: request });
  return requiredResponse(answer.response);
}

export function downloadRentalCost(request: TRentalCostRequest): Promise<Blob> {
  const body: TManagementExcelRequest = { documentType: 'rentalcost', filters: request };
  return downloadFile(MANAGEMENT_EXCEL_PATH, { method: 'POST', body });
}
