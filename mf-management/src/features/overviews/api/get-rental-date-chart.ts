/**
 * The chart (ours) of the rental-on-a-date overview.
 */
import { callApi, requiredResponse } from '@portal/shared/client';
import { getRentalDateChartCall } from '@portal/shared/contract/management';
import { rentalDateFilters, type TFetchChart } from './overview-filters';

export const rentalDateChart: TFetchChart = async (search, signal) => {
  const answer = await callApi(getRentalDateChartCall, {
    body: { filters: rentalDateFilters(search) },
    ...(signal ? { signal } : {}),
  });
  return requiredResponse(answer.response).chart;
};
