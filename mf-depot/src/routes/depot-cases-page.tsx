/**
 * One depot order list ('Opdrachten' or 'Archief'; spec 001 §2.5): tabs, the search field,
 * the order by a column (issue 23) and the filters kept per list identifier, paging, an
 * Excel of the filtered list, and rows that open their details.
 */
import type { TDepotCase, TDepotTab } from '@portal/shared/contract/depot';
import { MESSAGES } from '@portal/shared/rules';
import { DEPOT_TEXTS as TEXTS } from '@portal/shared/rules/depot-texts';
import { usePageTitle, usePermissions } from '@portal/shared/ui';
import {
  DownloadButton,
  ListPage,
  listQueryProps,
  useListFilters,
  useListPageNumber,
} from '@portal/shared/ui/lists';
import { useMemo } from 'react';
import { useDepotPaths } from '../components/depot-paths';
import { depotTabs } from '../components/depot-tabs';
import { detailsPath, tabRoute } from '../config/depot-routes';
import { downloadDepotCases } from '../features/depot-cases/api/download-depot-cases';
import {
  EMPTY_DEPOT_FILTERS,
  useDepotCases,
  type TDepotFilters,
} from '../features/depot-cases/api/get-depot-cases';
import {
  DEPOT_CASE_LINK_COLUMN,
  depotCaseColumns,
} from '../features/depot-cases/components/depot-case-columns';
import { DepotCaseFilterFields } from '../features/depot-cases/components/depot-case-filter-fields';

/** The list identifier under which filters and the page are stored. */
export function depotListIdentifier(tab: TDepotTab): string {
  return `depot_${tab}`;
}

export function DepotCasesPage({ tab }: { tab: TDepotTab }) {
  const identifier = depotListIdentifier(tab);
  const { to } = useDepotPaths();
  const [page, setPage] = useListPageNumber(identifier);
  const [filters, applyFilters] = useListFilters<TDepotFilters>(identifier, EMPTY_DEPOT_FILTERS);
  const query = useDepotCases(tab, page, filters);
  const { may } = usePermissions();
  const tabs = useMemo(() => depotTabs(to, may), [to, may]);
  const columns = useMemo(() => depotCaseColumns(tab), [tab]);
  const route = tabRoute(tab);
  usePageTitle(tabs.find((item) => item.path === to(route.path))?.title ?? route.title);

  return (
    <ListPage<TDepotCase, TDepotFilters>
      className="depot-list"
      title={TEXTS.listTitle}
      identifier={identifier}
      columns={columns}
      {...listQueryProps(query, (data) => data.cases)}
      getRowKey={(row) => row.depotCaseId}
      getRowLink={(row) => to(detailsPath(tab, row.depotCaseId))}
      rowLinkColumn={DEPOT_CASE_LINK_COLUMN}
      page={page}
      onPageChange={setPage}
      tabs={tabs}
      search={{ hint: TEXTS.searchHint }}
      order={{ column: 'createDate', direction: 'desc' }}
      filter={{
        values: filters,
        defaults: EMPTY_DEPOT_FILTERS,
        render: (props) => <DepotCaseFilterFields {...props} />,
        onApply: applyFilters,
      }}
      downloads={
        <DownloadButton
          label={MESSAGES.downloadExcel}
          download={() => downloadDepotCases(tab, filters)}
        />
      }
    />
  );
}
