/**
 * The inbox (issue 41): every customer request of every organisation in one list, per tab
 * (open, processing, archive, each with its count), in SLA order (overdue first) unless
 * another order is chosen, with the search, the filters (organisation, type, status,
 * urgency, age, assignee) and rows that open the request's page.
 */
import type { TInboxRow } from '@portal/shared/contract/backoffice';
import type { TRequestTab } from '@portal/shared/contract/requests';
import { BACKOFFICE_TEXTS } from '@portal/shared/rules/backoffice-texts';
import { usePageTitle } from '@portal/shared/ui';
import {
  ListPage,
  listQueryProps,
  useListFilters,
  useListPageNumber,
} from '@portal/shared/ui/lists';
import { useMemo } from 'react';
import { useBackOfficeLive } from '../api/live';
import { useBackOfficePaths } from '../components/backoffice-paths';
import { inboxTabs } from '../components/inbox-tabs';
import { requestPath } from '../config/backoffice-routes';
import {
  EMPTY_INBOX_FILTERS,
  toInboxBody,
  useInbox,
  type TInboxFilters,
} from '../features/inbox/api/get-inbox';
import { useInboxOptions } from '../features/inbox/api/get-inbox-options';
import { INBOX_LINK_COLUMN, inboxColumns } from '../features/inbox/components/inbox-columns';
import { InboxFilterFields } from '../features/inbox/components/inbox-filter-fields';

export function inboxIdentifier(tab: TRequestTab): string {
  return `backoffice_inbox_${tab}`;
}

export function InboxPage({ tab }: { tab: TRequestTab }) {
  const identifier = inboxIdentifier(tab);
  const { to } = useBackOfficePaths();
  const [page, setPage] = useListPageNumber(identifier);
  const [filters, applyFilters] = useListFilters<TInboxFilters>(identifier, EMPTY_INBOX_FILTERS);
  const options = useInboxOptions();
  const me = options.data?.me ?? null;
  // why: 'Ik' needs the caller's id; the other filters need nothing and ask at once.
  const isReady = filters.assignee !== 'ME' || me !== null;
  const live = useBackOfficeLive();
  const query = useInbox(toInboxBody(tab, page, filters, me), isReady, live);
  const counts = query.data?.counts;
  const tabs = useMemo(() => inboxTabs(to, counts), [to, counts]);
  const columns = useMemo(() => inboxColumns(), []);
  usePageTitle(`${BACKOFFICE_TEXTS.inboxTitle}: ${BACKOFFICE_TEXTS.tabs[tab]}`);
  const overdue = counts?.overdue ?? 0;

  return (
    <ListPage<TInboxRow, TInboxFilters>
      className="backoffice-inbox"
      title={BACKOFFICE_TEXTS.inboxTitle}
      identifier={identifier}
      columns={columns}
      {...listQueryProps(query, (data) => data.requests)}
      getRowKey={(row) => row.customerRequestId}
      getRowLink={(row) => to(requestPath(row.customerRequestId))}
      rowLinkColumn={INBOX_LINK_COLUMN}
      page={page}
      onPageChange={setPage}
      tabs={tabs}
      search={{ hint: BACKOFFICE_TEXTS.searchHint }}
      order={{ column: 'clock', direction: 'asc' }}
      filter={{
        values: filters,
        defaults: EMPTY_INBOX_FILTERS,
        render: (props) => <InboxFilterFields {...props} tab={tab} />,
        onApply: applyFilters,
      }}
    >
      {overdue > 0 && tab !== 'archive' ? (
        <p className="backoffice-overdue" role="status">
          {BACKOFFICE_TEXTS.overdueCount(overdue)}
        </p>
      ) : null}
    </ListPage>
  );
}
