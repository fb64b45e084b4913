// The back office's reads (issue 41): the inbox of every organisation's customer requests
// in SLA order (overdue first, indexes of migration 050), the counts of its tabs, the
// choices of its filters, and one request with everything its customer entered. These
// reads are not scoped to one organisation: only back-office calls (staff) reach them.
import type { TInboxRequest } from '@portal/shared/contract/backoffice';
import type { TRequestType } from '@portal/shared/contract/rentals';
import type { TRequestStatus, TRequestTab } from '@portal/shared/contract/requests';
import type { TQueryable } from '../db/database.js';
import {
  findListPage,
  ListFilter,
  searchCondition,
  sortedList,
  sql,
  type TListSource,
  type TListTotal,
} from '../db/list-query.js';
import { CUSTOMER_REQUESTS_LIST } from './customer-requests-query-repository.js';

/** The value of the form field `key` of a request (custom_data, migration 002). */
const field = (key: string) =>
  `(SELECT f->>'value' FROM jsonb_array_elements(r.custom_data) f WHERE f->>'key' = '${key}' LIMIT 1)`;

const INBOX: TListSource = {
  table: 'customer_requests',
  alias: 'r',
  orderBy: ['due_at', 'id'],
  descending: false,
  columns: `r.id AS "customerRequestId", r.organisation_id AS "organisationId",
    o.name AS organisation, r.type, r.status, r.created_at AS "createDate",
    r.due_at AS "dueAt", r.is_urgent AS "isUrgent",
    coalesce(${field('product')}, ${field('rentalCase')}, ${field('articles')}) AS subject,
    ${field('room')} AS room, coalesce(${field('deliverDate')}, ${field('retourDate')}) AS "wishDate",
    a.full_name AS assignee`,
  joins: `JOIN organisations o ON o.id = r.organisation_id
    LEFT JOIN users a ON a.id = r.assigned_user_id`,
  search: CUSTOMER_REQUESTS_LIST.search,
};

const INBOX_SORTS: Record<string, readonly string[]> = {
  dueAt: ['due_at', 'id'],
  createDate: ['created_at', 'id'],
  customerRequestId: ['id'],
};

export type TInboxFilter = Omit<TInboxRequest, 'limitOffset' | 'limitRows'> & {
  /** The caller, for assignee 'me' on the client (it sends its own id). */
  tabType: TRequestTab;
};

const AGE_HOURS = { TODAY: 24, WEEK: 24 * 7 } as const;

function inboxFilter(filter: TInboxFilter): ListFilter {
  const where = new ListFilter().where(sql`r.tab = ${filter.tabType}`);
  if (filter.organisation) where.where(sql`r.organisation_id = ${Number(filter.organisation)}`);
  if (filter.requestType) where.where(sql`r.type = ${filter.requestType}`);
  if (filter.status) where.where(sql`r.status = ${filter.status}`);
  if (filter.urgency) where.where(sql`r.is_urgent = ${filter.urgency === 'URGENT'}`);
  if (filter.age === 'TODAY' || filter.age === 'WEEK') {
    where.where(sql`r.created_at >= now() - make_interval(hours => ${AGE_HOURS[filter.age]})`);
  } else if (filter.age === 'OLDER') {
    where.where(sql`r.created_at < now() - make_interval(hours => ${AGE_HOURS.WEEK})`);
  }
  if (filter.assignee === 'NONE') where.where(sql`r.assigned_user_id IS NULL`);
  else if (filter.assignee) where.where(sql`r.assigned_user_id = ${Number(filter.assignee)}`);
  const search = searchCondition(INBOX, filter.search);
  if (search) where.where(search);
  return where;
}

function hasNarrowing(filter: TInboxFilter): boolean {
  return Boolean(
    filter.organisation ||
    filter.requestType ||
    filter.status ||
    filter.urgency ||
    filter.age ||
    filter.assignee,
  );
}

/** The tab's counter (every organisation) when nothing narrows it; otherwise a count. */
function inboxTotal(filter: TInboxFilter): TListTotal {
  if (filter.search?.trim()) return 'window';
  if (hasNarrowing(filter)) return 'count';
  return {
    query: sql`SELECT coalesce(sum(count), 0)::int FROM list_counts
      WHERE list = 'customer_requests' AND bucket = ${filter.tabType}`,
  };
}

export type TInboxRow = {
  customerRequestId: number;
  organisationId: number;
  organisation: string;
  type: TRequestType;
  status: TRequestStatus;
  createDate: string;
  dueAt: string;
  isUrgent: boolean;
  subject: string | null;
  room: string | null;
  wishDate: string | null;
  assignee: string | null;
};

type TRawInboxRow = Omit<TInboxRow, 'createDate' | 'dueAt'> & {
  createDate: Date | string;
  dueAt: Date | string;
};

export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** One page of the inbox's tab, with its filters, and how many match in all. */
export async function findInboxPage(
  db: TQueryable,
  filter: TInboxFilter,
  page: { offset: number; rows: number },
): Promise<{ rows: TInboxRow[]; totalCount: number }> {
  const source = sortedList(INBOX, INBOX_SORTS, filter.sortBy, filter.sortDirection);
  const { rows, totalCount } = await findListPage<TRawInboxRow>(
    db,
    source,
    inboxFilter(filter),
    page,
    inboxTotal(filter),
  );
  return {
    rows: rows.map((row) => ({ ...row, createDate: iso(row.createDate), dueAt: iso(row.dueAt) })),
    totalCount,
  };
}

/** How many requests each tab holds (the counters of migration 005), and how many are late. */
export async function countInbox(
  db: TQueryable,
): Promise<{ open: number; processing: number; archive: number; overdue: number }> {
  const tabs = await db.query<{ bucket: string; count: number }>(
    `SELECT bucket, coalesce(sum(count), 0)::int AS count FROM list_counts
     WHERE list = 'customer_requests' GROUP BY bucket`,
  );
  const [late] = await db.query<{ count: number }>(
    `SELECT (SELECT count(*) FROM customer_requests WHERE tab = 'open' AND due_at < now())
       + (SELECT count(*) FROM customer_requests WHERE tab = 'processing' AND due_at < now())
       AS count`,
  );
  const of = (tab: string) => tabs.find((row) => row.bucket === tab)?.count ?? 0;
  return {
    open: of('open'),
    processing: of('processing'),
    archive: of('archive'),
    overdue: Number(late?.count ?? 0),
  };
}

/** The customers' organisations and the supplier's staff, by name (the inbox's filters). */
export async function findInboxOptions(db: TQueryable): Promise<{
  organisations: { id: number; name: string }[];
  staff: { id: number; name: string }[];
}> {
  const organisations = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM organisations WHERE NOT is_supplier ORDER BY lower(name), id',
  );
  const staff = await db.query<{ id: number; name: string }>(
    `SELECT u.id, u.full_name AS name FROM users u
     JOIN organisations o ON o.id = u.organisation_id AND o.is_supplier
     WHERE u.is_active AND 'staff' = ANY (u.roles) ORDER BY lower(u.full_name), u.id`,
  );
  return { organisations, staff };
}

/** A staff member by id (take: assigned to a colleague), or null. */
export async function findStaffMember(
  db: TQueryable,
  userId: number,
): Promise<{ id: number; name: string } | null> {
  const [row] = await db.query<{ id: number; name: string }>(
    `SELECT u.id, u.full_name AS name FROM users u
     JOIN organisations o ON o.id = u.organisation_id AND o.is_supplier
     WHERE u.id = $1 AND u.is_active AND 'staff' = ANY (u.roles)`,
    [userId],
  );
  return row ?? null;
}

export type TBackOfficeRequestRow = {
  customerRequestId: number;
  organisationId: number;
  organisation: string;
  type: TRequestType;
  status: TRequestStatus;
  version: number;
  createDate: string;
  dueAt: string;
  isUrgent: boolean;
  user: string | null;
  contact: string | null;
  assigneeUserId: number | null;
  assignee: string | null;
  sourceId: number | null;
  customData: unknown;
  process: { date: string; action: string; message: string | null }[];
};

/** One request of any organisation with its history (oldest first), or null. */
export async function findBackOfficeRequest(
  db: TQueryable,
  requestId: number,
): Promise<TBackOfficeRequestRow | null> {
  const [row] = await db.query<
    Omit<TBackOfficeRequestRow, 'createDate' | 'dueAt' | 'process'> & {
      createDate: Date | string;
      dueAt: Date | string;
    }
  >(
    `SELECT r.id AS "customerRequestId", r.organisation_id AS "organisationId",
       o.name AS organisation, r.type, r.status, r.version, r.created_at AS "createDate",
       r.due_at AS "dueAt", r.is_urgent AS "isUrgent", u.full_name AS "user", c.name AS contact,
       r.assigned_user_id AS "assigneeUserId", coalesce(a.full_name, r.handled_by) AS assignee,
       r.source_id AS "sourceId", r.custom_data AS "customData"
     FROM customer_requests r
     JOIN organisations o ON o.id = r.organisation_id
     LEFT JOIN users u ON u.id = r.created_by_user_id AND u.organisation_id = r.organisation_id
     LEFT JOIN contacts c ON c.id = r.contact_id AND c.organisation_id = r.organisation_id
     LEFT JOIN users a ON a.id = r.assigned_user_id
     WHERE r.id = $1::bigint`,
    [requestId],
  );
  if (!row) return null;
  const steps = await db.query<{ date: Date | string; action: string; message: string | null }>(
    `SELECT created_at AS date, action, message FROM customer_request_process
     WHERE request_id = $1::bigint ORDER BY created_at, id`,
    [requestId],
  );
  return {
    ...row,
    createDate: iso(row.createDate),
    dueAt: iso(row.dueAt),
    process: steps.map((step) => ({ ...step, date: iso(step.date) })),
  };
}
