/**
 * The columns of the product overview per view (spec 001 §2.4, §3 Product list):
 * registrationDate shown as 'Bouwjaar' (its year), quality as Goed/Matig/Slecht, status
 * RESERVED when enableReservation is 1, and (beyond the spec) 'Volgende keuring' with its
 * due status. A last column selects rows for a sheet of QR labels.
 * Issue 23: a phone card shows the article, its serial number, its due date and where it
 * is (on location the department and room, in the depot its status and depot); the table
 * shows what a manager looks for and fits a 1280 px screen, with the depot status, year,
 * brand and quality in 'Kolommen'; the list orders by article, serial, next inspection,
 * year and (in the depot) the date it came in.
 */
import type { TProduct, TProductPlacement } from '@portal/shared/contract/articles';
import { formatDate } from '@portal/shared/rules';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import type { TListColumn } from '@portal/shared/ui/lists';
import {
  DepotStatusBadge,
  displayStatus,
  InspectionDue,
  ProductStatusBadge,
} from '../../../components/status-badges';
import { yearOf } from '../../../components/year-of';

const labels = TEXTS.columns;

/** The year of a 'yyyy-MM-dd' date, '' when there is none. */
export type TSelection = {
  isSelected: (product: TProduct) => boolean;
  toggle: (product: TProduct) => void;
};

export function productColumns(
  placement: TProductPlacement,
  selection: TSelection,
): TListColumn<TProduct>[] {
  const isDepot = placement === 'depot';
  return [
    {
      key: 'articleName',
      header: labels.articleName,
      card: 'title',
      sortBy: 'articleName',
      render: (row) => row.articleName,
    },
    {
      key: 'serialNumber',
      header: labels.serialNumber,
      kind: 'code',
      card: 'fact',
      sortBy: 'serialNumber',
      render: (row) => row.serialNumber,
    },
    {
      key: 'status',
      header: labels.status,
      ...(isDepot ? { card: 'fact' as const } : {}),
      render: (row) => <ProductStatusBadge status={displayStatus(row)} />,
    },
    {
      key: 'nextInspection',
      header: labels.nextInspection,
      ...(isDepot ? {} : { card: 'fact' as const }),
      sortBy: 'nextInspection',
      // why: a due date is looked at soonest first.
      sortAs: 'date',
      sortFirst: 'asc',
      render: (row) => <InspectionDue date={row.nextInspectionDate} due={row.inspectionDue} />,
    },
    {
      key: 'owner',
      header: isDepot ? labels.warehouse : labels.owner,
      ...(isDepot ? { card: 'fact' as const } : {}),
      render: (row) => row.owner,
    },
    {
      key: 'departmentRoom',
      header: labels.departmentRoom,
      hideWhen: isDepot,
      card: 'fact',
      render: (row) => row.departmentRoom,
    },
    {
      key: 'clientName',
      header: labels.clientName,
      hideWhen: isDepot,
      render: (row) => row.clientName,
    },
    {
      key: 'startDate',
      header: labels.startDate,
      kind: 'date',
      hideWhen: !isDepot,
      sortBy: 'startDate',
      render: (row) => formatDate(row.startDate),
    },
    {
      key: 'depotStatus',
      header: labels.depotStatus,
      // why: a product on location has none; in the depot it says whether it is moving.
      ...(isDepot ? {} : { table: 'optional' as const }),
      render: (row) => <DepotStatusBadge status={row.depotStatus} />,
    },
    {
      key: 'registrationDate',
      header: labels.registrationDate,
      kind: 'number',
      table: 'optional',
      sortBy: 'registrationDate',
      render: (row) => yearOf(row.registrationDate),
    },
    {
      key: 'brandType',
      header: labels.brandType,
      table: 'optional',
      render: (row) => [row.productBrand, row.productType].filter(Boolean).join(' '),
    },
    {
      key: 'quality',
      header: labels.quality,
      table: 'optional',
      render: (row) => (row.quality ? TEXTS.quality[row.quality] : ''),
    },
    {
      key: 'select',
      header: labels.select,
      kind: 'action',
      // why: a sheet of labels is printed at a desk; a phone prints one from the product.
      card: 'none',
      render: (row) =>
        row.hasBarcode ? (
          <label className="articles-select">
            <input
              type="checkbox"
              checked={selection.isSelected(row)}
              onChange={() => selection.toggle(row)}
            />
            <span className="visually-hidden">
              {TEXTS.labels.selectRow(`${row.articleName} ${row.serialNumber}`)}
            </span>
          </label>
        ) : null,
    },
  ];
}
