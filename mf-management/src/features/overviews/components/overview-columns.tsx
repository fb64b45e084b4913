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
import { columnsOf, DownloadButton, type TListColumn } from '@portal/shared/ui/lists';
import { downloadManagementFile } from '../api/download-overview';

const T = MANAGEMENT_TEXTS;

const rental = columnsOf<TRentalOverviewRow>()(T.rentalColumns);

export const RENTAL_COLUMNS: TListColumn<TRentalOverviewRow>[] = [
  rental.text('displayName', { card: 'title' }),
  rental.code('rentalCaseId'),
  rental.code('serialNumber', { card: 'fact' }),
  rental.text('categoryName'),
  rental.date('startDate', { card: 'fact' }),
  rental.date('endDate'),
  rental.text('companyName', { card: 'fact' }),
  rental.text('departmentRoom', { table: 'optional' }),
  {
    key: 'endUser',
    header: T.rentalColumns.endUser,
    table: 'optional',
    render: (row) => (row.generalUse === 1 ? MESSAGES.generalUse : row.endUser),
  },
  rental.text('contact', { table: 'optional' }),
];

const repair = columnsOf<TRepairOverviewRow>()(T.repairColumns);

export const REPAIR_COLUMNS: TListColumn<TRepairOverviewRow>[] = [
  repair.code('repairNumber', { card: 'title' }),
  repair.code('serialNumber', { card: 'fact' }),
  repair.text('articleName'),
  repair.text('location', { card: 'fact' }),
  repair.code('customerReference'),
  repair.date('repairDate', { card: 'fact' }),
  {
    key: 'status',
    header: T.repairColumns.status,
    table: 'optional',
    render: (row) => row.statusLabel,
  },
  repair.date('createDate', { table: 'optional' }),
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

const depot = columnsOf<TDepotOverviewRow>()(T.depotColumns);

export const DEPOT_COLUMNS: TListColumn<TDepotOverviewRow>[] = [
  depot.text('name', { card: 'title' }),
  depot.code('depotCaseId'),
  depot.date('handleDate', { card: 'fact' }),
  {
    key: 'formType',
    header: T.depotColumns.formType,
    card: 'fact',
    render: (row) => MESSAGES.depotFormTypeLabels[row.formType],
  },
  depot.text('customerName'),
  depot.text('articleGroup'),
  {
    key: 'serialNumber',
    header: T.depotColumns.serialNumber,
    // why: an order of several products lists their serial numbers; it wraps between them.
    card: 'fact',
    render: (row) => <KeepCodesWhole text={row.serialNumber ?? ''} />,
  },
  depot.number('numberOfProducts', { table: 'optional' }),
  depot.text('pickupAddress', { table: 'optional' }),
  depot.text('dropoffAddress', { table: 'optional' }),
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

const depotDate = columnsOf<TDepotDateRow>()(T.depotDateColumns);

export const DEPOT_DATE_COLUMNS: TListColumn<TDepotDateRow>[] = [
  depotDate.text('articleName', { card: 'title' }),
  depotDate.code('serialNumber', { card: 'fact' }),
  depotDate.text('articleGroup'),
  depotDate.text('owner', { card: 'fact' }),
  depotDate.date('inDepotFrom', { card: 'fact' }),
  depotDate.date('inDepotUntil'),
];
