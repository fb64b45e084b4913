// 'Depot op datum' of Management info (spec 001 §2.7): the products in a depot on a day, from
// the depot's history (migration 018): their page, Excel batches and chart, counted per month
// they came in (db/out-on-a-day.ts) and per depot or article.
import type {
  TChart,
  TChartGroup,
  TDepotDateFilters,
  TDepotDateRow,
} from '@portal/shared/contract/management';
import type { TQueryable } from '../db/database.js';
import {
  countOutPerGroup,
  outOnADayTotal,
  type TOutOnADayNarrowing,
  type TOutOnADaySource,
} from '../db/out-on-a-day.js';
import {
  eachListBatch,
  findListPage,
  isoDate,
  ListFilter,
  sql,
  type TListSource,
} from '../db/list-query.js';
import type { TGroupCount } from '../db/grouped-counts.js';
import { namedPoints, perCategory } from './group-names.js';
import { NameLookup } from '../db/name-lookups.js';
import { findChart } from './management-charts.js';
import { categoryTree } from './tree-queries.js';

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
  const columns = (month: string) => ({
    month,
    warehouse: 's.warehouse_id',
    article: 's.article_id',
  });
  const organisation = () => new ListFilter().where(sql`s.organisation_id = ${organisationId}`);
  return countOutPerGroup(db, {
    table: 'product_depot_stays',
    alias: 's',
    within: {
      ...(filters.warehouseId ? { warehouse: sql`SELECT ${filters.warehouseId}::int` } : {}),
      ...(filters.categoryId ? { article: categoryArticles(filters.categoryId) } : {}),
    },
    groupBy,
    organisationId,
    parts: ['month', 'warehouse', 'article'],
    day: filters.date,
    narrow: (filter) => narrowStays(filter, filters),
    started: {
      counters: {
        list: 'product_depot_stays.from_month.warehouse_id.article_id',
        tabs: ['open', 'closed'],
      },
      key: 's.from_date',
      columns: columns('s.from_month'),
      filter: organisation,
    },
    ended: {
      counters: { list: 'product_depot_stays.to_month.warehouse_id.article_id', tabs: ['closed'] },
      key: 's.to_date',
      columns: columns('s.to_month'),
      filter: organisation,
    },
  });
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
  // why: a kind is counted per article (migration 023), not stay by stay; a depot's stays
  // (of a kind or not) from the counters per depot and article, whose rows the index could
  // not narrow.
  const total = await outOnADayTotal(
    db,
    organisationId,
    filters.date,
    filters.warehouseId
      ? { asOneGroup: () => inDepotPerGroup(db, organisationId, filters, []) }
      : {
          perStartMonth: IN_DEPOT,
          narrow: filters.categoryId ? kindArticles(filters.categoryId) : undefined,
        },
  );
  return findListPage<TDepotDateRow>(db, DEPOT_STAYS, filter, paging, total);
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
