/**
 * The chart (ours) of the depot-on-a-date overview.
 */
import { callApi, requiredResponse } from '@portal/shared/client';
import { getDepotDateChartCall } from '@portal/shared/contract/management';
import type { TFetchChart } from './overview-filters';

export const depotDateChart: TFetchChart = async (search, signal) => {
  const answer = await callApi(getDepotDateChartCall, {
    body: { filters: { date: search.date } },
    ...(signal ? { signal } : {}),
  });
  return requiredResponse(answer.response).chart;
};
