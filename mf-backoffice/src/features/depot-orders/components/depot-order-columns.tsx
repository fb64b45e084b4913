/**
 * The depot orders' columns: what tells orders apart at a glance (issue 41): number,
 * organisation, the order (its name: kind, what and where; the link to its page), location
 * and room, the aids, the customer's wish date, the planned day and window, and the status
 * (with 'Spoed' beside it). 'Soort' is in 'Kolommen' (the name already says it, and the
 * table then fits 1280 px). A phone's card shows the order as its title with the
 * organisation, the place and the status (three facts at most; the plan is on its page).
 */
import type { TDepotOrderRow } from '@portal/shared/contract/backoffice';
import { formatDate } from '@portal/shared/rules';
import { BACKOFFICE_TEXTS } from '@portal/shared/rules/backoffice-texts';
import { KeepCodesWhole } from '@portal/shared/ui';
import { Badge, type TListColumn } from '@portal/shared/ui/lists';
import {
  DEPOT_STATUS_TONE,
  depotFormTypeLabel,
  depotStatusLabel,
  placeText,
} from '../../../components/depot-labels';
import { PlannedText } from '../../../components/planned-text';

const T = BACKOFFICE_TEXTS.depot;
const C = T.columns;

export const DEPOT_LINK_COLUMN = 'name';

export function depotOrderColumns(): TListColumn<TDepotOrderRow>[] {
  return [
    {
      key: 'id',
      header: C.id,
      render: (row) => row.depotCaseId,
      kind: 'number',
      sortBy: 'depotCaseId',
    },
    {
      key: 'organisation',
      header: C.organisation,
      card: 'fact',
      render: (row) => row.organisation,
    },
    {
      key: DEPOT_LINK_COLUMN,
      header: C.name,
      card: 'title',
      table: 'always',
      // why: one flex item, so the name's words still wrap inside a card's title link.
      render: (row) => (
        <span>
          <KeepCodesWhole text={row.name} />
        </span>
      ),
    },
    {
      key: 'type',
      header: C.type,
      table: 'optional',
      render: (row) => depotFormTypeLabel(row.formType),
    },
    {
      key: 'place',
      header: C.place,
      card: 'fact',
      render: (row) => placeText(row.location, row.room),
    },
    {
      key: 'items',
      header: C.items,
      render: (row) => (
        <>
          <KeepCodesWhole text={row.items ?? ''} />
          {row.itemCount > 1 ? ` (${T.itemCount(row.itemCount)})` : ''}
        </>
      ),
    },
    {
      key: 'wishDate',
      header: C.wishDate,
      kind: 'date',
      render: (row) => (row.wishDate ? formatDate(row.wishDate) : ''),
    },
    {
      key: 'planned',
      header: C.planned,
      kind: 'code',
      render: (row) => <PlannedText date={row.plannedDate} window={row.plannedWindow} />,
      sortBy: 'plannedDate',
      sortAs: 'date',
      sortFirst: 'asc',
    },
    {
      key: 'status',
      header: C.status,
      card: 'fact',
      render: (row) => (
        <span className="backoffice-clock">
          {row.isUrgent ? <Badge tone="danger">{BACKOFFICE_TEXTS.urgency.URGENT}</Badge> : null}
          <Badge tone={DEPOT_STATUS_TONE[row.status] ?? 'info'}>
            {depotStatusLabel(row.status)}
          </Badge>
        </span>
      ),
    },
  ];
}
