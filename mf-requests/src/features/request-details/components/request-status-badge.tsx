/** A request's status as a Dutch word in a coloured badge (text plus colour, never colour alone). */
import type { TRequestStatus } from '@portal/shared/contract/requests';
import { requestStatusLabel } from '../../../components/request-labels';

const TONE: Record<TRequestStatus, string> = {
  OPEN: 'info',
  PROCESSING: 'warning',
  COMPLETED: 'success',
  REJECTED: 'danger',
};

export function RequestStatusBadge({ status }: { status: TRequestStatus }) {
  return (
    <span className={`requests-badge requests-badge--${TONE[status] ?? 'info'}`}>
      {requestStatusLabel(status)}
    </span>
  );
}
