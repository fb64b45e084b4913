// The writers' half of the live updates: a change of a customer request is announced with
// PostgreSQL's NOTIFY inside the transaction that makes it, so it is delivered when (and
// only if) that transaction commits, to every api process's LISTEN connection
// (live-listener.ts). The payload holds ids and a kind, never data.
import { ZLiveEventKind, type TLiveEventKind } from '@portal/shared/contract';
import type { TQueryable } from '../db/database.js';

/** The one channel of the portal's live updates. */
export const LIVE_CHANNEL = 'portal_request_events';

/** A change: which request, of which organisation (who may hear it), and what happened. */
export type TRequestEvent = {
  customerRequestId: number;
  organisationId: number;
  kind: TLiveEventKind;
};

/**
 * Announces `event` in transaction `tx` (PostgreSQL delivers it at the commit; a rollback
 * drops it). Call it with the transaction of the write itself, never after it on `db`.
 */
export async function announceRequestEvent(tx: TQueryable, event: TRequestEvent): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [
    LIVE_CHANNEL,
    // why: short keys, the payload limit is 8000 bytes and nothing else is needed.
    `${event.customerRequestId}:${event.organisationId}:${event.kind}`,
  ]);
}

/** The event of a notification's payload, or null for one the portal did not write. */
export function parseRequestEvent(payload: string | undefined): TRequestEvent | null {
  const match = /^(\d{1,10}):(\d{1,10}):([a-z]{1,20})$/.exec(payload ?? '');
  if (!match) return null;
  const kind = ZLiveEventKind.safeParse(match[3]);
  const customerRequestId = Number(match[1]);
  const organisationId = Number(match[2]);
  if (!kind.success || !(customerRequestId > 0) || !(organisationId > 0)) return null;
  return { customerRequestId, organisationId, kind: kind.data };
}
