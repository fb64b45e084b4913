/**
 * A depot order as the staff see it: the facts (organisation, type, status, created, where
 * it goes or comes from, the customer's wish date, the planned day and window, when it was
 * delivered or picked up, the last action, its request) and the aids it holds with their
 * depot status now.
 */
import type { TBackOfficeDepotOrder } from '@portal/shared/contract/backoffice';
import { formatDate, formatDateTime, isDepotPickUp } from '@portal/shared/rules';
import { BACKOFFICE_TEXTS } from '@portal/shared/rules/backoffice-texts';
import { KeepCodesWhole } from '@portal/shared/ui';
import { Badge, Fact, FactGrid, ResponsiveList, type TListColumn } from '@portal/shared/ui/lists';
import { Link } from 'react-router-dom';
import { useBackOfficePaths } from '../../../components/backoffice-paths';
import {
  DEPOT_STATUS_TONE,
  depotFormTypeLabel,
  depotStatusLabel,
  productDepotStatusLabel,
} from '../../../components/depot-labels';
import { PlannedText } from '../../../components/planned-text';
import { requestPath } from '../../../config/backoffice-routes';

const T = BACKOFFICE_TEXTS.depot;

type TItem = TBackOfficeDepotOrder['items'][number] & { index: number };

const ITEM_COLUMNS: TListColumn<TItem>[] = [
  {
    key: 'name',
    header: T.itemColumns.name,
    card: 'title',
    render: (item) => <KeepCodesWhole text={item.name} />,
  },
  {
    key: 'depotStatus',
    header: T.itemColumns.depotStatus,
    card: 'fact',
    render: (item) => productDepotStatusLabel(item.depotStatus),
  },
  {
    key: 'amount',
    header: T.itemColumns.amount,
    card: 'fact',
    kind: 'number',
    render: (item) => item.amount,
  },
];

/** A fact shown only when the order has it (an empty line says nothing). */
function Maybe({ label, value }: { label: string; value: string | null | undefined }) {
  return value ? <Fact label={label}>{value}</Fact> : null;
}

export function DepotOrderFacts({ order }: { order: TBackOfficeDepotOrder }) {
  const { to } = useBackOfficePaths();
  const F = T.facts;
  return (
    <section className="ui-card backoffice-card" aria-labelledby="backoffice-depot-facts">
      <h2 id="backoffice-depot-facts" className="backoffice-card__heading">
        {T.sections.facts}
      </h2>
      <FactGrid>
        <Fact label={F.organisation}>{order.organisation}</Fact>
        <Fact label={F.type}>
          {depotFormTypeLabel(order.formType)}
          {order.priorityCall ? (
            <>
              {' '}
              <Badge tone="danger">{BACKOFFICE_TEXTS.urgency.URGENT}</Badge>
            </>
          ) : null}
        </Fact>
        <Fact label={F.status}>
          <Badge tone={DEPOT_STATUS_TONE[order.status] ?? 'info'}>
            {depotStatusLabel(order.status)}
          </Badge>
        </Fact>
        <Fact label={F.created}>{formatDateTime(order.createDate)}</Fact>
        <Maybe
          label={F.location}
          value={[order.location, order.department].filter(Boolean).join(', ')}
        />
        <Maybe label={F.room} value={order.room} />
        <Maybe label={F.pickupAddress} value={order.pickupAddress} />
        <Maybe label={F.dropoffAddress} value={order.dropoffAddress} />
        <Maybe label={F.wishDate} value={order.wishDate ? formatDate(order.wishDate) : null} />
        <Fact label={F.planned}>
          <PlannedText date={order.plannedDate} window={order.plannedWindow} />
        </Fact>
        <Maybe
          label={isDepotPickUp(order.formType) ? F.pickedUp : F.delivered}
          value={order.deliveredAt ? formatDateTime(order.deliveredAt) : null}
        />
        <Maybe label={F.lastAction} value={order.lastAction} />
        <Maybe label={F.remarks} value={order.remarks} />
        {order.customerRequestId !== null ? (
          <Fact label={F.request}>
            <Link to={to(requestPath(order.customerRequestId))} className="backoffice-page__back">
              {T.requestLink(order.customerRequestId)}
            </Link>
          </Fact>
        ) : null}
      </FactGrid>
    </section>
  );
}

export function DepotOrderItems({ order }: { order: TBackOfficeDepotOrder }) {
  if (order.items.length === 0) return null;
  return (
    <section className="backoffice-history" aria-labelledby="backoffice-depot-items">
      <h2 id="backoffice-depot-items" className="backoffice-card__heading">
        {T.sections.items}
      </h2>
      <ResponsiveList
        columns={ITEM_COLUMNS}
        rows={order.items.map((item, index) => ({ ...item, index }))}
        getRowKey={(item) => item.index}
        caption={T.sections.items}
      />
    </section>
  );
}
