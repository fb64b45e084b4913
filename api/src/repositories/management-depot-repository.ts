// The depot overviews of Management info (spec 001 §2.7, §3 "Depot overview row",
// "Category counts"; api/README.md "Management"): the handled (COMPLETED) depot orders by
// the day they were handled, their products per location and category, and 'Depot op
// datum' (the products in a depot on a day, from the depot's history, migration 018). One
// list query each on an index of its order; periods counted from month counters. Always
// scoped by organisation_id.
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
  bucketed,
  eachListBatch,
  findListPage,
  isoDate,
  ListFilter,
  sql,
  totalFrom,
  type TBucketedTotal,
  type TListSource,
  type TListTotal,
} from '../db/list-query.js';
import { findChart, findCountsPage } from './management-charts.js';
import { categoryTree, locationTree } from './tree-queries.js';

// --- Depot orders ----------------------------------------------------------------------

/** What an order holds: its items' products, their article or category. */
const ITEM_JOINS = `
  LEFT JOIN products ip ON ip.id = i.product_id AND ip.organisation_id = i.organisation_id
  LEFT JOIN articles ia ON ia.id = coalesce(i.article_id, ip.article_id)
  LEFT JOIN article_categories iac ON iac.id = coalesce(i.category_id, ia.category_id)`;

const DEPOT_OVERVIEW: TListSource = {
  table: 'depot_cases',
  alias: 'c',
  orderBy: ['handled_key', 'id'],
  descending: true,
  columns: `c.id AS "depotCaseId", ${isoDate('c.handled_on')} AS "handleDate",
    coalesce(l.name, o.name) AS "customerName", items.groups AS "articleGroup",
    items.serials AS "serialNumber", c.form_type AS "formType",
    c.pickup_address AS "pickupAddress", c.dropoff_address AS "dropoffAddress", c.name,
    items.products AS "numberOfProducts"`,
  joins: `
    JOIN organisations o ON o.id = c.organisation_id
    LEFT JOIN locations l ON l.id = c.location_id AND l.organisation_id = c.organisation_id
    LEFT JOIN LATERAL (
      SELECT string_agg(DISTINCT iac.title, ', ' ORDER BY iac.title) AS groups,
        string_agg(ip.serial_number, ', ' ORDER BY i.id) AS serials,
        coalesce(sum(i.amount), 0)::int AS products
      FROM depot_case_items i ${ITEM_JOINS}
      WHERE i.depot_case_id = c.id AND i.organisation_id = c.organisation_id) items ON true`,
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
    filter.whereKeyBetween('c.handled_key', {
      from: filters.dateFrom ?? null,
      to: filters.dateTo ?? null,
    });
  }
  if (filters.formType) filter.where(sql`c.form_type = ${filters.formType}`);
  if (filters.locationId) {
    filter.whereIn('c.location_id', locationTree(organisationId, filters.locationId));
  }
  if (filters.categoryId) {
    // why: an order holds products, articles or categories; any of them in the tree counts.
    filter.where(sql`c.id IN (
      SELECT i.depot_case_id FROM depot_case_items i ${ITEM_JOINS}
      WHERE i.organisation_id = ${organisationId}
        AND coalesce(i.category_id, ia.category_id) IN (${categoryTree(filters.categoryId)}))`);
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
  return eachListBatch<TDepotOverviewRow>(db, DEPOT_OVERVIEW, filter);
}

/** The products of the searched orders per location (the order's) and category. */
const DEPOT_COUNTS_SQL = (where: string) => `
  SELECT coalesce(l.name, o.name) AS "companyName",
    sum(i.amount)::int AS "numberOfProducts", iac.title AS "categoryName",
    c.location_id AS "locationId", iac.id AS "categoryId"
  FROM depot_cases c
  JOIN organisations o ON o.id = c.organisation_id
  JOIN depot_case_items i ON i.depot_case_id = c.id AND i.organisation_id = c.organisation_id
  ${ITEM_JOINS}
  LEFT JOIN locations l ON l.id = c.location_id AND l.organisation_id = c.organisation_id
  WHERE ${where}
  GROUP BY c.location_id, l.name, o.name, iac.id, iac.title`;

export function findDepotCategoryCounts(
  db: TQueryable,
  organisationId: number,
  filters: TDepotOverviewFilters,
  paging: { offset: number; rows: number } | null,
): Promise<{ rows: TCategoryCount[]; totalCount: number }> {
  const { filter } = depotSearch(organisationId, filters);
  return findCountsPage(db, filter, paging, DEPOT_COUNTS_SQL);
}

export function findDepotChart(
  db: TQueryable,
  organisationId: number,
  filters: TDepotOverviewFilters,
  groupBy: TChartGroup,
): Promise<TChart> {
  const { filter, counters } = depotSearch(organisationId, filters);
  const items = `JOIN depot_case_items i
    ON i.depot_case_id = c.id AND i.organisation_id = c.organisation_id ${ITEM_JOINS}`;
  return findChart(db, {
    source: DEPOT_OVERVIEW,
    filter,
    grouping: {
      month: 'c.handled_month',
      // why: per category the chart counts the products of the orders, per month the orders.
      category: { key: 'iac.id', label: 'iac.title', joins: items },
      location: {
        key: 'c.location_id',
        label: 'l.name',
        joins:
          'LEFT JOIN locations l ON l.id = c.location_id AND l.organisation_id = c.organisation_id',
      },
      ...(groupBy === 'category' ? { weight: 'i.amount' } : {}),
    },
    groupBy,
    period: { from: filters.dateFrom ?? null, to: filters.dateTo ?? null },
    ...(counters ? { counters } : {}),
  });
}

// --- 'Depot op datum' ------------------------------------------------------------------

const PRODUCT_JOINS = `
  JOIN products p ON p.id = s.product_id
  JOIN articles a ON a.id = p.article_id
  LEFT JOIN article_categories ac ON ac.id = a.category_id
  LEFT JOIN warehouses w ON w.id = s.warehouse_id`;

/** The stays in a depot, newest arrival first (index product_depot_stays_list). */
const DEPOT_STAYS: TListSource = {
  table: 'product_depot_stays',
  alias: 's',
  orderBy: ['from_date', 'id'],
  descending: true,
  columns: `p.id AS "productId", a.name AS "articleName", p.serial_number AS "serialNumber",
    ac.title AS "articleGroup", w.name AS owner, ${isoDate('s.from_date')} AS "inDepotFrom",
    ${isoDate('s.to_date')} AS "inDepotUntil"`,
  joins: PRODUCT_JOINS,
  pageBuckets: { column: 'from_month', type: 'date' },
};

/**
 * A product was in the depot on a day when its stay began on or before it and did not
 * end before it (the day it left counts, as the day it came in does).
 */
function depotDateSearch(
  organisationId: number,
  filters: TDepotDateFilters,
): { filter: ListFilter; total: TListTotal } {
  const day = filters.date;
  const filter = new ListFilter()
    .where(sql`s.organisation_id = ${organisationId}`)
    .whereKeyBetween('s.from_date', { from: null, to: day })
    .where(sql`coalesce(s.to_date, 'infinity'::date) >= ${day}::date`);
  if (filters.warehouseId) filter.where(sql`s.warehouse_id = ${filters.warehouseId}`);
  if (filters.categoryId) {
    filter.where(sql`s.product_id IN (SELECT fp.id FROM products fp
      JOIN articles fa ON fa.id = fp.article_id
      WHERE fp.organisation_id = ${organisationId}
        AND fa.category_id IN (${categoryTree(filters.categoryId)}))`);
  }
  const narrowed = Boolean(filters.warehouseId || filters.categoryId);
  return { filter, total: narrowed ? 'count' : totalFrom(productsInDepotOn(organisationId, day)) };
}

/**
 * How many products were in a depot on `day`, from counters: the stays begun by the day
 * (the arrival month counters before its month, the rest of its month on the index) minus
 * those ended before it (the departure month counters and the rest of its month). A stay
 * never ends before it begins (a check of migration 018), so the difference is exact.
 */
function productsInDepotOn(organisationId: number, day: string) {
  const month = `${day.slice(0, 7)}-01`;
  return sql`
    (SELECT coalesce(sum(count), 0) FROM list_counts
      WHERE list = 'product_depot_stays.from_month' AND organisation_id = ${organisationId}
        AND substr(bucket, strpos(bucket, '/') + 1)::date < ${month}::date)
    + (SELECT count(*) FROM product_depot_stays
        WHERE organisation_id = ${organisationId} AND from_date >= ${month}::date
          AND from_date <= ${day}::date)
    - (SELECT coalesce(sum(count), 0) FROM list_counts
        WHERE list = 'product_depot_stays.to_month' AND organisation_id = ${organisationId}
          AND bucket LIKE 'closed/%'
          AND substr(bucket, strpos(bucket, '/') + 1)::date < ${month}::date)
    - (SELECT count(*) FROM product_depot_stays
        WHERE organisation_id = ${organisationId} AND to_date >= ${month}::date
          AND to_date < ${day}::date)`;
}

export function findDepotDatePage(
  db: TQueryable,
  organisationId: number,
  filters: TDepotDateFilters,
  paging: { offset: number; rows: number },
): Promise<{ rows: TDepotDateRow[]; totalCount: number }> {
  const { filter, total } = depotDateSearch(organisationId, filters);
  return findListPage<TDepotDateRow>(db, DEPOT_STAYS, filter, paging, total);
}

export function eachDepotDateBatch(
  db: TQueryable,
  organisationId: number,
  filters: TDepotDateFilters,
): AsyncGenerator<TDepotDateRow[]> {
  const { filter } = depotDateSearch(organisationId, filters);
  return eachListBatch<TDepotDateRow>(db, DEPOT_STAYS, filter);
}

export function findDepotDateChart(
  db: TQueryable,
  organisationId: number,
  filters: TDepotDateFilters,
  groupBy: TChartGroup,
): Promise<TChart> {
  const { filter } = depotDateSearch(organisationId, filters);
  return findChart(db, {
    source: DEPOT_STAYS,
    filter,
    grouping: {
      month: 's.from_month',
      category: {
        key: 'a.category_id',
        label: 'ac.title',
        joins: `JOIN products p ON p.id = s.product_id JOIN articles a ON a.id = p.article_id
          LEFT JOIN article_categories ac ON ac.id = a.category_id`,
      },
      location: {
        key: `'depot-' || s.warehouse_id`,
        label: 'w.name',
        joins: 'LEFT JOIN warehouses w ON w.id = s.warehouse_id',
      },
    },
    groupBy,
    period: { from: null, to: filters.date },
  });
}
