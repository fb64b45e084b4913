/**
 * The details of one depot order (spec 001 §2.5): type, status, created date, handled date
 * (only when the order is COMPLETED), pickup and delivery address (left out when null),
 * the day and time window the supplier planned and when it delivered or picked the aids up
 * (ours, issue 41), last action and time on location (each only once the order has one), the date its
 * request asked for and a link to that request (ours, issue 38), priority call,
 * invoiceable, remarks, and the table
 * 'Hulpmiddelen' (name, current depot status, current product status). A product's name
 * opens its page under 'In depot' or 'Op locatie' when the user may open it.
 */
import type { TProductDepotStatus, TProductDisplayStatus } from '@portal/shared/contract/articles';
import type { TDepotCaseDetails, TDepotStatus } from '@portal/shared/contract/depot';
import { formatDate, formatDateTime, isDepotPickUp } from '@portal/shared/rules';
import { DEPOT_TEXTS as TEXTS } from '@portal/shared/rules/depot-texts';
import { KeepCodesWhole, useFollowPath, usePermissions } from '@portal/shared/ui';
import {
  Badge,
  Fact,
  FactGrid,
  ResponsiveList,
  type TBadgeTone,
  type TListColumn,
} from '@portal/shared/ui/lists';
import { Link } from 'react-router-dom';
import {
  formTypeLabel,
  productDepotStatusLabel,
  productStatusLabel,
} from '../../../components/depot-labels';
import { useDepotPaths } from '../../../components/depot-paths';

type TProductRow = TDepotCaseDetails['products'][number];

const STATUS_TONE: Record<TDepotStatus, TBadgeTone> = {
  OPEN: 'info',
  PLANNED: 'warning',
  IN_PROGRESS: 'warning',
  COMPLETED: 'success',
  CANCELLED: 'danger',
};

const PRODUCT_TONE: Record<TProductDisplayStatus, TBadgeTone> = {
  ACTIVE: 'success',
  RESERVED: 'warning',
  REMOVED: 'danger',
};

/** Where a product's page is: in the depot while it is there or leaves it, else on location. */
export function productDetailsPath(product: TProductRow): string {
  const inDepot: readonly (TProductDepotStatus | null)[] = ['IN_DEPOT', 'PENDING_OUT'];
  const base = inDepot.includes(product.depotStatus) ? '/articles/depot' : '/articles/location';
  return `${base}/product/details/${product.productId}`;
}

function yesNo(value: boolean): string {
  return value ? TEXTS.yes : TEXTS.no;
}

function useProductColumns(): TListColumn<TProductRow>[] {
  const { to } = useDepotPaths();
  const { may } = usePermissions();
  return [
    {
      key: 'name',
      header: TEXTS.productName,
      render: (product) => {
        const path = productDetailsPath(product);
        const name = <KeepCodesWhole text={product.name} />;
        return may({ path, level: 1 }) ? (
          // why: a 44 px target in the table too (issue 38: 19 px high on the desk)
          <Link to={to(path)} className="depot-details__product-link">
            {/* one flex item, so the name's words still wrap inside the card */}
            <span>{name}</span>
          </Link>
        ) : (
          name
        );
      },
    },
    {
      key: 'depotStatus',
      header: TEXTS.productDepotStatus,
      render: (product) => (
        <Badge tone={product.depotStatus === 'IN_DEPOT' ? 'neutral' : 'warning'}>
          {productDepotStatusLabel(product.depotStatus)}
        </Badge>
      ),
    },
    {
      key: 'productStatus',
      header: TEXTS.productStatus,
      render: (product) => (
        <Badge tone={PRODUCT_TONE[product.productStatus] ?? 'neutral'}>
          {productStatusLabel(product.productStatus)}
        </Badge>
      ),
    },
  ];
}

/** The request this order was made for (issue 38), a link when the user may open it. */
function RequestLink({ customerRequestId }: { customerRequestId: number }) {
  const followPath = useFollowPath();
  const path = followPath(customerRequestId);
  const text = TEXTS.detailsRequestLink(customerRequestId);
  return path ? (
    <Link to={path} className="depot-details__link">
      {text}
    </Link>
  ) : (
    <>{String(customerRequestId)}</>
  );
}

export function DepotCaseDetailsView({ details }: { details: TDepotCaseDetails }) {
  const productColumns = useProductColumns();
  return (
    <div className="depot-details">
      <section className="ui-card" aria-label={details.name}>
        <FactGrid>
          <Fact label={TEXTS.detailsFormType}>{formTypeLabel(details.formType)}</Fact>
          <Fact label={TEXTS.detailsStatus}>
            <Badge tone={STATUS_TONE[details.depotStatus] ?? 'info'}>{details.statusLabel}</Badge>
          </Fact>
          <Fact label={TEXTS.detailsCreateDate}>{formatDate(details.createDate)}</Fact>
          {details.depotStatus === 'COMPLETED' ? (
            <Fact label={TEXTS.detailsHandleDate}>{formatDate(details.handleDate)}</Fact>
          ) : null}
          {details.pickupAddress !== null ? (
            <Fact label={TEXTS.detailsPickupAddress}>{details.pickupAddress}</Fact>
          ) : null}
          {details.dropoffAddress !== null ? (
            <Fact label={TEXTS.detailsDropoffAddress}>{details.dropoffAddress}</Fact>
          ) : null}
          {details.desiredDate !== null ? (
            <Fact label={details.desiredDate.title}>{formatDate(details.desiredDate.date)}</Fact>
          ) : null}
          {details.plannedDate !== null && details.plannedWindow !== null ? (
            <Fact label={TEXTS.detailsPlanned}>
              {/* why: '08:00-12:00' would break at its hyphen on a phone, as a code would */}
              <KeepCodesWhole
                text={TEXTS.detailsPlannedValue(
                  formatDate(details.plannedDate),
                  details.plannedWindow,
                )}
              />
            </Fact>
          ) : null}
          {details.deliveredAt !== null ? (
            <Fact
              label={
                isDepotPickUp(details.formType) ? TEXTS.detailsPickedUp : TEXTS.detailsDelivered
              }
            >
              {formatDateTime(details.deliveredAt)}
            </Fact>
          ) : null}
          {/* why (issue 38): what the order has is shown, what it cannot have yet (no action
              taken, nobody on location) is left out instead of an empty line */}
          {details.lastAction !== null ? (
            <Fact label={TEXTS.detailsLastAction}>{details.lastAction}</Fact>
          ) : null}
          {details.timeSpent !== null ? (
            <Fact label={TEXTS.detailsTimeSpent}>{TEXTS.minutes(details.timeSpent)}</Fact>
          ) : null}
          <Fact label={TEXTS.detailsPriorityCall}>{yesNo(details.priorityCall)}</Fact>
          <Fact label={TEXTS.detailsInvoiceable}>{yesNo(details.invoiceable)}</Fact>
          <Fact label={TEXTS.detailsRemarks}>{details.remarks ?? ''}</Fact>
          {details.customerRequestId !== null ? (
            <Fact label={TEXTS.detailsRequest}>
              <RequestLink customerRequestId={details.customerRequestId} />
            </Fact>
          ) : null}
        </FactGrid>
      </section>

      <section aria-labelledby="depot-products">
        <h2 id="depot-products" className="depot-details__heading">
          {TEXTS.productsTitle}
        </h2>
        {details.products.length === 0 ? (
          <p className="depot-muted">{TEXTS.noProducts}</p>
        ) : (
          <ResponsiveList
            columns={productColumns}
            rows={details.products}
            getRowKey={(product) => product.productId}
            caption={TEXTS.productsTitle}
          />
        )}
      </section>
    </div>
  );
}
