/**
 * One requests list (open, processing or archive; spec 001 §2.6): tabs, the search field,
 * the order by a column (issue 23) and the filters kept per list identifier, paging, the flash message a form sends along (e.g. the depot request),
 * the Excel download every list has (spec 001 §2.1), and rows that open their details.
 */
import type { TCustomerRequest, TRequestTab } from '@portal/shared/contract/requests';
import { MESSAGES, REQUESTS_TEXTS } from '@portal/shared/rules';
import { usePageTitle } from '@portal/shared/ui';
import {
  DownloadButton,
  ListPage,
  listQueryProps,
  useListFilters,
  useListPageNumber,
} from '@portal/shared/ui/lists';
import { useMemo } from 'react';
import { useRequestPaths } from '../components/requests-paths';
import { detailsPath, listPath } from '../config/requests-routes';
import { requestsAreaTitle, requestTabs } from '../components/request-tabs';
import {
  EMPTY_REQUEST_FILTERS,
  useCustomerRequests,
  type TRequestFilters,
} from '../features/requests-list/api/get-customer-requests';
import {
  REQUEST_LINK_COLUMN,
  requestColumns,
} from '../features/requests-list/components/request-columns';
import { RequestFilterFields } from '../features/requests-list/components/request-filter-fields';
import { downloadRequests } from '../features/requests-list/api/download-requests';

/** The list identifier under which filters and the page are stored. */
export function requestsListIdentifier(tab: TRequestTab): string {
  return `requests_${tab}`;
}

export function RequestsListPage({ tab }: { tab: TRequestTab }) {
  const identifier = requestsListIdentifier(tab);
  const { to } = useRequestPaths();
  const [page, setPage] = useListPageNumber(identifier);
  const [filters, applyFilters] = useListFilters<TRequestFilters>(
    identifier,
    EMPTY_REQUEST_FILTERS,
  );
  const query = useCustomerRequests(tab, page, filters);
  const tabs = useMemo(() => requestTabs(to), [to]);
  const columns = useMemo(() => requestColumns(), []);
  // why: the tabs name open, processing and archive; the heading names the area.
  const title = useMemo(() => requestsAreaTitle(), []);
  usePageTitle(
    tabs.find((item) => item.path === to(listPath(tab)))?.title ?? REQUESTS_TEXTS.tabs[tab],
  );

  return (
    <ListPage<TCustomerRequest, TRequestFilters>
      className="requests-list"
      title={title}
      identifier={identifier}
      columns={columns}
      {...listQueryProps(query, (data) => data.requests)}
      getRowKey={(row) => row.customerRequestId}
      getRowLink={(row) => to(detailsPath(tab, row.customerRequestId))}
      rowLinkColumn={REQUEST_LINK_COLUMN}
      page={page}
      onPageChange={setPage}
      tabs={tabs}
      search={{ hint: REQUESTS_TEXTS.searchHint }}
      order={{ column: 'date', direction: 'desc' }}
      filter={{
        values: filters,
        defaults: EMPTY_REQUEST_FILTERS,
        render: (props) => <RequestFilterFields {...props} />,
        onApply: applyFilters,
      }}
      downloads={
        <DownloadButton
          label={MESSAGES.downloadExcel}
          download={() => downloadRequests(tab, filters)}
        />
      }
    />
  );
}
