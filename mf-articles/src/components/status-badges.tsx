/**
 * Statuses as text plus colour, never colour alone (LOOK-AND-WORDS): a product's display
 * status (spec 000 §4: RESERVED when enableReservation is 1 as number or string), its
 * depot status, its inspection due status and a plan after that due date (beyond the
 * spec).
 */
import type {
  TInspectionDue,
  TProduct,
  TProductDepotStatus,
  TProductDisplayStatus,
} from '@portal/shared/contract/articles';
import { formatDate, isPlannedAfterDue, productDisplayStatus } from '@portal/shared/rules';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { Badge, type TBadgeTone } from '@portal/shared/ui/lists';
import type { ReactNode } from 'react';

/** The status a screen shows for a product (spec 000 §4, productDisplayStatus). */
export function displayStatus(
  product: Pick<TProduct, 'productStatus' | 'enableReservation'>,
): TProductDisplayStatus {
  return productDisplayStatus(product.productStatus, product.enableReservation);
}

const STATUS_TONES: Record<TProductDisplayStatus, TBadgeTone> = {
  ACTIVE: 'success',
  RESERVED: 'info',
  REMOVED: 'danger',
};

export function ProductStatusBadge({ status }: { status: TProductDisplayStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{TEXTS.productStatus[status]}</Badge>;
}

export function DepotStatusBadge({ status }: { status: TProductDepotStatus | null }) {
  if (!status) return null;
  return (
    <Badge tone={status === 'IN_DEPOT' ? 'neutral' : 'warning'}>{TEXTS.depotStatus[status]}</Badge>
  );
}

const DUE_TONES: Record<TInspectionDue, TBadgeTone> = {
  OVERDUE: 'danger',
  SOON: 'warning',
  OK: 'success',
};

/** 'Verlopen', 'Binnenkort' or 'Op tijd' beside the date; nothing without an interval. */
export function InspectionDue({
  date,
  due,
}: {
  date: string | null;
  due: TInspectionDue | null;
}): ReactNode {
  if (!date || !due) return TEXTS.noInspectionInterval;
  return (
    <span className="articles-due">
      <span className="articles-nowrap">{formatDate(date)}</span>
      <Badge tone={DUE_TONES[due]}>{TEXTS.inspectionDue[due]}</Badge>
    </span>
  );
}

/**
 * The planned date of an inspection, flagged 'Te laat gepland' when it falls after the date
 * the product is due (a coming inspection only: a finished one has no due date).
 */
export function PlannedInspection({
  plannedDate,
  dueDate,
}: {
  plannedDate: string | null;
  dueDate: string | null;
}): ReactNode {
  if (!plannedDate) return null;
  if (!isPlannedAfterDue(plannedDate, dueDate)) {
    return <span className="articles-nowrap">{formatDate(plannedDate)}</span>;
  }
  return (
    <span className="articles-due">
      <span className="articles-nowrap">{formatDate(plannedDate)}</span>
      <Badge tone="danger">{TEXTS.plannedTooLate}</Badge>
    </span>
  );
}
