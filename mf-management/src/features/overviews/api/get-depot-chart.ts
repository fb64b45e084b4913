/**
 * The chart (ours) of the depot orders overview.
 */
import { callApi, requiredResponse } from '@portal/shared/client';
import { getDepotChartCall } from '@portal/shared/contract/management';
import { depotFilters, type TFetchChart } from './overview-filters';

export const depotChart: TFetchChart = async (search, signal) => {
  const answer = await callApi(getDepotChartCall, {
    body: { filters: depotFilters(search) },
    ...(signal ? { signal } : {}),
  });
  return requiredResponse(answer.response).chart;
};
