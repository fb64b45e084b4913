/**
 * The chart (ours) of the repairs overview.
 */
import { callApi, requiredResponse } from '@portal/shared/client';
import { getRepairChartCall } from '@portal/shared/contract/management';
import { rentalFilters, type TFetchChart } from './overview-filters';

export const repairsChart: TFetchChart = async (search, signal) => {
  const answer = await callApi(getRepairChartCall, {
    body: { filters: rentalFilters(search) },
    ...(signal ? { signal } : {}),
  });
  return requiredResponse(answer.response).chart;
};
