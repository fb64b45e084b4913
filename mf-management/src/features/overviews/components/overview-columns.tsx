/**
 * The columns of the overviews (spec 001 §3 Management: the rental, repair and depot
 * overview rows, the category counts; the product rows of the articles lists), in the
 * shared list pattern: a card's title and facts, the table's optional columns under
 * 'Kolommen'. Headers are the catalogue's, the same the api writes into each Excel file.
 */
import type { TProduct } from '@portal/shared/contract/articles';
import type {
  TCategoryCount,
  TDepotDateRow,
  TDepotOverviewRow,
  TRentalOverviewRow,
  TRepairOverviewRow,
} from '@portal/shared/contract/management';
import { formatDate, MESSAGES } from '@portal/shared/rules';
import { ARTICLES_TEXTS } from '@portal/shared/rules/articles-texts';
import { MANAGEMENT_TEXTS } from '@portal/shared/rules/management-texts';
import { KeepCodesWhole } from '@portal/shared/ui';
import { DownloadButton, type TListColumn } from '@portal/shared/ui/lists';
import { downloadManagementFile } from '../api/download-overview';

const T = MANAGEMENT_TEXTS;

export const RENTAL_COLUMNS: TListColumn<TRentalOverviewRow>[] = [
  {
    key: 'displayName',
    header: T.rentalColumns.displayName,
    card: 'title',
    render: (row) => row.displayName,
  },
  {
    key: 'rentalCaseId',
    header: T.rentalColumns.rentalCaseId,
    kind: 'code',
    render: (row) => row.rentalCaseId,
  },
  {
    key: 'serialNumber',
    header: T.rentalColumns.serialNumber,
    kind: 'code',
    card: 'fact',
    render: (row) => row.serialNumber ?? '',
  },
  { key: 'categoryName', header: T.rentalColumns.categoryName, render: (row) => row.categoryName },
  {
    key: 'startDate',
    header: T.rentalColumns.startDate,
    kind: 'date',
    card: 'fact',
    render: (row) => formatDate(row.startDate),
  },
  {
    key: 'endDate',
    header: T.rentalColumns.endDate,
    kind: 'date',
    render: (row) => formatDate(row.endDate),
  },
  {
    key: 'companyName',
    header: T.rentalColumns.companyName,
    card: 'fact',
    render: (row) => row.companyName,
  },
  {
    key: 'departmentRoom',
    header: T.rentalColumns.departmentRoom,
    table: 'optional',
    render: (row) => row.departmentRoom,
  },
  {
    key: 'endUser',
    header: T.rentalColumns.endUser,
    table: 'optional',
    render: (row) => (row.generalUse === 1 ? MESSAGES.generalUse : row.endUser),
  },
  {
    key: 'contact',
    header: T.rentalColumns.contact,
    table: 'optional',
    render: (row) => row.contact,
  },
];

export const REPAIR_COLUMNS: TListColumn<TRepairOverviewRow>[] = [
  {
    key: 'repairNumber',
    header: T.repairColumns.repairNumber,
    kind: 'code',
    card: 'title',
    render: (row) => row.repairNumber,
  },
  {
    key: 'serialNumber',
    header: T.repairColumns.serialNumber,
    kind: 'code',
    card: 'fact',
    render: (row) => row.serialNumber,
  },
  { key: 'articleName', header: T.repairColumns.articleName, render: (row) => row.articleName },
  {
    key: 'location',
    header: T.repairColumns.location,
    card: 'fact',
    render: (row) => row.location,
  },
  {
    key: 'customerReference',
    header: T.repairColumns.customerReference,
    kind: 'code',
    render: (row) => row.customerReference,
  },
  {
    key: 'repairDate',
    header: T.repairColumns.repairDate,
    kind: 'date',
    card: 'fact',
    render: (row) => formatDate(row.repairDate),
  },
  {
    key: 'status',
    header: T.repairColumns.status,
    table: 'optional',
    render: (row) => row.statusLabel,
  },
  {
    key: 'createDate',
    header: T.repairColumns.createDate,
    kind: 'date',
    table: 'optional',
    render: (row) => formatDate(row.createDate),
  },
  {
    key: 'repairSlip',
    header: T.repairColumns.repairSlip,
    kind: 'action',
    render: (row) => (
      <DownloadButton
        label={
          <>
            {T.ui.repairSlip}
            <span className="visually-hidden"> {row.repairNumber}</span>
          </>
        }
        download={() => downloadManagementFile({ documentType: 'repair', repairId: row.repairId })}
      />
    ),
  },
];

export const DEPOT_COLUMNS: TListColumn<TDepotOverviewRow>[] = [
  { key: 'name', header: T.depotColumns.name, card: 'title', render: (row) => row.name },
  {
    key: 'depotCaseId',
    header: T.depotColumns.depotCaseId,
    kind: 'code',
    render: (row) => row.depotCaseId,
  },
  {
    key: 'handleDate',
    header: T.depotColumns.handleDate,
    kind: 'date',
    card: 'fact',
    render: (row) => formatDate(row.handleDate),
  },
  {
    key: 'formType',
    header: T.depotColumns.formType,
    card: 'fact',
    render: (row) => MESSAGES.depotFormTypeLabels[row.formType],
  },
  { key: 'customerName', header: T.depotColumns.customerName, render: (row) => row.customerName },
  { key: 'articleGroup', header: T.depotColumns.articleGroup, render: (row) => row.articleGroup },
  {
    key: 'serialNumber',
    header: T.depotColumns.serialNumber,
    // why: an order of several products lists their serial numbers; it wraps between them.
    card: 'fact',
    render: (row) => <KeepCodesWhole text={row.serialNumber ?? ''} />,
  },
  {
    key: 'numberOfProducts',
    header: T.depotColumns.numberOfProducts,
    kind: 'number',
    table: 'optional',
    render: (row) => row.numberOfProducts,
  },
  {
    key: 'pickupAddress',
    header: T.depotColumns.pickupAddress,
    table: 'optional',
    render: (row) => row.pickupAddress,
  },
  {
    key: 'dropoffAddress',
    header: T.depotColumns.dropoffAddress,
    table: 'optional',
    render: (row) => row.dropoffAddress,
  },
];

export const COUNT_COLUMNS: TListColumn<TCategoryCount>[] = [
  {
    key: 'companyName',
    header: T.categoryColumns.companyName,
    card: 'fact',
    render: (row) => row.companyName ?? T.unknown,
  },
  {
    key: 'categoryName',
    header: T.categoryColumns.categoryName,
    // why: a card's title may hold one long word ('Anti-decubitusmatrassen') with large text.
    card: 'title',
    render: (row) => row.categoryName ?? T.unknown,
  },
  {
    key: 'numberOfProducts',
    header: T.categoryColumns.numberOfProducts,
    kind: 'number',
    card: 'fact',
    render: (row) => row.numberOfProducts,
  },
];

const P = ARTICLES_TEXTS.columns;

export function productColumns(placement: 'location' | 'depot'): TListColumn<TProduct>[] {
  const isDepot = placement === 'depot';
  return [
    {
      key: 'articleName',
      header: P.articleName,
      card: 'title',
      sortBy: 'articleName',
      render: (row) => row.articleName,
    },
    {
      key: 'serialNumber',
      header: P.serialNumber,
      kind: 'code',
      card: 'fact',
      sortBy: 'serialNumber',
      render: (row) => row.serialNumber,
    },
    {
      key: 'owner',
      header: isDepot ? P.warehouse : P.owner,
      card: 'fact',
      render: (row) => row.owner,
    },
    {
      key: 'departmentRoom',
      header: P.departmentRoom,
      hideWhen: isDepot,
      card: 'fact',
      render: (row) => row.departmentRoom,
    },
    {
      key: 'startDate',
      header: P.startDate,
      kind: 'date',
      ...(isDepot ? { card: 'fact' as const, sortBy: 'startDate' } : {}),
      render: (row) => formatDate(row.startDate),
    },
    {
      key: 'quality',
      header: P.quality,
      table: 'optional',
      render: (row) => (row.quality ? ARTICLES_TEXTS.quality[row.quality] : ''),
    },
    {
      key: 'clientName',
      header: P.clientName,
      hideWhen: isDepot,
      table: 'optional',
      render: (row) => row.clientName,
    },
  ];
}

export const DEPOT_DATE_COLUMNS: TListColumn<TDepotDateRow>[] = [
  {
    key: 'articleName',
    header: T.depotDateColumns.articleName,
    card: 'title',
    render: (row) => row.articleName,
  },
  {
    key: 'serialNumber',
    header: T.depotDateColumns.serialNumber,
    kind: 'code',
    card: 'fact',
    render: (row) => row.serialNumber,
  },
  {
    key: 'articleGroup',
    header: T.depotDateColumns.articleGroup,
    render: (row) => row.articleGroup,
  },
  { key: 'owner', header: T.depotDateColumns.owner, card: 'fact', render: (row) => row.owner },
  {
    key: 'inDepotFrom',
    header: T.depotDateColumns.inDepotFrom,
    kind: 'date',
    card: 'fact',
    render: (row) => formatDate(row.inDepotFrom),
  },
  {
    key: 'inDepotUntil',
    header: T.depotDateColumns.inDepotUntil,
    kind: 'date',
    render: (row) => formatDate(row.inDepotUntil),
  },
];
