/**
 * Beyond the spec: the count of the organisation's aids past their periodic inspection,
 * in the Hulpmiddelenbeheer tile (GET /customer/articles/inspections/summary), as a link
 * of its own to 'Te keuren' narrowed to exactly those aids
 * (/articles/inspections/open?due=OVERDUE, the same condition on the server), or as text
 * for a user who may not open that list. 'Geen keuringen verlopen' when none is; nothing
 * while it loads or when the call fails: the tile itself works. The line is always there
 * (an empty live region until there is a count), so the count arriving does not push the
 * tiles below it down (a layout shift on a phone).
 */
import { callApi } from '@portal/shared/client';
import { getInspectionSummaryCall } from '@portal/shared/contract';
import { SHELL_TEXTS as TEXTS, tableRoute } from '@portal/shared/rules';
import { usePermissions } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';

const OVERDUE_LIST = tableRoute('/articles/inspections/open');

/** The address of 'Te keuren' with only the overdue aids (history-overview-page.tsx). */
export const OVERDUE_LIST_PATH = `${OVERDUE_LIST.path}?due=OVERDUE`;

export function OverdueInspections() {
  const { may } = usePermissions();
  const summary = useQuery({
    queryKey: ['articles', 'inspection-summary'] as const,
    queryFn: async () => (await callApi(getInspectionSummaryCall)).response,
    retry: false,
    staleTime: 60_000,
  });
  const overdue = summary.data?.overdue;
  let content = null;
  if (overdue === 0) {
    content = <span className="home__overdue-none">{TEXTS.noOverdueInspections}</span>;
  } else if (overdue !== undefined && may(OVERDUE_LIST)) {
    content = (
      <Link className="home__overdue-link" to={OVERDUE_LIST_PATH}>
        {TEXTS.overdueInspections(overdue)}
      </Link>
    );
  } else if (overdue !== undefined) {
    content = TEXTS.overdueInspections(overdue);
  }
  return (
    <span className="home__overdue" role="status">
      {content}
    </span>
  );
}
