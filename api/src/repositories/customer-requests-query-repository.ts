// Reading customer requests (spec 001 §2.6, §7 Requests): the paged overview per tab with
// its filters, the details with the process history, and the staff's lists for the admin
// CLI. Customer reads are always scoped by organisation_id; the staff reads are not.
import type { TRequestType } from '@portal/shared/contract/rentals';
import type { TRequestStatus, TRequestTab } from '@portal/shared/contract/requests';
import type { LIST_SORT_KEYS, TSortDirection } from '@portal/shared/contract';
import type { TQueryable } from '../db/database.js';
import {
  counted,
  eachListBatch,
  findListPage,
  ListFilter,
  searchCondition,
  sortedList,
  sql,
  type TListSource,
  type TListTotal,
} from '../db/list-query.js';
import { NameLookup } from '../db/name-lookups.js';

export type TRequestsFilter = {
  organisationId: number;
  tab: TRequestTab;
  /** A location: requests from or to it or to one of its child locations. */
  locationId?: number | null;
  type?: TRequestType | null;
  requestId?: number | null;
  contactId?: number | null;
  /** Ours (issue 23): the free search and the order (shared/contract list-order.ts). */
  search?: string | null;
  sortBy?: TRequestSortKey | null;
  sortDirection?: TSortDirection | null;
};

type TRequestSortKey = (typeof LIST_SORT_KEYS.customerRequests)[number];

/** The orders a user may choose: Id (index customer_requests_by_id, migration 014), Datum. */
const REQUEST_SORTS: Record<TRequestSortKey, readonly string[]> = {
  customerRequestId: ['id'],
  createDate: ['created_at', 'id'],
};

export type TRequestListRow = {
  id: number;
  type: TRequestType;
  createdAt: string;
  locationFrom: string | null;
  locationTo: string | null;
  contact: string | null;
};

/** A page's row: the list's and what tells two of one type apart (issue 38). */
export type TRequestPageRow = TRequestListRow & {
  status: TRequestStatus;
  subject: string | null;
  room: string | null;
};

type TRawListRow = Omit<TRequestPageRow, 'createdAt'> & { createdAt: Date | string };

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** A request's own columns, as a page and an export read them. */
const OWN_COLUMNS = 'r.id, r.type, r.created_at AS "createdAt"';

/** The field `key` of what was entered (custom_data, migration 002): `part` 'value' or 'title'. */
const entered = (key: string, part: 'value' | 'title' = 'value') =>
  `(SELECT f->>'${part}' FROM jsonb_array_elements(r.custom_data) f WHERE f->>'key' = '${key}' LIMIT 1)`;

/** The request types whose source_id is a rental case; the others' is a product. */
export const RENTAL_CASE_REQUEST_TYPES: readonly TRequestType[] = ['RENTAL-STOP', 'REPAIR-RENTAL'];
const CASE_TYPES_SQL = RENTAL_CASE_REQUEST_TYPES.map((type) => `'${type}'`).join(', ');

/**
 * What a request is about (issue 38), as its form named it: an aid, 'Dossier <case>' (the
 * field's own title before its value), the cases of a retour, a delivery's articles.
 */
const SUBJECT = `coalesce(${entered('product')},
    ${entered('rentalCase', 'title')} || ' ' || ${entered('rentalCase')},
    ${entered('rentalCases', 'title')} || ' ' || ${entered('rentalCases')},
    ${entered('articles')})`;

/**
 * The department and room it is for: as entered (a delivery, a new rental), else where its
 * case or aid is now. No client's name: a list read of names (api/src/access-log).
 */
const ROOM = `coalesce(
    nullif(concat_ws(' / ', ${entered('department')}, nullif(${entered('room')}, '')), ''),
    nullif(concat_ws(' / ', scd.name, nullif(sc.room, '')), ''),
    nullif(concat_ws(' / ', spd.name, nullif(sp.room, '')), ''))`;

/** A tab of the overview, newest first; served by index customer_requests_list. */
export const CUSTOMER_REQUESTS_LIST: TListSource = {
  table: 'customer_requests',
  alias: 'r',
  orderBy: ['created_at', 'id'],
  descending: true,
  columns: `${OWN_COLUMNS}, lf.name AS "locationFrom", lt.name AS "locationTo",
    c.name AS contact, r.status, ${SUBJECT} AS subject, ${ROOM} AS room`,
  // why: the page's ten rows only are joined (findListPage), so the subject's case or aid
  // costs ten primary-key look-ups, whatever the list's size.
  joins: `
    LEFT JOIN locations lf ON lf.id = r.location_from_id AND lf.organisation_id = r.organisation_id
    LEFT JOIN locations lt ON lt.id = r.location_to_id AND lt.organisation_id = r.organisation_id
    LEFT JOIN contacts c ON c.id = r.contact_id AND c.organisation_id = r.organisation_id
    LEFT JOIN rental_cases sc ON r.type IN (${CASE_TYPES_SQL}) AND sc.id = r.source_id
      AND sc.organisation_id = r.organisation_id
    LEFT JOIN departments scd ON scd.id = sc.department_id AND scd.organisation_id = r.organisation_id
    LEFT JOIN products sp ON r.type NOT IN (${CASE_TYPES_SQL}) AND sp.id = r.source_id
      AND sp.organisation_id = r.organisation_id
    LEFT JOIN departments spd ON spd.id = sp.department_id AND spd.organisation_id = r.organisation_id`,
  pageBuckets: { column: 'page_bucket', type: 'timestamptz' },
  // why: what was entered (custom_data's values) per tab, and the id (migration 013).
  search: { text: 'search_text', number: 'id' },
};

function requestsList(filter: TRequestsFilter): TListSource {
  return sortedList(CUSTOMER_REQUESTS_LIST, REQUEST_SORTS, filter.sortBy, filter.sortDirection);
}

// why: ids are compared as bigint, so an id beyond int4 finds nothing instead of failing.
function requestsFilter(filter: TRequestsFilter): ListFilter {
  const where = new ListFilter()
    .where(sql`r.organisation_id = ${filter.organisationId}`)
    .where(sql`r.tab = ${filter.tab}`);
  if (filter.locationId) {
    where.where(sql`r.location_from_id = ANY (ARRAY(SELECT l.id FROM locations l
        WHERE l.organisation_id = ${filter.organisationId}
          AND (l.id = ${filter.locationId}::bigint OR l.parent_id = ${filter.locationId}::bigint)))
      OR r.location_to_id = ANY (ARRAY(SELECT l.id FROM locations l
        WHERE l.organisation_id = ${filter.organisationId}
          AND (l.id = ${filter.locationId}::bigint OR l.parent_id = ${filter.locationId}::bigint)))`);
  }
  if (filter.type) where.where(sql`r.type = ${filter.type}`);
  if (filter.requestId) where.where(sql`r.id = ${filter.requestId}::bigint`);
  if (filter.contactId) where.where(sql`r.contact_id = ${filter.contactId}::bigint`);
  const search = searchCondition(CUSTOMER_REQUESTS_LIST, filter.search);
  if (search) where.where(search);
  return where;
}

/**
 * The tab's counter, or the counter of the tab and type (migration 008) when only a type
 * narrows it; other filters count their matches.
 */
function requestsTotal(filter: TRequestsFilter): TListTotal {
  const { organisationId, tab, type } = filter;
  if (filter.search?.trim()) return 'window';
  if (filter.locationId || filter.requestId || filter.contactId) return 'count';
  if (type) return counted('customer_requests.type', organisationId, [`${tab}/${type}`]);
  return counted('customer_requests', organisationId, [tab]);
}

function toListRow(row: TRawListRow): TRequestPageRow {
  return { ...row, createdAt: iso(row.createdAt) };
}

/**
 * One page of a tab with how many match in all. `offset` is the call's 1-based
 * limitOffset (page*10-9).
 */
export async function findCustomerRequestsPage(
  db: TQueryable,
  filter: TRequestsFilter,
  page: { offset: number; rows: number },
): Promise<{ rows: TRequestPageRow[]; totalCount: number }> {
  const { rows, totalCount } = await findListPage<TRawListRow>(
    db,
    requestsList(filter),
    requestsFilter(filter),
    page,
    requestsTotal(filter),
  );
  return { rows: rows.map(toListRow), totalCount };
}

/** Every request of a tab with its filters, in list order, in keyset batches (Excel). */
export async function* eachCustomerRequestBatch(
  db: TQueryable,
  filter: TRequestsFilter,
): AsyncGenerator<TRequestListRow[]> {
  const locations = new NameLookup(db, 'locations', filter.organisationId);
  const contacts = new NameLookup(db, 'contacts', filter.organisationId);
  // why: names from lookups read once per file, not joined per batch (db/name-lookups.ts).
  const exported = {
    ...requestsList(filter),
    columns: `${OWN_COLUMNS}, r.location_from_id AS "locationFromId",
      r.location_to_id AS "locationToId", r.contact_id AS "contactId"`,
    joins: '',
  };
  type TExported = Pick<TRawListRow, 'id' | 'type' | 'createdAt'> & {
    locationFromId: number | null;
    locationToId: number | null;
    contactId: number | null;
  };
  for await (const rows of eachListBatch<TExported>(db, exported, requestsFilter(filter))) {
    await locations.load(rows.flatMap((row) => [row.locationFromId, row.locationToId]));
    await contacts.load(rows.map((row) => row.contactId));
    yield rows.map((row) => ({
      id: row.id,
      type: row.type,
      createdAt: iso(row.createdAt),
      locationFrom: locations.name(row.locationFromId),
      locationTo: locations.name(row.locationToId),
      contact: contacts.name(row.contactId),
    }));
  }
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
  /** The depot order this request made, when it made one (issue 38). */
  depotCaseId: number | null;
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
       c.name AS contact, r.handled_by AS "handledBy", r.custom_data AS "customData",
       (SELECT d.id FROM depot_cases d
        WHERE d.organisation_id = r.organisation_id AND d.customer_request_id = r.id
        ORDER BY d.id LIMIT 1) AS "depotCaseId"
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
): Promise<{
  id: number;
  organisationId: number;
  status: TRequestStatus;
  version: number;
} | null> {
  const [row] = await tx.query<{
    id: number;
    organisationId: number;
    status: TRequestStatus;
    version: number;
  }>(
    `SELECT id, organisation_id AS "organisationId", status, version FROM customer_requests
     WHERE id = $1 FOR UPDATE`,
    [requestId],
  );
  return row ?? null;
}

/**
 * Sets the status (and, when given, the handling employee's name and account) of a request
 * and raises its version (staff; every move, a step too).
 */
export async function updateCustomerRequestStatus(
  tx: TQueryable,
  requestId: number,
  status: TRequestStatus,
  handler: { handledBy?: string | undefined; assignedUserId?: number | undefined } = {},
): Promise<void> {
  await tx.query(
    `UPDATE customer_requests SET status = $2, handled_by = coalesce($3, handled_by),
       assigned_user_id = coalesce($4, assigned_user_id), version = version + 1
     WHERE id = $1`,
    [requestId, status, handler.handledBy ?? null, handler.assignedUserId ?? null],
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

export type TRunningRequestRow = {
  id: number;
  type: TRequestType;
  status: TRequestStatus;
  createdAt: string;
};

/**
 * The OPEN and PROCESSING requests of `organisationId` about one rental case or product,
 * newest first, at most `limit` (issue 38). A case's: its repair and the retours that hold
 * it (a retour's source is its first case, rental_retour_cases has them all); a product's:
 * the product requests whose source it is and the depot orders that carry it. Served by
 * customer_requests_source, rental_retour_cases_case and depot_case_items_product.
 */
export async function findRunningRequests(
  db: TQueryable,
  organisationId: number,
  subject: { kind: 'rentalCase' | 'product'; id: number },
  limit: number,
): Promise<TRunningRequestRow[]> {
  // why: only a subject of the caller's organisation has requests of its own.
  const owned =
    subject.kind === 'rentalCase'
      ? 'EXISTS (SELECT 1 FROM rental_cases c WHERE c.id = $2 AND c.organisation_id = $1)'
      : 'EXISTS (SELECT 1 FROM products p WHERE p.id = $2 AND p.organisation_id = $1)';
  const related =
    subject.kind === 'rentalCase'
      ? `(r.type IN (${CASE_TYPES_SQL}) AND r.source_id = $2)
         OR r.id IN (SELECT rr.customer_request_id FROM rental_retour_cases rc
           JOIN rental_retours rr ON rr.id = rc.retour_id AND rr.organisation_id = rc.organisation_id
           WHERE rc.organisation_id = $1 AND rc.rental_case_id = $2)`
      : `(r.type NOT IN (${CASE_TYPES_SQL}) AND r.source_id = $2)
         OR r.id IN (SELECT d.customer_request_id FROM depot_case_items i
           JOIN depot_cases d ON d.id = i.depot_case_id AND d.organisation_id = $1
           WHERE i.product_id = $2 AND d.customer_request_id IS NOT NULL)`;
  const rows = await db.query<Omit<TRunningRequestRow, 'createdAt'> & { createdAt: Date | string }>(
    `SELECT r.id, r.type, r.status, r.created_at AS "createdAt" FROM customer_requests r
     WHERE r.organisation_id = $1 AND r.status IN ('OPEN', 'PROCESSING') AND ${owned}
       AND (${related})
     ORDER BY r.created_at DESC, r.id DESC
     LIMIT $3`,
    [organisationId, subject.id, limit],
  );
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
}
