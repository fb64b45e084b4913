/**
 * One rentals overview tab (spec 001 §2.1, §2.3): tabs Actief / In behandeling / Archief
 * (those the user may open), the search field and the order by a column (issue 23) and
 * the location filter, kept per list identifier, paging, loading, no-data and error
 * states, 'Download excel' (of the searched and ordered list), and rows linking to the
 * case details.
 */
import type { TRentalCase, TRentalTab } from '@portal/shared/contract/rentals';
import { MESSAGES, RENTALS_TEXTS as TEXTS } from '@portal/shared/rules';
import { ButtonLink } from '@portal/shared/ui';
import { SearchableSelect } from '@portal/shared/ui/forms';
import {
  DownloadButton,
  ListPage,
  listQueryProps,
  useListFilters,
  useListPageNumber,
} from '@portal/shared/ui/lists';
import { useMemo } from 'react';
import { useLocationTree } from '@portal/shared/ui/forms';
import { casePath, RENTAL_ROUTES, RENTAL_TABS } from '../../../config/rentals-routes';
import { usePermissions } from '@portal/shared/ui';
import { useRentalsPaths } from '../../../components/rentals-paths';
import { downloadRentalCases } from '../api/download-rental-cases';
import {
  EMPTY_RENTAL_FILTERS,
  useRentalCases,
  type TRentalListFilters,
} from '../api/get-rental-cases';
import { rentalCaseColumns } from './rental-case-columns';

export function RentalCasesList({ tab }: { tab: TRentalTab }) {
  const identifier = `rentals-${tab}`;
  const [filters, applyFilters] = useListFilters<TRentalListFilters>(
    identifier,
    EMPTY_RENTAL_FILTERS,
  );
  const [page, setPage] = useListPageNumber(identifier);
  const query = useRentalCases({ tab, page, filters });
  const { may } = usePermissions();
  const { to } = useRentalsPaths();
  const columns = useMemo(() => rentalCaseColumns(tab), [tab]);
  // why: a tab's own order is its date, newest first (the archive's is the end date).
  const ownOrder = tab === 'archive' ? 'endDate' : 'startDate';

  const tabs = RENTAL_TABS.filter((name) => may(RENTAL_ROUTES[name])).map((name) => ({
    path: to(RENTAL_ROUTES[name].path),
    title: TEXTS.tabs[name],
  }));

  return (
    <ListPage<TRentalCase, TRentalListFilters>
      title={TEXTS.areaTitle}
      identifier={identifier}
      columns={columns}
      {...listQueryProps(query, (data) => data.cases)}
      getRowKey={(row) => row.rentalCaseId}
      getRowLink={(row) => to(casePath(tab, 'details', row.rentalCaseId))}
      page={page}
      onPageChange={setPage}
      tabs={tabs}
      search={{ hint: TEXTS.searchHint }}
      order={{
        column: ownOrder,
        direction: 'desc',
        label: MESSAGES.listSortBy(TEXTS.columns[ownOrder], MESSAGES.listSortDirections.date.desc),
      }}
      filter={{
        values: filters,
        defaults: EMPTY_RENTAL_FILTERS,
        onApply: applyFilters,
        render: (props) => <RentalFilterFields {...props} />,
      }}
      downloads={
        <>
          <DownloadButton
            label={MESSAGES.downloadExcel}
            download={() => downloadRentalCases(tab, filters)}
          />
          {may(RENTAL_ROUTES.request) ? (
            <ButtonLink to={to(RENTAL_ROUTES.request.path)}>{TEXTS.requestTitle}</ButtonLink>
          ) : null}
        </>
      }
    />
  );
}

function RentalFilterFields({
  values,
  setValue,
}: {
  values: TRentalListFilters;
  setValue: <K extends keyof TRentalListFilters>(name: K, value: TRentalListFilters[K]) => void;
}) {
  const locations = useLocationTree();
  return (
    <>
      <SearchableSelect
        label={TEXTS.locationFilterLabel}
        name="locationId"
        emptyOption={TEXTS.allLocations}
        placeholder={TEXTS.allLocations}
        options={locations.data ?? []}
        isLoading={locations.isPending}
        value={values.locationId}
        onChange={(value) => setValue('locationId', value)}
      />
    </>
  );
}
