// Depot orders of the caller's organisation (api/src/routes/depot/README.md "Depot orders"):
// created by the product writes and delivery requests, listed in two tabs, moved along by the
// supplier (depot-workflow). Always scoped by organisation_id.
import type { LIST_SORT_KEYS, TListQuery } from '@portal/shared/contract';
import type { TProductDepotStatus, TProductStatus } from '@portal/shared/contract/articles';
import type {
  TDepotCase,
  TDepotCaseDetails,
  TDepotFormType,
  TDepotStatus,
  TDepotTab,
} from '@portal/shared/contract/depot';
import { isDepotPickUp, MESSAGES, productDisplayStatus } from '@portal/shared/rules';
import type { TQueryable } from '../db/database.js';
import {
  counted,
  eachListBatch,
  findListPage,
  isoDate,
  ListFilter,
  searchCondition,
  sortedList,
  sql,
  type TListSource,
  type TListTotal,
} from '../db/list-query.js';

export type TNewDepotCase = {
  organisationId: number;
  name: string;
  formType: TDepotFormType;
  status?: TDepotStatus;
  locationId?: number | null;
  departmentId?: number | null;
  room?: string | null;
  pickupAddress?: string | null;
  dropoffAddress?: string | null;
  priorityCall?: boolean;
  invoiceable?: boolean;
  remarks?: string | null;
  customerRequestId?: number | null;
  warehouseId?: number | null;
  lastAction?: string | null;
  timeSpentMinutes?: number | null;
  /** Seed only: back-dated orders. */
  createdAt?: Date;
  handledAt?: Date | null;
};

export type TNewDepotCaseItem = {
  productId?: number | null;
  articleId?: number | null;
  categoryId?: number | null;
  amount?: number;
};

/** Inserts an order with its items in the caller's transaction; returns its id. */
export async function insertDepotCase(
  tx: TQueryable,
  order: TNewDepotCase,
  items: readonly TNewDepotCaseItem[],
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO depot_cases (organisation_id, name, form_type, depot_status, created_at,
       handled_at, pickup_address, dropoff_address, location_id, department_id, room,
       last_action, time_spent_minutes, priority_call, invoiceable, remarks,
       customer_request_id, warehouse_id)
     VALUES ($1, $2, $3, $4, coalesce($5::timestamptz, now()), $6, $7, $8, $9, $10, $11, $12,
       $13, $14, $15, $16, $17, $18)
     RETURNING id`,
    [
      order.organisationId,
      order.name,
      order.formType,
      order.status ?? 'OPEN',
      order.createdAt ?? null,
      order.handledAt ?? null,
      order.pickupAddress ?? null,
      order.dropoffAddress ?? null,
      order.locationId ?? null,
      order.departmentId ?? null,
      order.room ?? null,
      order.lastAction ?? null,
      order.timeSpentMinutes ?? null,
      order.priorityCall ?? false,
      order.invoiceable ?? false,
      order.remarks ?? null,
      order.customerRequestId ?? null,
      order.warehouseId ?? null,
    ],
  );
  if (!row) throw new Error('INSERT INTO depot_cases returned no row');
  for (const item of items) {
    await tx.query(
      `INSERT INTO depot_case_items (organisation_id, depot_case_id, product_id, article_id,
         category_id, amount)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        order.organisationId,
        row.id,
        item.productId ?? null,
        item.articleId ?? null,
        item.categoryId ?? null,
        item.amount ?? 1,
      ],
    );
  }
  return row.id;
}

// --- Lists and details -------------------------------------------------------------------

/** Both tabs, newest first (indexes depot_cases_list, depot_cases_type). */
const DEPOT_CASES_LIST: TListSource = {
  table: 'depot_cases',
  alias: 'c',
  orderBy: ['created_at', 'id'],
  descending: true,
  columns: `c.id AS "depotCaseId", c.name, c.form_type AS "formType",
    ${isoDate('c.created_at')} AS "createDate", ${isoDate('c.handled_at')} AS "handleDate"`,
  pageBuckets: { column: 'page_bucket', type: 'timestamptz' },
  // why: the name, addresses, room and remarks per tab, and the id (migration 013).
  search: { text: 'search_text', number: 'id' },
};

export type TDepotCaseFilters = TListQuery<TDepotSortKey> & {
  categoryId?: number | null;
  formType?: TDepotFormType | null;
};

type TDepotSortKey = (typeof LIST_SORT_KEYS.depotCases)[number];

/** The orders a user may choose (migration 014): Opdracht, Aanmaakdatum, Verwerkingsdatum. */
const DEPOT_SORTS: Record<TDepotSortKey, readonly string[]> = {
  name: ['name_key', 'id'],
  createDate: ['created_at', 'id'],
  handleDate: ['handled_key', 'id'],
};

function depotCasesList(filters: TDepotCaseFilters): TListSource {
  return sortedList(DEPOT_CASES_LIST, DEPOT_SORTS, filters.sortBy, filters.sortDirection);
}

export function depotCasesFilter(
  organisationId: number,
  tab: TDepotTab,
  filters: TDepotCaseFilters,
): ListFilter {
  const filter = new ListFilter()
    .where(sql`c.organisation_id = ${organisationId}`)
    .where(sql`c.tab = ${tab}`);
  if (filters.formType) filter.where(sql`c.form_type = ${filters.formType}`);
  const search = searchCondition(DEPOT_CASES_LIST, filters.search);
  if (search) filter.where(search);
  if (filters.categoryId) {
    // why: an order holds products, articles or categories; any of them in the tree counts.
    filter.where(sql`c.id IN (
      WITH RECURSIVE tree AS (
        SELECT id FROM article_categories WHERE id = ${filters.categoryId}::bigint
        UNION ALL
        SELECT ac.id FROM article_categories ac JOIN tree t ON ac.parent_id = t.id
      )
      SELECT i.depot_case_id FROM depot_case_items i
      LEFT JOIN products ip ON ip.id = i.product_id
      LEFT JOIN articles ia ON ia.id = coalesce(i.article_id, ip.article_id)
      WHERE i.organisation_id = ${organisationId}
        AND coalesce(i.category_id, ia.category_id) IN (SELECT id FROM tree))`);
  }
  return filter;
}

function depotCasesTotal(
  organisationId: number,
  tab: TDepotTab,
  filters: TDepotCaseFilters,
): TListTotal {
  if (filters.search?.trim()) return 'window';
  return filters.formType || filters.categoryId
    ? 'count'
    : counted('depot_cases', organisationId, [tab]);
}

export function findDepotCasesPage(
  db: TQueryable,
  organisationId: number,
  tab: TDepotTab,
  filters: TDepotCaseFilters,
  paging: { offset: number; rows: number },
): Promise<{ rows: TDepotCase[]; totalCount: number }> {
  return findListPage<TDepotCase>(
    db,
    depotCasesList(filters),
    depotCasesFilter(organisationId, tab, filters),
    paging,
    depotCasesTotal(organisationId, tab, filters),
  );
}

export function eachDepotCaseBatch(
  db: TQueryable,
  organisationId: number,
  tab: TDepotTab,
  filters: TDepotCaseFilters,
): AsyncGenerator<TDepotCase[]> {
  return eachListBatch<TDepotCase>(
    db,
    depotCasesList(filters),
    depotCasesFilter(organisationId, tab, filters),
  );
}

export type TDepotCaseRef = {
  id: number;
  status: TDepotStatus;
  tab: TDepotTab;
  name: string;
};

/** An order of `organisationId`, or null (another organisation's order is missing). */
export async function findDepotCaseRef(
  db: TQueryable,
  organisationId: number,
  id: number,
): Promise<TDepotCaseRef | null> {
  const rows = await db.query<TDepotCaseRef>(
    `SELECT id, depot_status AS status, tab, name FROM depot_cases
     WHERE organisation_id = $1 AND id = $2`,
    [organisationId, id],
  );
  return rows[0] ?? null;
}

type TDetailsRow = Omit<TDepotCaseDetails, 'statusLabel' | 'products' | 'deliveredAt'> & {
  deliveredAt: Date | string | null;
};

/**
 * The status as the customer reads it: once the aids are delivered or picked up (issue 41)
 * the order says so ('Geleverd', 'Opgehaald') until the supplier completes it.
 */
function statusLabelOf(row: TDetailsRow): string {
  if (row.depotStatus === 'IN_PROGRESS' && row.deliveredAt !== null) {
    return isDepotPickUp(row.formType)
      ? MESSAGES.depotDeliveredLabels.pickedUp
      : MESSAGES.depotDeliveredLabels.delivered;
  }
  return MESSAGES.depotStatusLabels[row.depotStatus];
}

export async function findDepotCaseDetails(
  db: TQueryable,
  organisationId: number,
  id: number,
): Promise<TDepotCaseDetails | null> {
  const rows = await db.query<TDetailsRow>(
    `SELECT c.id AS "depotCaseId", c.name, c.form_type AS "formType",
       c.depot_status AS "depotStatus", ${isoDate('c.created_at')} AS "createDate",
       ${isoDate('c.handled_at')} AS "handleDate", c.pickup_address AS "pickupAddress",
       c.dropoff_address AS "dropoffAddress",
       coalesce(c.last_action,
         (SELECT p.action FROM customer_request_process p
          WHERE p.request_id = c.customer_request_id
          ORDER BY p.created_at DESC, p.id DESC LIMIT 1)) AS "lastAction",
       c.time_spent_minutes AS "timeSpent", c.priority_call AS "priorityCall",
       c.invoiceable, c.remarks, c.customer_request_id AS "customerRequestId",
       (SELECT jsonb_build_object('title', e->>'title',
          'date', to_char(to_date(e->>'value', 'DD-MM-YYYY'), 'YYYY-MM-DD'))
        FROM customer_requests r, jsonb_array_elements(r.custom_data) e
        WHERE r.id = c.customer_request_id AND r.organisation_id = c.organisation_id
          AND e->>'key' = 'deliverDate' AND e->>'value' ~ '^[0-9]{2}-[0-9]{2}-[0-9]{4}$'
        LIMIT 1) AS "desiredDate",
       to_char(c.planned_date, 'YYYY-MM-DD') AS "plannedDate", c.planned_window AS "plannedWindow",
       c.delivered_at AS "deliveredAt"
     FROM depot_cases c WHERE c.organisation_id = $1 AND c.id = $2`,
    [organisationId, id],
  );
  const row = rows[0];
  if (!row) return null;
  const products = await db.query<{
    productId: number;
    name: string;
    depotStatus: TProductDepotStatus | null;
    status: TProductStatus;
    enableReservation: boolean;
  }>(
    `SELECT p.id AS "productId", a.name || ' ' || p.serial_number AS name,
       p.depot_status AS "depotStatus", p.status, p.enable_reservation AS "enableReservation"
     FROM depot_case_items i
     JOIN products p ON p.id = i.product_id AND p.organisation_id = i.organisation_id
     JOIN articles a ON a.id = p.article_id
     WHERE i.organisation_id = $1 AND i.depot_case_id = $2 ORDER BY i.id`,
    [organisationId, id],
  );
  return {
    ...row,
    deliveredAt:
      row.deliveredAt === null
        ? null
        : (row.deliveredAt instanceof Date
            ? row.deliveredAt
            : new Date(row.deliveredAt)
          ).toISOString(),
    statusLabel: statusLabelOf(row),
    products: products.map((p) => ({
      productId: p.productId,
      name: p.name,
      depotStatus: p.depotStatus,
      productStatus: productDisplayStatus(p.status, p.enableReservation),
    })),
  };
}
