/**
 * The SLA clock of a request: time left until its target (its type and urgency, migration
 * 050), or how long it is overdue, in a badge (text plus colour, never colour alone). A
 * closed request's clock has stopped.
 */
import type { TRequestStatus } from '@portal/shared/contract/requests';
import { BACKOFFICE_TEXTS } from '@portal/shared/rules/backoffice-texts';
import { Badge } from '@portal/shared/ui/lists';

const T = BACKOFFICE_TEXTS;

/** Minutes from `now` until `dueAt` (negative: overdue). */
export function minutesLeft(dueAt: string, now: number = Date.now()): number {
  return (Date.parse(dueAt) - now) / 60_000;
}

export function slaClockText(dueAt: string, status: TRequestStatus, now?: number): string {
  if (status === 'COMPLETED' || status === 'REJECTED') return T.clockStopped;
  const left = minutesLeft(dueAt, now);
  return left < 0 ? T.clockOverdue(T.duration(left)) : T.clockLeft(T.duration(left));
}

export function SlaClock({ dueAt, status }: { dueAt: string; status: TRequestStatus }) {
  const isClosed = status === 'COMPLETED' || status === 'REJECTED';
  const left = minutesLeft(dueAt);
  const tone = isClosed ? 'info' : left < 0 ? 'danger' : left < 120 ? 'warning' : 'success';
  return <Badge tone={tone}>{slaClockText(dueAt, status)}</Badge>;
}

/** How long ago `createDate` was, in words ('3 uur oud'). */
export function ageText(createDate: string, now: number = Date.now()): string {
  return T.ageText(T.duration((now - Date.parse(createDate)) / 60_000));
}
