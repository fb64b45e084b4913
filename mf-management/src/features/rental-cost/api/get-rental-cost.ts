/**
 * The lines of the 'Verhuurkosten' form's period (POST /customer/management/rentalcost, spec
 * 001 §7), answered with the api's own refusal message.
 */
import { callApi, requiredResponse } from '@portal/shared/client';
import { getRentalCostCall, type TRentalCostRequest } from '@portal/shared/contract/management';

export async function getRentalCost(request: TRentalCostRequest) {
  const answer = await callApi(getRentalCostCall, { body: request });
  return requiredResponse(answer.response);
}
