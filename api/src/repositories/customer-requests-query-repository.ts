// Reading customer requests (spec 001 §2.6, §7 Requests): the paged overview per tab with
// its filters, the details with the process history, and the staff's lists for the admin
// CLI. Customer reads are always scoped by organisation_id; the staff reads are not.
import type { TRequestStatus, TRequestType } from '@portal/shared/contract';
import type { TQueryable, TSqlParam } from '../db/database.js';

export type TRequestsFilter = {
  organisationId: number;
  statuses: readonly TRequestStatus[];
  /** A location: requests from or to it or to one of its child locations. */
  locationId?: number | null;
  type?: TRequestType | null;
  requestId?: number | null;
  contactId?: number | null;
};

export type TRequestListRow = {
  id: number;
  type: TRequestType;
  createdAt: string;
  locationFrom: string | null;
  locationTo: string | null;
  contact: string | null;
};

type TRawListRow = Omit<TRequestListRow, 'createdAt'> & { createdAt: Date | string };

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

// why: ids are compared as bigint, so an id beyond int4 finds nothing instead of failing.
function whereClause(filter: TRequestsFilter): { sql: string; params: TSqlParam[] } {
  const params: TSqlParam[] = [filter.organisationId, [...filter.statuses]];
  const conditions = ['r.organisation_id = $1', 'r.status = ANY ($2::text[])'];
  if (filter.locationId) {
    params.push(filter.locationId);
    const n = params.length;
    conditions.push(
      `EXISTS (SELECT 1 FROM locations l WHERE l.organisation_id = r.organisation_id
         AND (l.id = $${n}::bigint OR l.parent_id = $${n}::bigint)
         AND l.id IN (r.location_from_id, r.location_to_id))`,
    );
  }
  if (filter.type) {
    params.push(filter.type);
    conditions.push(`r.type = $${params.length}`);
  }
  if (filter.requestId) {
    params.push(filter.requestId);
    conditions.push(`r.id = $${params.length}::bigint`);
  }
  if (filter.contactId) {
    params.push(filter.contactId);
    conditions.push(`r.contact_id = $${params.length}::bigint`);
  }
  return { sql: conditions.join(' AND '), params };
}

/**
 * One page of requests, newest first, plus how many match in all. `offset` is 0-based
 * (the call's limitOffset minus 1).
 */
export async function findCustomerRequests(
  db: TQueryable,
  filter: TRequestsFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: TRequestListRow[]; totalCount: number }> {
  const where = whereClause(filter);
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM customer_requests r WHERE ${where.sql}`,
    where.params,
  );
  const n = where.params.length;
  const rows = await db.query<TRawListRow>(
    `SELECT r.id, r.type, r.created_at AS "createdAt",
       lf.name AS "locationFrom", lt.name AS "locationTo", c.name AS contact
     FROM customer_requests r
     LEFT JOIN locations lf ON lf.id = r.location_from_id AND lf.organisation_id = r.organisation_id
     LEFT JOIN locations lt ON lt.id = r.location_to_id AND lt.organisation_id = r.organisation_id
     LEFT JOIN contacts c ON c.id = r.contact_id AND c.organisation_id = r.organisation_id
     WHERE ${where.sql}
     ORDER BY r.created_at DESC, r.id DESC
     OFFSET $${n + 1} LIMIT $${n + 2}`,
    [...where.params, page.offset, page.limit],
  );
  return {
    rows: rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    totalCount: count?.total ?? 0,
  };
}

export type TRequestDetailsRow = {
  id: number;
  type: TRequestType;
  status: TRequestStatus;
  createdAt: string;
  user: string | null;
  contact: string | null;
  handledBy: string | null;
  customData: unknown;
  process: { date: string; action: string; message: string | null }[];
};

/** One request of `organisationId` with its process history (oldest first), or null. */
export async function findCustomerRequestDetails(
  db: TQueryable,
  organisationId: number,
  requestId: number,
): Promise<TRequestDetailsRow | null> {
  const [row] = await db.query<
    Omit<TRequestDetailsRow, 'createdAt' | 'process'> & { createdAt: Date | string }
  >(
    `SELECT r.id, r.type, r.status, r.created_at AS "createdAt", u.full_name AS "user",
       c.name AS contact, r.handled_by AS "handledBy", r.custom_data AS "customData"
     FROM customer_requests r
     LEFT JOIN users u ON u.id = r.created_by_user_id AND u.organisation_id = r.organisation_id
     LEFT JOIN contacts c ON c.id = r.contact_id AND c.organisation_id = r.organisation_id
     WHERE r.organisation_id = $1 AND r.id = $2::bigint`,
    [organisationId, requestId],
  );
  if (!row) return null;
  const steps = await db.query<{ date: Date | string; action: string; message: string | null }>(
    `SELECT created_at AS date, action, message FROM customer_request_process
     WHERE organisation_id = $1 AND request_id = $2::bigint
     ORDER BY created_at, id`,
    [organisationId, requestId],
  );
  return {
    ...row,
    createdAt: iso(row.createdAt),
    process: steps.map((step) => ({ ...step, date: iso(step.date) })),
  };
}

/** The request's status and organisation, locked for the rest of the transaction (staff). */
export async function lockCustomerRequest(
  tx: TQueryable,
  requestId: number,
): Promise<{ id: number; organisationId: number; status: TRequestStatus } | null> {
  const [row] = await tx.query<{ id: number; organisationId: number; status: TRequestStatus }>(
    `SELECT id, organisation_id AS "organisationId", status FROM customer_requests
     WHERE id = $1 FOR UPDATE`,
    [requestId],
  );
  return row ?? null;
}

/** Sets the status (and, when given, the handling employee) of a request (staff). */
export async function updateCustomerRequestStatus(
  tx: TQueryable,
  requestId: number,
  status: TRequestStatus,
  handledBy?: string,
): Promise<void> {
  await tx.query(
    `UPDATE customer_requests SET status = $2, handled_by = coalesce($3, handled_by)
     WHERE id = $1`,
    [requestId, status, handledBy ?? null],
  );
}

export type TStaffRequestRow = {
  id: number;
  organisation: string;
  type: TRequestType;
  status: TRequestStatus;
  createdAt: string;
  handledBy: string | null;
  contact: string | null;
};

/** Requests of every (or one) organisation for the staff, newest first (admin CLI). */
export async function listRequestsForStaff(
  db: TQueryable,
  filter: { organisationId?: number | null; status?: TRequestStatus | null },
): Promise<TStaffRequestRow[]> {
  const rows = await db.query<Omit<TStaffRequestRow, 'createdAt'> & { createdAt: Date | string }>(
    `SELECT r.id, o.name AS organisation, r.type, r.status, r.created_at AS "createdAt",
       r.handled_by AS "handledBy", c.name AS contact
     FROM customer_requests r
     JOIN organisations o ON o.id = r.organisation_id
     LEFT JOIN contacts c ON c.id = r.contact_id
     WHERE ($1::int IS NULL OR r.organisation_id = $1) AND ($2::text IS NULL OR r.status = $2)
     ORDER BY r.created_at DESC, r.id DESC`,
    [filter.organisationId ?? null, filter.status ?? null],
  );
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
}

/** Whether request `id` exists in the organisation (page titles). */
export async function customerRequestExists(
  db: TQueryable,
  organisationId: number,
  id: number,
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    'SELECT id FROM customer_requests WHERE organisation_id = $1 AND id = $2',
    [organisationId, id],
  );
  return rows.length > 0;
}
