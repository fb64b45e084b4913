/**
 * The depot orders (issue 41 "Depot orders the same way"): every organisation's orders in one
 * list, per tab (running, archive, each with its count), newest first unless another order
 * is chosen, with the search, the filters (organisation, status, type) and rows that open
 * the order's page. Beside the inbox (the area's BackOfficeNav).
 */
import type { TDepotOrderRow } from '@portal/shared/contract/backoffice';
import type { TDepotTab } from '@portal/shared/contract/depot';
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
import { depotTabs } from '../components/depot-tabs';
import { depotOrderPath } from '../config/backoffice-routes';
import {
  EMPTY_DEPOT_ORDER_FILTERS,
  toDepotOrdersBody,
  useDepotOrders,
  type TDepotOrderFilters,
} from '../features/depot-orders/api/get-depot-orders';
import {
  DEPOT_LINK_COLUMN,
  depotOrderColumns,
} from '../features/depot-orders/components/depot-order-columns';
import { DepotOrderFilterFields } from '../features/depot-orders/components/depot-order-filter-fields';
import { useInboxOptions } from '../features/inbox/api/get-inbox-options';

const T = BACKOFFICE_TEXTS.depot;

export function depotOrdersIdentifier(tab: TDepotTab): string {
  return `backoffice_depot_${tab}`;
}

export function DepotOrdersPage({ tab }: { tab: TDepotTab }) {
  const identifier = depotOrdersIdentifier(tab);
  const { to } = useBackOfficePaths();
  const [page, setPage] = useListPageNumber(identifier);
  const [filters, applyFilters] = useListFilters<TDepotOrderFilters>(
    identifier,
    EMPTY_DEPOT_ORDER_FILTERS,
  );
  const options = useInboxOptions();
  const live = useBackOfficeLive();
  const query = useDepotOrders(toDepotOrdersBody(tab, page, filters), live);
  const counts = query.data?.counts;
  const tabs = useMemo(() => depotTabs(to, counts), [to, counts]);
  const columns = useMemo(() => depotOrderColumns(), []);
  usePageTitle(`${T.title}: ${T.tabs[tab]}`);

  return (
    <ListPage<TDepotOrderRow, TDepotOrderFilters>
      className="backoffice-depot"
      title={T.title}
      identifier={identifier}
      columns={columns}
      {...listQueryProps(query, (data) => data.orders)}
      getRowKey={(row) => row.depotCaseId}
      getRowLink={(row) => to(depotOrderPath(row.depotCaseId))}
      rowLinkColumn={DEPOT_LINK_COLUMN}
      page={page}
      onPageChange={setPage}
      tabs={tabs}
      search={{ hint: T.searchHint }}
      order={{ label: T.newestFirst }}
      filter={{
        values: filters,
        defaults: EMPTY_DEPOT_ORDER_FILTERS,
        render: (props) => (
          <DepotOrderFilterFields
            {...props}
            tab={tab}
            organisations={options.data?.organisations ?? []}
            isLoading={options.isPending}
          />
        ),
        onApply: applyFilters,
      }}
    />
  );
}
