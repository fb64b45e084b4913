/**
 * The chart (ours) of the rental or active rental overview.
 */
import { callApi, requiredResponse } from '@portal/shared/client';
import { getRentalChartCall } from '@portal/shared/contract/management';
import { rentalFilters, rentalType, type TFetchChart } from './overview-filters';

export function rentalChart(active: boolean): TFetchChart {
  return async (search, signal) => {
    const answer = await callApi(getRentalChartCall, {
      body: { tabType: rentalType(search, active), filters: rentalFilters(search) },
      ...(signal ? { signal } : {}),
    });
    return requiredResponse(answer.response).chart;
  };
}
