/**
 * The details tab of a product (spec 001 §3 Product details): the product, its place, its
 * inspection (beyond the spec: the next date with its due status), value and quality, and
 * the custom fields of its article template with their labels. Amounts in Dutch notation
 * ('€ 1.285,00', the shared Amount).
 */
import type { TProductDetails } from '@portal/shared/contract/articles';
import { formatDate } from '@portal/shared/rules';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { Amount } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import {
  DepotStatusBadge,
  InspectionDue,
  ProductStatusBadge,
} from '../../../components/status-badges';
import { yearOf } from '../../../components/year-of';

const labels = TEXTS.details;

type TRow = [label: string, value: ReactNode];

function Section({ title, rows }: { title: string; rows: TRow[] }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <section className="ui-card--flat">
      <h2 className="ui-section-title">{title}</h2>
      <dl className="ui-details">
        {shown.map(([label, value]) => (
          <div key={label} className="ui-details__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function amount(value: string | null): ReactNode {
  return value === null ? null : <Amount value={value} />;
}

export function ProductDetailsView({ details }: { details: TProductDetails }) {
  const isDepot = details.placement === 'depot';
  return (
    <div className="ui-details-grid">
      <Section
        title={labels.general}
        rows={[
          [labels.articleName, details.articleName],
          [labels.categoryName, details.categoryName],
          [labels.serialNumber, details.serialNumber],
          [labels.frameNumber, details.frameNumber],
          [labels.barcode, details.barcodeDisplay ?? labels.noBarcode],
          [labels.status, <ProductStatusBadge key="status" status={details.status} />],
          [labels.productBrand, details.productBrand],
          [labels.productType, details.productType],
          [labels.dimensions, details.dimensions],
          [labels.registrationDate, yearOf(details.registrationDate)],
        ]}
      />
      <Section
        title={labels.placement}
        rows={[
          [isDepot ? labels.warehouse : labels.owner, details.owner],
          [labels.departmentRoom, isDepot ? null : details.departmentRoom],
          [labels.clientName, isDepot ? null : details.clientName],
          [labels.startDate, formatDate(details.startDate)],
          [
            labels.depotStatus,
            details.depotStatus ? (
              <DepotStatusBadge key="depot" status={details.depotStatus} />
            ) : null,
          ],
        ]}
      />
      <Section
        title={labels.inspection}
        rows={[
          [labels.inspectDate, formatDate(details.inspectDate)],
          [
            labels.nextInspection,
            <InspectionDue
              key="due"
              date={details.nextInspectionDate}
              due={details.inspectionDue}
            />,
          ],
          [
            labels.interval,
            details.inspectionIntervalMonths
              ? labels.intervalMonths(details.inspectionIntervalMonths)
              : null,
          ],
        ]}
      />
      <Section
        title={labels.value}
        rows={[
          [labels.quality, details.quality ? TEXTS.quality[details.quality] : null],
          [labels.qualityUpdate, formatDate(details.qualityUpdate)],
          [labels.purchaseValue, amount(details.purchaseValue)],
          [labels.currentValue, amount(details.currentValue)],
          [labels.remarks, details.remarks],
        ]}
      />
      <Section
        title={labels.template}
        rows={details.customFields.map((field): TRow => [field.label, field.value])}
      />
    </div>
  );
}
