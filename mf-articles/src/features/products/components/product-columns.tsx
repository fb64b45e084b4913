/**
 * The columns of the product overview per view (spec 001 §2.4, §3 Product list):
 * registrationDate shown as 'Bouwjaar' (its year), quality as Goed/Matig/Slecht, status
 * RESERVED when enableReservation is 1, and (beyond the spec) 'Volgende keuring' with its
 * due status, sortable by its header. A last column selects rows for a sheet of QR labels.
 * The order puts what a manager looks for first (the product, its status, its next
 * inspection, where it is), so on a 1280 px screen those are in view before the table
 * scrolls sideways; the depot status, year, brand and quality follow.
 */
import type { TProduct, TProductPlacement } from '@portal/shared/contract/articles';
import { formatDate } from '@portal/shared/rules';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import type { TListColumn, TListColumnSort } from '@portal/shared/ui/lists';
import {
  DepotStatusBadge,
  displayStatus,
  InspectionDue,
  ProductStatusBadge,
} from '../../../components/status-badges';

const labels = TEXTS.columns;

/** The year of a 'yyyy-MM-dd' date, '' when there is none. */
export function yearOf(date: string | null): string {
  return date ? date.slice(0, 4) : '';
}

export type TSelection = {
  isSelected: (product: TProduct) => boolean;
  toggle: (product: TProduct) => void;
};

export function productColumns(
  placement: TProductPlacement,
  selection: TSelection,
  nextInspectionSort: TListColumnSort,
): TListColumn<TProduct>[] {
  const isDepot = placement === 'depot';
  return [
    {
      key: 'articleName',
      header: labels.articleName,
      render: (row) => row.articleName,
    },
    {
      key: 'serialNumber',
      header: labels.serialNumber,
      kind: 'code',
      render: (row) => row.serialNumber,
    },
    {
      key: 'status',
      header: labels.status,
      render: (row) => <ProductStatusBadge status={displayStatus(row)} />,
    },
    {
      key: 'nextInspection',
      header: labels.nextInspection,
      sort: nextInspectionSort,
      render: (row) => <InspectionDue date={row.nextInspectionDate} due={row.inspectionDue} />,
    },
    { key: 'owner', header: isDepot ? labels.warehouse : labels.owner, render: (row) => row.owner },
    {
      key: 'departmentRoom',
      header: labels.departmentRoom,
      hideWhen: isDepot,
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
      render: (row) => formatDate(row.startDate),
    },
    {
      key: 'depotStatus',
      header: labels.depotStatus,
      render: (row) => <DepotStatusBadge status={row.depotStatus} />,
    },
    {
      key: 'registrationDate',
      header: labels.registrationDate,
      kind: 'number',
      render: (row) => yearOf(row.registrationDate),
    },
    {
      key: 'brandType',
      header: labels.brandType,
      render: (row) => [row.productBrand, row.productType].filter(Boolean).join(' '),
    },
    {
      key: 'quality',
      header: labels.quality,
      render: (row) => (row.quality ? TEXTS.quality[row.quality] : ''),
    },
    {
      key: 'select',
      header: labels.select,
      kind: 'action',
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
