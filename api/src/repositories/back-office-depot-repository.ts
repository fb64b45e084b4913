// The back office's reads of depot orders (issue 41 "Depot orders the same way"): the list of
// every organisation's orders per tab (newest first, or by planned day; indexes of migration
// 054), the counts of its tabs, and one order with everything it holds. Not scoped to one
// organisation: only back-office calls (staff) reach them.
import type {
  TBackOfficeDepotOrder,
  TDepotOrderRow,
  TDepotOrdersRequest,
} from '@portal/shared/contract/backoffice';
import type { TDepotTab } from '@portal/shared/contract/depot';
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
import { iso } from './back-office-repository.js';

/** The customer's wish date of the order's request (its form's deliverDate), yyyy-MM-dd. */
const WISH_DATE = `(SELECT to_char(to_date(e->>'value', 'DD-MM-YYYY'), 'YYYY-MM-DD')
  FROM customer_requests r, jsonb_array_elements(r.custom_data) e
  WHERE r.id = c.customer_request_id AND r.organisation_id = c.organisation_id
    AND e->>'key' = 'deliverDate' AND e->>'value' ~ '^[0-9]{2}-[0-9]{2}-[0-9]{4}$' LIMIT 1)`;

/** What an item is: the aid (article and serial), or the article or category to pick. */
const ITEM_NAME = `coalesce(a.name || ' ' || p.serial_number, ia.name, ic.title, '')`;
const ITEM_JOINS = `LEFT JOIN products p ON p.id = i.product_id AND p.organisation_id = i.organisation_id
  LEFT JOIN articles a ON a.id = p.article_id
  LEFT JOIN articles ia ON ia.id = i.article_id
  LEFT JOIN article_categories ic ON ic.id = i.category_id`;

const ORDERS: TListSource = {
  table: 'depot_cases',
  alias: 'c',
  orderBy: ['created_at', 'id'],
  descending: true,
  columns: `c.id AS "depotCaseId", c.organisation_id AS "organisationId", o.name AS organisation,
    c.name, c.form_type AS "formType", c.depot_status AS status, c.created_at AS "createDate",
    l.name AS location, c.room,
    (SELECT string_agg(${ITEM_NAME}, ', ' ORDER BY i.id)
     FROM (SELECT * FROM depot_case_items WHERE depot_case_id = c.id ORDER BY id LIMIT 3) i
     ${ITEM_JOINS}) AS items,
    (SELECT coalesce(sum(amount), 0)::int FROM depot_case_items WHERE depot_case_id = c.id)
      AS "itemCount",
    ${WISH_DATE} AS "wishDate",
    to_char(c.planned_date, 'YYYY-MM-DD') AS "plannedDate", c.planned_window AS "plannedWindow",
    c.priority_call AS "isUrgent"`,
  joins: `JOIN organisations o ON o.id = c.organisation_id
    LEFT JOIN locations l ON l.id = c.location_id`,
  // why: the name, addresses, room and remarks per tab, and the number (migration 013).
  search: { text: 'search_text', number: 'id' },
};

const ORDER_SORTS: Record<string, readonly string[]> = {
  createDate: ['created_at', 'id'],
  plannedDate: ['planned_key', 'id'],
  depotCaseId: ['id'],
};

export type TDepotOrdersFilter = Omit<TDepotOrdersRequest, 'limitOffset' | 'limitRows'> & {
  tabType: TDepotTab;
};

function ordersFilter(filter: TDepotOrdersFilter): ListFilter {
  const where = new ListFilter().where(sql`c.tab = ${filter.tabType}`);
  if (filter.organisation) where.where(sql`c.organisation_id = ${Number(filter.organisation)}`);
  if (filter.status) where.where(sql`c.depot_status = ${filter.status}`);
  if (filter.formType) where.where(sql`c.form_type = ${filter.formType}`);
  const search = searchCondition(ORDERS, filter.search);
  if (search) where.where(search);
  return where;
}

/** The tab's counter (every organisation) when nothing narrows it; otherwise a count. */
function ordersTotal(filter: TDepotOrdersFilter): TListTotal {
  if (filter.search?.trim()) return 'window';
  if (filter.organisation || filter.status || filter.formType) return 'count';
  return {
    query: sql`SELECT coalesce(sum(count), 0)::int FROM list_counts
      WHERE list = 'depot_cases' AND bucket = ${filter.tabType}`,
  };
}

type TRawRow = Omit<TDepotOrderRow, 'createDate'> & { createDate: Date | string };

/** One page of a tab of every organisation's depot orders, and how many match in all. */
export async function findDepotOrdersPage(
  db: TQueryable,
  filter: TDepotOrdersFilter,
  page: { offset: number; rows: number },
): Promise<{ rows: TDepotOrderRow[]; totalCount: number }> {
  const source = sortedList(ORDERS, ORDER_SORTS, filter.sortBy, filter.sortDirection);
  const { rows, totalCount } = await findListPage<TRawRow>(
    db,
    source,
    ordersFilter(filter),
    page,
    ordersTotal(filter),
  );
  return { rows: rows.map((row) => ({ ...row, createDate: iso(row.createDate) })), totalCount };
}

/** How many orders each tab holds, every organisation (the counters of migration 007). */
export async function countDepotOrders(
  db: TQueryable,
): Promise<{ pending: number; archive: number }> {
  const tabs = await db.query<{ bucket: string; count: number }>(
    `SELECT bucket, coalesce(sum(count), 0)::int AS count FROM list_counts
     WHERE list = 'depot_cases' GROUP BY bucket`,
  );
  const of = (tab: string) => tabs.find((row) => row.bucket === tab)?.count ?? 0;
  return { pending: of('pending'), archive: of('archive') };
}

export type TBackOfficeDepotOrderRow = TBackOfficeDepotOrder & {
  /** The client the request or an aid names (the access entry's), or null. */
  clientName: string | null;
};

type TRawOrder = Omit<
  TBackOfficeDepotOrderRow,
  'createDate' | 'handleDate' | 'deliveredAt' | 'items'
> & {
  createDate: Date | string;
  handleDate: Date | string | null;
  deliveredAt: Date | string | null;
};

/** One depot order of any organisation with its items (in order), or null. */
export async function findBackOfficeDepotOrder(
  db: TQueryable,
  depotCaseId: number,
): Promise<TBackOfficeDepotOrderRow | null> {
  const [row] = await db.query<TRawOrder>(
    `SELECT c.id AS "depotCaseId", c.organisation_id AS "organisationId", o.name AS organisation,
       c.name, c.form_type AS "formType", c.depot_status AS status, c.version,
       c.created_at AS "createDate", c.handled_at AS "handleDate", l.name AS location,
       d.name AS department, c.room, c.pickup_address AS "pickupAddress",
       c.dropoff_address AS "dropoffAddress", c.remarks, c.priority_call AS "priorityCall",
       c.last_action AS "lastAction", c.time_spent_minutes AS "timeSpent",
       ${WISH_DATE} AS "wishDate",
       to_char(c.planned_date, 'YYYY-MM-DD') AS "plannedDate", c.planned_window AS "plannedWindow",
       c.delivered_at AS "deliveredAt", c.customer_request_id AS "customerRequestId",
       q.status AS "requestStatus",
       coalesce(
         (SELECT f->>'value' FROM jsonb_array_elements(q.custom_data) f
          WHERE f->>'key' = 'clientName' AND f->>'value' <> '' LIMIT 1),
         (SELECT min(p.client_name) FROM depot_case_items i
          JOIN products p ON p.id = i.product_id AND p.organisation_id = i.organisation_id
          WHERE i.depot_case_id = c.id AND p.client_name <> '')) AS "clientName"
     FROM depot_cases c
     JOIN organisations o ON o.id = c.organisation_id
     LEFT JOIN locations l ON l.id = c.location_id
     LEFT JOIN departments d ON d.id = c.department_id
     LEFT JOIN customer_requests q ON q.id = c.customer_request_id
       AND q.organisation_id = c.organisation_id
     WHERE c.id = $1::bigint`,
    [depotCaseId],
  );
  if (!row) return null;
  const items = await db.query<TBackOfficeDepotOrder['items'][number]>(
    `SELECT ${ITEM_NAME} AS name, p.id AS "productId", p.depot_status AS "depotStatus",
       i.amount
     FROM depot_case_items i ${ITEM_JOINS}
     WHERE i.depot_case_id = $1::bigint ORDER BY i.id`,
    [depotCaseId],
  );
  return {
    ...row,
    createDate: iso(row.createDate),
    handleDate: row.handleDate === null ? null : iso(row.handleDate),
    deliveredAt: row.deliveredAt === null ? null : iso(row.deliveredAt),
    items,
  };
}
