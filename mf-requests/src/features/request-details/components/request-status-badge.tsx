/** A request's status as a Dutch word in a coloured badge (text plus colour, never colour alone). */
import type { TRequestStatus } from '@portal/shared/contract/requests';
import { Badge, type TBadgeTone } from '@portal/shared/ui/lists';
import { requestStatusLabel } from '../../../components/request-labels';

const TONE: Record<TRequestStatus, TBadgeTone> = {
  OPEN: 'info',
  PROCESSING: 'warning',
  COMPLETED: 'success',
  REJECTED: 'danger',
};

export function RequestStatusBadge({ status }: { status: TRequestStatus }) {
  return <Badge tone={TONE[status] ?? 'info'}>{requestStatusLabel(status)}</Badge>;
}
