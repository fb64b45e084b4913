/**
 * The details of one depot order (spec 001 §2.5): type, status, created date, handled date
 * (only when the order is COMPLETED), pickup and delivery address (left out when null),
 * last action, time on location, priority call, invoiceable, remarks, and the table
 * 'Hulpmiddelen' (name, current depot status, current product status). A product's name
 * opens its page under 'In depot' or 'Op locatie' when the user may open it.
 */
import type {
  TDepotCaseDetails,
  TDepotStatus,
  TProductDepotStatus,
  TProductDisplayStatus,
} from '@portal/shared/contract';
import { DEPOT_TEXTS as TEXTS, formatDate } from '@portal/shared/rules';
import { KeepCodesWhole, ResponsiveList, type TListColumn } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DepotBadge, type TBadgeTone } from '../../../components/depot-badge';
import {
  formTypeLabel,
  productDepotStatusLabel,
  productStatusLabel,
} from '../../../components/depot-labels';
import { useDepotPaths } from '../../../components/depot-paths';
import { usePermissions } from '../../../components/use-permissions';

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

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="depot-details__field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
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
        return may({ path, level: 1 }) ? <Link to={to(path)}>{name}</Link> : name;
      },
    },
    {
      key: 'depotStatus',
      header: TEXTS.productDepotStatus,
      render: (product) => (
        <DepotBadge tone={product.depotStatus === 'IN_DEPOT' ? 'neutral' : 'warning'}>
          {productDepotStatusLabel(product.depotStatus)}
        </DepotBadge>
      ),
    },
    {
      key: 'productStatus',
      header: TEXTS.productStatus,
      render: (product) => (
        <DepotBadge tone={PRODUCT_TONE[product.productStatus] ?? 'neutral'}>
          {productStatusLabel(product.productStatus)}
        </DepotBadge>
      ),
    },
  ];
}

export function DepotCaseDetailsView({ details }: { details: TDepotCaseDetails }) {
  const productColumns = useProductColumns();
  return (
    <div className="depot-details">
      <section className="ui-card" aria-label={details.name}>
        <dl className="depot-details__fields">
          <Field label={TEXTS.detailsFormType}>{formTypeLabel(details.formType)}</Field>
          <Field label={TEXTS.detailsStatus}>
            <DepotBadge tone={STATUS_TONE[details.depotStatus] ?? 'info'}>
              {details.statusLabel}
            </DepotBadge>
          </Field>
          <Field label={TEXTS.detailsCreateDate}>{formatDate(details.createDate)}</Field>
          {details.depotStatus === 'COMPLETED' ? (
            <Field label={TEXTS.detailsHandleDate}>{formatDate(details.handleDate)}</Field>
          ) : null}
          {details.pickupAddress !== null ? (
            <Field label={TEXTS.detailsPickupAddress}>{details.pickupAddress}</Field>
          ) : null}
          {details.dropoffAddress !== null ? (
            <Field label={TEXTS.detailsDropoffAddress}>{details.dropoffAddress}</Field>
          ) : null}
          <Field label={TEXTS.detailsLastAction}>{details.lastAction ?? ''}</Field>
          <Field label={TEXTS.detailsTimeSpent}>
            {details.timeSpent === null ? '' : TEXTS.minutes(details.timeSpent)}
          </Field>
          <Field label={TEXTS.detailsPriorityCall}>{yesNo(details.priorityCall)}</Field>
          <Field label={TEXTS.detailsInvoiceable}>{yesNo(details.invoiceable)}</Field>
          <Field label={TEXTS.detailsRemarks}>{details.remarks ?? ''}</Field>
        </dl>
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
