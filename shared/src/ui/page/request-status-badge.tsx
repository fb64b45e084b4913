/**
 * A customer request's status as a Dutch word in a coloured badge (text plus colour, never
 * colour alone): on the requests' pages and on a case's or aid's running requests.
 */
import type { TRequestStatus } from '../../contract/requests.js';
import { MESSAGES } from '../../rules/catalogue/messages.js';
import { Badge, type TBadgeTone } from './badge.js';

const TONE: Record<TRequestStatus, TBadgeTone> = {
  OPEN: 'info',
  PROCESSING: 'warning',
  COMPLETED: 'success',
  REJECTED: 'danger',
};

/** The Dutch word of a status; an unknown one shows as it is. */
export function requestStatusLabel(status: TRequestStatus | string): string {
  return (MESSAGES.requestStatusLabels as Record<string, string>)[status] ?? status;
}

export function RequestStatusBadge({ status }: { status: TRequestStatus }) {
  return <Badge tone={TONE[status] ?? 'info'}>{requestStatusLabel(status)}</Badge>;
}
