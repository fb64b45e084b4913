// Customer requests (spec 001 §2.6): created inside the transaction of the write that asks
// for something (rental request, retour, repair, depot in/out), with their process history.
// Always scoped by organisation_id.
import type { TRequestType } from '@portal/shared/contract/rentals';
import { PRODUCT_REQUEST_TYPES } from '@portal/shared/rules';
import type { TQueryable } from '../db/database.js';
import { announceRequestEvent } from '../live/request-events.js';

export type TCustomerRequestStatus = 'OPEN' | 'PROCESSING' | 'COMPLETED' | 'REJECTED';

/** Statuses that count as "still running": a second request of that kind is refused. */
export const RUNNING_REQUEST_STATUSES: readonly TCustomerRequestStatus[] = ['OPEN', 'PROCESSING'];

/**
 * One submitted field as the details page shows it: Dutch title and display value. The
 * value is plain text (escaped on output, services/request-html.ts) unless `isHtml` marks
 * HTML the server formatted itself (only a few bare tags survive then).
 */
export type TCustomField = { key: string; title: string; value: string; isHtml?: boolean };

export type TNewCustomerRequest = {
  organisationId: number;
  type: TRequestType;
  createdByUserId: number | null;
  contactId: number | null;
  locationFromId?: number | null;
  locationToId?: number | null;
  /** The rental case or product the request is about. */
  sourceId?: number | null;
  /** In form order; fields without a value are better left out by the caller. */
  customData: TCustomField[];
  status?: TCustomerRequestStatus;
  handledBy?: string | null;
  /** Seed only: back-dated requests. */
  createdAt?: Date;
  /**
   * Tell open pages (live updates, api/src/live/); default true. The demo seed's thousands
   * of back-dated requests are nobody's news.
   */
  isAnnounced?: boolean;
  /** The first process step; defaults to 'Aanvraag ingediend' / 'Ingediend via het klantportaal'. */
  firstStep?: { action: string; message: string | null } | null;
};

export const FIRST_STEP = {
  action: 'Aanvraag ingediend',
  message: 'Ingediend via het klantportaal',
} as const;

/**
 * Inserts a customer request and its first process step; returns its id. Call it with the
 * transaction of the write it belongs to.
 */
export async function createCustomerRequest(
  tx: TQueryable,
  request: TNewCustomerRequest,
): Promise<number> {
  const createdAt = request.createdAt ?? null;
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO customer_requests (organisation_id, type, status, created_at, created_by_user_id,
       contact_id, location_from_id, location_to_id, handled_by, source_id, custom_data)
     VALUES ($1, $2, $3, coalesce($4::timestamptz, now()), $5, $6, $7, $8, $9, $10, $11::jsonb)
     RETURNING id`,
    [
      request.organisationId,
      request.type,
      request.status ?? 'OPEN',
      createdAt,
      request.createdByUserId,
      request.contactId,
      request.locationFromId ?? null,
      request.locationToId ?? null,
      request.handledBy ?? null,
      request.sourceId ?? null,
      JSON.stringify(request.customData),
    ],
  );
  if (!row) throw new Error('INSERT INTO customer_requests returned no row');
  if (request.isAnnounced !== false) {
    await announceRequestEvent(tx, {
      customerRequestId: row.id,
      organisationId: request.organisationId,
      kind: 'created',
    });
  }
  const firstStep = request.firstStep === undefined ? FIRST_STEP : request.firstStep;
  if (firstStep) {
    await appendProcessStep(tx, {
      organisationId: request.organisationId,
      requestId: row.id,
      ...firstStep,
      createdAt: request.createdAt,
    });
  }
  return row.id;
}

export type TProcessStep = {
  organisationId: number;
  requestId: number;
  action: string;
  message: string | null;
  createdAt?: Date;
};

/** Adds a step to the process history of a request of `organisationId`; false when not theirs. */
export async function appendProcessStep(tx: TQueryable, step: TProcessStep): Promise<boolean> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO customer_request_process (organisation_id, request_id, created_at, action, message)
     SELECT r.organisation_id, r.id, coalesce($3::timestamptz, now()), $4, $5
     FROM customer_requests r WHERE r.organisation_id = $1 AND r.id = $2
     RETURNING id`,
    [step.organisationId, step.requestId, step.createdAt ?? null, step.action, step.message],
  );
  return rows.length > 0;
}

/** Whether `organisationId` has an OPEN or PROCESSING request of `type` about `sourceId`. */
/**
 * The product request types (PRODUCT_REQUEST_TYPES) running for product `productId`: what
 * productActionRefusal needs. Other types are left out, as their source is a rental case.
 */
export async function findRunningProductRequests(
  db: TQueryable,
  organisationId: number,
  productId: number,
): Promise<TRequestType[]> {
  const rows = await db.query<{ type: TRequestType }>(
    `SELECT DISTINCT type FROM customer_requests
     WHERE organisation_id = $1 AND type = ANY ($2::text[]) AND source_id = $3
       AND status = ANY ($4::text[])
     ORDER BY type`,
    [organisationId, PRODUCT_REQUEST_TYPES, productId, RUNNING_REQUEST_STATUSES],
  );
  return rows.map((row) => row.type);
}

export async function hasRunningRequest(
  db: TQueryable,
  organisationId: number,
  type: TRequestType,
  sourceId: number,
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM customer_requests
     WHERE organisation_id = $1 AND type = $2 AND source_id = $3 AND status = ANY ($4::text[])
     LIMIT 1`,
    [organisationId, type, sourceId, RUNNING_REQUEST_STATUSES],
  );
  return rows.length > 0;
}
