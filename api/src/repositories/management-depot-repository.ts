// The depot overviews of Management info (spec 001 §2.7, §3 "Depot overview row",
// "Category counts"; api/src/routes/management/README.md): the handled (COMPLETED) depot orders by
// the day they were handled, their products per location and category, and 'Depot op
// datum' (the products in a depot on a day, from the depot's history, migration 018). One
// list query each on an index of its order; periods counted from month counters. Always
// scoped by organisation_id.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type {
  TCategoryCount,
  TChart,
  TChartGroup,
  TDepotOverviewFilters,
  TDepotOverviewRow,
} from '@portal/shared/contract/management';
import type { TQueryable } from '../db/database.js';
import {
  bucketed,
  eachListBatch,
  findListPage,
  isoDate,
  ListFilter,
  sql,
  type TBucketedTotal,
  type TListSource,
} from '../db/list-query.js';
import { countGroups, countRowGroups, type TGroupCount } from '../db/grouped-counts.js';
import { namedPoints } from './group-names.js';
import { NameLookup } from '../db/name-lookups.js';
import { monthChart } from './management-charts.js';
import { categoryCountsPage } from './management-rentals-repository.js';
import { categoryTree, locationTree } from './tree-queries.js';

// --- Depot orders ----------------------------------------------------------------------

/** What an order holds: its items' products, their article or category. */
const ITEM_JOINS = `
  LEFT JOIN products ip ON ip.id = i.product_id AND ip.organisation_id = i.organisation_id
  LEFT JOIN articles ia ON ia.id = coalesce(i.article_id, ip.article_id)
  LEFT JOIN article_categories iac ON iac.id = coalesce(i.category_id, ia.category_id)`;

/** An order's items in one row: their categories, serial numbers and number. */
const ORDER_ITEMS = `
    LEFT JOIN LATERAL (
      SELECT string_agg(DISTINCT iac.title, ', ' ORDER BY iac.title) AS groups,
        string_agg(ip.serial_number, ', ' ORDER BY i.id) AS serials,
        coalesce(sum(i.amount), 0)::int AS products
      FROM depot_case_items i ${ITEM_JOINS}
      WHERE i.depot_case_id = c.id AND i.organisation_id = c.organisation_id) items ON true`;

/** An order's own columns, as a page and an export read them. */
const OWN_ORDER_COLUMNS = `c.id AS "depotCaseId", ${isoDate('c.handled_on')} AS "handleDate",
  c.form_type AS "formType", c.pickup_address AS "pickupAddress",
  c.dropoff_address AS "dropoffAddress", c.name`;

const DEPOT_OVERVIEW: TListSource = {
  table: 'depot_cases',
  alias: 'c',
  orderBy: ['handled_day_key', 'id'],
  descending: true,
  columns: `${OWN_ORDER_COLUMNS}, coalesce(l.name, o.name) AS "customerName",
    items.groups AS "articleGroup", items.serials AS "serialNumber",
    items.products AS "numberOfProducts"`,
  joins: `
    JOIN organisations o ON o.id = c.organisation_id
    LEFT JOIN locations l ON l.id = c.location_id AND l.organisation_id = c.organisation_id
    ${ORDER_ITEMS}`,
  pageBuckets: { column: 'handled_month', type: 'date' },
  // why: index depot_cases_handled_location (migration 018).
  fanOut: ['location_id'],
};

function depotSearch(
  organisationId: number,
  filters: TDepotOverviewFilters,
): { filter: ListFilter; counters: TBucketedTotal | undefined } {
  const filter = new ListFilter()
    .where(sql`c.organisation_id = ${organisationId}`)
    .where(sql`c.depot_status = 'COMPLETED'`);
  if (filters.dateFrom || filters.dateTo) {
    filter.whereKeyBetween('c.handled_day_key', {
      from: filters.dateFrom ?? null,
      to: filters.dateTo ?? null,
    });
  }
  if (filters.formType) filter.where(sql`c.form_type = ${filters.formType}`);
  if (filters.locationId) {
    filter.whereIn('c.location_id', locationTree(organisationId, filters.locationId));
  }
  if (filters.categoryId) {
    // why: an order holds products, articles or categories; any of them in the tree counts
    // (item_category_id: the kind of each line, migration 019).
    filter.where(sql`c.id IN (
      SELECT i.depot_case_id FROM depot_case_items i
      WHERE i.organisation_id = ${organisationId}
        AND i.item_category_id IN (${categoryTree(filters.categoryId)}))`);
  }
  const narrowed = Boolean(filters.formType || filters.locationId || filters.categoryId);
  return { filter, counters: narrowed ? undefined : bucketed(organisationId, ['COMPLETED']) };
}

export function findDepotOverviewPage(
  db: TQueryable,
  organisationId: number,
  filters: TDepotOverviewFilters,
  paging: { offset: number; rows: number },
): Promise<{ rows: TDepotOverviewRow[]; totalCount: number }> {
  const { filter, counters } = depotSearch(organisationId, filters);
  return findListPage<TDepotOverviewRow>(db, DEPOT_OVERVIEW, filter, paging, counters ?? 'count');
}

export function eachDepotOverviewBatch(
  db: TQueryable,
  organisationId: number,
  filters: TDepotOverviewFilters,
): AsyncGenerator<TDepotOverviewRow[]> {
  const { filter } = depotSearch(organisationId, filters);
  return eachNamedOrderBatch(db, organisationId, filter);
}

/**
 * What an export reads of an order instead: its own columns and the location's id; the
 * names come from lookups and the items from one statement per batch (eachNamedOrderBatch).
 */
const EXPORTED_ORDERS: TListSource = {
  ...DEPOT_OVERVIEW,
  columns: `${OWN_ORDER_COLUMNS}, c.location_id AS "locationId"`,
  joins: '',
};

type TExportedOrder = Omit<
  TDepotOverviewRow,
  'customerName' | 'articleGroup' | 'serialNumber' | 'numberOfProducts'
> & { locationId: number | null };

/** An item of an order as an export reads it: the names are looked up. */
type TExportedItem = {
  depotCaseId: number;
  articleId: number | null;
  categoryId: number | null;
  serialNumber: string | null;
  amount: number;
};

/** The items of some orders, in item order (eachNamedOrderBatch). */
function readOrderItems(
  db: TQueryable,
  organisationId: number,
  orders: readonly TExportedOrder[],
): Promise<TExportedItem[]> {
  return db.query<TExportedItem>(
    `SELECT i.depot_case_id AS "depotCaseId", coalesce(i.article_id, ip.article_id) AS "articleId",
       i.category_id AS "categoryId", ip.serial_number AS "serialNumber", i.amount
     FROM depot_case_items i
     LEFT JOIN products ip ON ip.id = i.product_id AND ip.organisation_id = i.organisation_id
     WHERE i.organisation_id = $1 AND i.depot_case_id = ANY ($2::int[])
     ORDER BY i.id`,
    [organisationId, orders.map((row) => String(row.depotCaseId))],
  );
}

/**
 * The depot orders of a search with their items, as ORDER_ITEMS puts them in one row: the
 * items' categories once each in the database's order of titles, their products' serial
 * numbers in item order, the number of products. One statement per batch reads the items
 * (the lateral join, run once per order, was most of a file's time on PGlite), asked for
 * as soon as the batch is there and handed over one batch later: the database reads them
 * (and the next batch) while the caller writes the batch before, instead of waiting for it
 * (the worker's second connection, workers/excel-export-task.ts; api/src/exports/README.md "How a
 * file reads its rows").
 */
async function* eachNamedOrderBatch(
  db: TQueryable,
  organisationId: number,
  filter: ListFilter,
): AsyncGenerator<TDepotOverviewRow[]> {
  const locations = new NameLookup(db, 'locations', organisationId);
  const articles = new NameLookup(db, 'articles', organisationId);
  const categories = new NameLookup(db, 'article_categories', organisationId);
  const organisations = new NameLookup(db, 'organisations', organisationId);
  await organisations.load([organisationId]);
  const organisation = organisations.name(organisationId);

  const named = async (rows: TExportedOrder[], items: TExportedItem[]) => {
    await locations.load(rows.map((row) => row.locationId));
    await articles.load(items.map((item) => item.articleId));
    const categoryOf = (item: TExportedItem) =>
      item.categoryId ?? articles.get(item.articleId)?.categoryId ?? null;
    await categories.load(items.map(categoryOf));
    const itemsOf = new Map<number, TExportedItem[]>();
    for (const item of items) {
      const own = itemsOf.get(item.depotCaseId);
      if (own) own.push(item);
      else itemsOf.set(item.depotCaseId, [item]);
    }
    return rows.map((row): TDepotOverviewRow => {
      const own = itemsOf.get(row.depotCaseId) ?? [];
      const titles = new Map<string, number>();
      for (const item of own) {
        const category = categories.get(categoryOf(item));
        if (category?.name != null && !titles.has(category.name)) {
          titles.set(category.name, category.position);
        }
      }
      const serials = own.map((item) => item.serialNumber).filter((serial) => serial !== null);
      return {
        depotCaseId: row.depotCaseId,
        handleDate: row.handleDate,
        customerName: locations.name(row.locationId) ?? organisation,
        articleGroup: joinedOrNull([...titles].sort((a, b) => a[1] - b[1]).map(([title]) => title)),
        serialNumber: joinedOrNull(serials),
        formType: row.formType,
        pickupAddress: row.pickupAddress,
        dropoffAddress: row.dropoffAddress,
        name: row.name,
        numberOfProducts: own.reduce((sum, item) => sum + item.amount, 0),
      };
    });
  };

  let waiting: { rows: TExportedOrder[]; items: Promise<TExportedItem[]> } | null = null;
  try {
    for await (const rows of eachListBatch<TExportedOrder>(db, EXPORTED_ORDERS, filter)) {
      const items = readOrderItems(db, organisationId, rows);
      // why: a failure is thrown where the batch is handed over, not as an unhandled one
      // meanwhile.
      items.catch(() => undefined);
      // why: the statement goes out before the caller's work on the batch before.
      await nextTurn();
      const before = waiting;
      waiting = { rows, items };
      if (before) yield await named(before.rows, await before.items);
    }
    if (waiting) {
      const last = waiting;
      waiting = null;
      yield await named(last.rows, await last.items);
    }
  } finally {
    // why: a caller that stops early leaves a batch's items unread; they settle before
    // the caller closes the database.
    await waiting?.items.catch(() => undefined);
  }
}

/** SQL's string_agg(..., ', '): null for nothing. */
function joinedOrNull(parts: readonly string[]): string | null {
  return parts.length === 0 ? null : parts.join(', ');
}

/**
 * The lines (products) of the searched handled orders, as a filter on depot_case_items,
 * which carry their order's status, day, place and type and their own kind (migration
 * 019). A category counts the lines of that kind.
 */
function depotItemsSearch(organisationId: number, filters: TDepotOverviewFilters): ListFilter {
  const filter = new ListFilter()
    .where(sql`i.organisation_id = ${organisationId}`)
    .where(sql`i.order_status = 'COMPLETED'`);
  if (filters.dateFrom || filters.dateTo) {
    filter.whereKeyBetween('i.order_handled_key', {
      from: filters.dateFrom ?? null,
      to: filters.dateTo ?? null,
    });
  }
  if (filters.formType) filter.where(sql`i.order_form_type = ${filters.formType}`);
  if (filters.locationId) {
    filter.where(sql`i.order_location_id IN (${locationTree(organisationId, filters.locationId)})`);
  }
  if (filters.categoryId) {
    filter.where(sql`i.item_category_id IN (${categoryTree(filters.categoryId)})`);
  }
  return filter;
}

/** The products of a depot search per `groupBy`: from the counters, or a type's rows. */
function depotGroups(
  db: TQueryable,
  organisationId: number,
  filters: TDepotOverviewFilters,
  groupBy: readonly ('location' | 'category' | 'month')[],
): Promise<TGroupCount[]> {
  const filter = depotItemsSearch(organisationId, filters);
  const columns = {
    month: 'i.order_month',
    location: 'i.order_location_id',
    category: 'i.item_category_id',
  };
  const table = { table: 'depot_case_items', alias: 'i' };
  // why: the counters hold no order type; a type is counted on its lines.
  if (filters.formType) return countRowGroups(db, { ...table, filter, columns, groupBy });
  const hasPeriod = Boolean(filters.dateFrom || filters.dateTo);
  const monthly = hasPeriod || groupBy.includes('month');
  return countGroups(db, {
    ...table,
    counters: {
      list: monthly
        ? 'depot_case_items.order_month.order_location_id.item_category_id'
        : 'depot_case_items.order_location_id.item_category_id',
      organisationId,
      tabs: ['COMPLETED'],
      parts: monthly ? ['month', 'location', 'category'] : ['location', 'category'],
    },
    filter,
    columns,
    period: hasPeriod
      ? { key: 'i.order_handled_key', from: filters.dateFrom ?? null, to: filters.dateTo ?? null }
      : null,
    within: {
      ...(filters.locationId ? { location: locationTree(organisationId, filters.locationId) } : {}),
      ...(filters.categoryId ? { category: categoryTree(filters.categoryId) } : {}),
    },
    groupBy,
  });
}

/** The products of the searched orders per location (the order's) and category. */
export async function findDepotCategoryCounts(
  db: TQueryable,
  organisationId: number,
  filters: TDepotOverviewFilters,
  paging: { offset: number; rows: number } | null,
): Promise<{ rows: TCategoryCount[]; totalCount: number }> {
  const counts = await depotGroups(db, organisationId, filters, ['location', 'category']);
  return categoryCountsPage(db, organisationId, counts, paging);
}

/** The products the searched orders moved, per month, category or location. */
export async function findDepotChart(
  db: TQueryable,
  organisationId: number,
  filters: TDepotOverviewFilters,
  groupBy: TChartGroup,
): Promise<TChart> {
  const counts = await depotGroups(db, organisationId, filters, [groupBy]);
  if (groupBy === 'month') {
    return monthChart(
      counts.map((count) => ({ key: count.groups.month ?? '', value: count.count })),
      { from: filters.dateFrom ?? null, to: filters.dateTo ?? null },
    );
  }
  return { groupBy, points: await namedPoints(db, organisationId, groupBy, counts) };
}
