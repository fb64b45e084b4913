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
  TDepotDateFilters,
  TDepotDateRow,
  TDepotOverviewFilters,
  TDepotOverviewRow,
} from '@portal/shared/contract/management';
import type { TQueryable } from '../db/database.js';
import {
  countOutPerStartMonth,
  type TOutOnADayNarrowing,
  type TOutOnADaySource,
} from '../db/out-on-a-day.js';
import {
  bucketed,
  eachListBatch,
  findListPage,
  isoDate,
  ListFilter,
  sql,
  totalFrom,
  countedPerBucket,
  type TBucketedTotal,
  type TListSource,
} from '../db/list-query.js';
import { addDaysIso } from '@portal/shared/rules';
import { addCounts, countGroups, countRowGroups, type TGroupCount } from '../db/grouped-counts.js';
import { namedPoints, perCategory } from './group-names.js';
import { NameLookup } from '../db/name-lookups.js';
import { findChart, monthChart } from './management-charts.js';
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

// --- 'Depot op datum' ------------------------------------------------------------------

const PRODUCT_JOINS = `
  JOIN products p ON p.id = s.product_id
  JOIN articles a ON a.id = p.article_id
  LEFT JOIN article_categories ac ON ac.id = a.category_id
  LEFT JOIN warehouses w ON w.id = s.warehouse_id`;

/** The stays in a depot, newest arrival first (index product_depot_stays_list). */
/** A stay's own columns and its product's, as a page and an export read them. */
const OWN_STAY_COLUMNS = `p.id AS "productId", p.serial_number AS "serialNumber",
  ${isoDate('s.from_date')} AS "inDepotFrom", ${isoDate('s.to_date')} AS "inDepotUntil"`;

const DEPOT_STAYS: TListSource = {
  table: 'product_depot_stays',
  alias: 's',
  orderBy: ['from_date', 'id'],
  descending: true,
  columns: `${OWN_STAY_COLUMNS}, a.name AS "articleName", ac.title AS "articleGroup",
    w.name AS owner`,
  joins: PRODUCT_JOINS,
  pageBuckets: { column: 'from_month', type: 'date' },
};

/** What an export reads of a stay instead: its product's own columns, names from lookups. */
const EXPORTED_STAYS: TListSource = {
  ...DEPOT_STAYS,
  columns: `${OWN_STAY_COLUMNS}, p.article_id AS "articleId", s.warehouse_id AS "warehouseId"`,
  joins: 'JOIN products p ON p.id = s.product_id',
};

type TExportedStay = Omit<TDepotDateRow, 'articleName' | 'articleGroup' | 'owner'> & {
  articleId: number;
  warehouseId: number | null;
};

async function* eachNamedStayBatch(
  db: TQueryable,
  organisationId: number,
  filter: ListFilter,
): AsyncGenerator<TDepotDateRow[]> {
  const articles = new NameLookup(db, 'articles', organisationId);
  const categories = new NameLookup(db, 'article_categories', organisationId);
  const warehouses = new NameLookup(db, 'warehouses', organisationId);
  for await (const rows of eachListBatch<TExportedStay>(db, EXPORTED_STAYS, filter)) {
    await articles.load(rows.map((row) => row.articleId));
    await categories.load(rows.map((row) => articles.get(row.articleId)?.categoryId));
    await warehouses.load(rows.map((row) => row.warehouseId));
    yield rows.map((row): TDepotDateRow => ({
      productId: row.productId,
      articleName: articles.name(row.articleId) ?? '',
      serialNumber: row.serialNumber,
      articleGroup: categories.name(articles.get(row.articleId)?.categoryId),
      owner: warehouses.name(row.warehouseId),
      inDepotFrom: row.inDepotFrom,
      inDepotUntil: row.inDepotUntil,
    }));
  }
}

/**
 * A product was in the depot on a day when its stay began on or before it and did not
 * end before it (the day it left counts, as the day it came in does).
 */
function depotDateSearch(organisationId: number, filters: TDepotDateFilters): ListFilter {
  const day = filters.date;
  const filter = new ListFilter()
    .where(sql`s.organisation_id = ${organisationId}`)
    .whereKeyBetween('s.from_date', { from: null, to: day })
    .where(sql`coalesce(s.to_date, 'infinity'::date) >= ${day}::date`);
  return narrowStays(filter, filters);
}

/** The articles of a category and those below it. */
function categoryArticles(categoryId: number) {
  return sql`SELECT ca.id FROM articles ca WHERE ca.category_id IN (${categoryTree(categoryId)})`;
}

/** The stays of a kind's articles per month in and out (migration 023). */
function kindArticles(categoryId: number): TOutOnADayNarrowing {
  return {
    started: 'product_depot_stays.article_id.from_month',
    ended: 'product_depot_stays.article_id.to_month.from_month',
    column: 'article_id',
    values: categoryArticles(categoryId),
  };
}

/** A depot and a kind as conditions on the stays (their article, migration 019). */
function narrowStays(filter: ListFilter, filters: TDepotDateFilters): ListFilter {
  if (filters.warehouseId) filter.where(sql`s.warehouse_id = ${filters.warehouseId}`);
  if (filters.categoryId)
    filter.where(sql`s.article_id IN (${categoryArticles(filters.categoryId)})`);
  return filter;
}

/**
 * The products in a depot on a day per depot or article (or all together), from the
 * counters per depot and article (migration 019): the stays begun by the day minus those
 * ended before it.
 */
async function inDepotPerGroup(
  db: TQueryable,
  organisationId: number,
  filters: TDepotDateFilters,
  groupBy: readonly ('warehouse' | 'article')[],
): Promise<TGroupCount[]> {
  const day = filters.date;
  const dayBefore = addDaysIso(day, -1);
  const within = {
    ...(filters.warehouseId ? { warehouse: sql`SELECT ${filters.warehouseId}::int` } : {}),
    ...(filters.categoryId ? { article: categoryArticles(filters.categoryId) } : {}),
  };
  const parts = ['month', 'warehouse', 'article'];
  const common = { table: 'product_depot_stays', alias: 's', within, groupBy };
  const organisation = () => new ListFilter().where(sql`s.organisation_id = ${organisationId}`);
  const [arrived, left] = await Promise.all([
    countGroups(db, {
      ...common,
      counters: {
        list: 'product_depot_stays.from_month.warehouse_id.article_id',
        organisationId,
        tabs: ['open', 'closed'],
        parts,
      },
      filter: narrowStays(
        organisation().whereKeyBetween('s.from_date', { from: null, to: day }),
        filters,
      ),
      columns: { month: 's.from_month', warehouse: 's.warehouse_id', article: 's.article_id' },
      period: { key: 's.from_date', from: null, to: day },
    }),
    countGroups(db, {
      ...common,
      counters: {
        list: 'product_depot_stays.to_month.warehouse_id.article_id',
        organisationId,
        tabs: ['closed'],
        parts,
      },
      filter: narrowStays(
        organisation().whereKeyBetween('s.to_date', { from: null, to: dayBefore }),
        filters,
      ),
      columns: { month: 's.to_month', warehouse: 's.warehouse_id', article: 's.article_id' },
      period: { key: 's.to_date', from: null, to: dayBefore },
    }),
  ]);
  return addCounts([
    [arrived, 1],
    [left, -1],
  ]);
}

/** The products in a depot on a day per month they came in (db/out-on-a-day.ts). */
const IN_DEPOT: TOutOnADaySource = {
  table: 'product_depot_stays',
  started: { list: 'product_depot_stays.from_month', tabs: ['open', 'closed'] },
  ended: { list: 'product_depot_stays.to_month.from_month', tab: 'closed' },
  startMonth: 'from_month',
  startKey: 'from_date',
  // why: index product_depot_stays_left holds the ends, product_depot_stays_list includes them.
  isEnded: 'to_date IS NOT NULL',
  endKey: 'to_date',
};

export async function findDepotDatePage(
  db: TQueryable,
  organisationId: number,
  filters: TDepotDateFilters,
  paging: { offset: number; rows: number },
): Promise<{ rows: TDepotDateRow[]; totalCount: number }> {
  const filter = depotDateSearch(organisationId, filters);
  if (!filters.warehouseId) {
    // why: every page, deep ones too, starts at the month its first product came in; a
    // kind is counted per article (migration 023), not stay by stay.
    const perMonth = await countOutPerStartMonth(
      db,
      IN_DEPOT,
      organisationId,
      filters.date,
      filters.categoryId ? kindArticles(filters.categoryId) : undefined,
    );
    return findListPage<TDepotDateRow>(db, DEPOT_STAYS, filter, paging, countedPerBucket(perMonth));
  }
  // why: a depot's stays (of a kind or not) are counted from the counters per depot and
  // article, whose rows the index could not narrow.
  const [count] = await inDepotPerGroup(db, organisationId, filters, []);
  const known = totalFrom(sql`${count?.count ?? 0}`);
  return findListPage<TDepotDateRow>(db, DEPOT_STAYS, filter, paging, known);
}

export function eachDepotDateBatch(
  db: TQueryable,
  organisationId: number,
  filters: TDepotDateFilters,
): AsyncGenerator<TDepotDateRow[]> {
  const filter = depotDateSearch(organisationId, filters);
  return eachNamedStayBatch(db, organisationId, filter);
}

export async function findDepotDateChart(
  db: TQueryable,
  organisationId: number,
  filters: TDepotDateFilters,
  groupBy: TChartGroup,
): Promise<TChart> {
  if (groupBy === 'category') {
    const counts = await perCategory(
      db,
      await inDepotPerGroup(db, organisationId, filters, ['article']),
    );
    return { groupBy, points: await namedPoints(db, organisationId, 'category', counts) };
  }
  if (groupBy === 'location') {
    const counts = await inDepotPerGroup(db, organisationId, filters, ['warehouse']);
    return { groupBy, points: await namedPoints(db, organisationId, 'warehouse', counts) };
  }
  const filter = depotDateSearch(organisationId, filters);
  return findChart(db, {
    source: DEPOT_STAYS,
    filter,
    grouping: {
      month: 's.from_month',
      category: { key: '', label: '', joins: '' },
      location: { key: '', label: '', joins: '' },
    },
    groupBy,
    period: { from: null, to: filters.date },
  });
}
