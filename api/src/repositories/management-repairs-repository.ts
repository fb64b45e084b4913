// The repairs overview of Management info (spec 001 §2.7, §3 "Repair overview row";
// api/src/routes/management/README.md): every repair of the organisation's products, newest
// first by its overview date (the repair date, or for a running repair the day it was
// reported; migration 018), with its slip, the customer's reference and the product's
// place. A period is counted from month counters. Always scoped by organisation_id.
import type {
  TChart,
  TChartGroup,
  TRepairOverviewFilters,
  TRepairOverviewRow,
} from '@portal/shared/contract/management';
import { MESSAGES } from '@portal/shared/rules';
import type { TQueryable } from '../db/database.js';
import {
  bucketed,
  eachListBatch,
  findListPage,
  isoDate,
  likePattern,
  ListFilter,
  sql,
  type TBucketedTotal,
  type TListSource,
} from '../db/list-query.js';
import { NameLookup } from '../db/name-lookups.js';
import { findChart } from './management-charts.js';
import { categoryTree, locationTree } from './tree-queries.js';

type TRepairRow = Omit<TRepairOverviewRow, 'statusLabel'>;

/** A repair's own columns and its product's serial number, as a page and an export read them. */
const OWN_COLUMNS = `x.repair_number AS "repairNumber", p.serial_number AS "serialNumber",
  x.customer_reference AS "customerReference", ${isoDate('x.repair_date')} AS "repairDate",
  x.id AS "repairId", x.status, ${isoDate('x.created_at')} AS "createDate"`;

const REPAIR_PRODUCT = 'JOIN products p ON p.id = x.product_id';

const REPAIRS_OVERVIEW: TListSource = {
  table: 'repairs',
  alias: 'x',
  orderBy: ['overview_date', 'id'],
  descending: true,
  columns: `${OWN_COLUMNS}, coalesce(l.name, w.name) AS location,
    'reparatiebon-' || x.repair_number || '.pdf' AS "documentName", a.name AS "articleName"`,
  joins: `
    ${REPAIR_PRODUCT}
    JOIN articles a ON a.id = p.article_id
    LEFT JOIN locations l ON l.id = p.location_id AND l.organisation_id = p.organisation_id
    LEFT JOIN warehouses w ON w.id = p.warehouse_id`,
  pageBuckets: { column: 'overview_month', type: 'date' },
};

/**
 * What an export reads of a repair instead: its product's own columns, the article and
 * place named from lookups (db/name-lookups.ts, eachRepairOverviewBatch).
 */
const EXPORTED_REPAIRS: TListSource = {
  ...REPAIRS_OVERVIEW,
  columns: `${OWN_COLUMNS}, p.location_id AS "locationId", p.warehouse_id AS "warehouseId",
    p.article_id AS "articleId"`,
  joins: REPAIR_PRODUCT,
};

type TExportedRepair = Omit<TRepairRow, 'location' | 'documentName' | 'articleName'> & {
  locationId: number | null;
  warehouseId: number | null;
  articleId: number;
};

/** The repairs of the open and archive tabs: every repair. */
const TABS = ['open', 'archive'];

function repairSearch(
  organisationId: number,
  filters: TRepairOverviewFilters,
): { filter: ListFilter; counters: TBucketedTotal | undefined } {
  const filter = new ListFilter().where(sql`x.organisation_id = ${organisationId}`);
  if (filters.dateFrom || filters.dateTo) {
    filter.whereKeyBetween('x.overview_date', {
      from: filters.dateFrom ?? null,
      to: filters.dateTo ?? null,
    });
  }
  const serial = filters.serialNumber?.trim();
  if (filters.locationId || filters.categoryId || serial) {
    // why: a repair's place and kind are its product's.
    const product = [sql`fp.organisation_id = ${organisationId}`];
    if (filters.locationId) {
      product.push(sql`fp.location_id IN (${locationTree(organisationId, filters.locationId)})`);
    }
    if (filters.categoryId) {
      product.push(
        sql`fp.article_id IN (SELECT ca.id FROM articles ca
          WHERE ca.category_id IN (${categoryTree(filters.categoryId)}))`,
      );
    }
    if (serial) product.push(sql`fp.serial_number ILIKE ${likePattern(serial)}`);
    const conditions = product.reduce((all, next) => sql`${all} AND ${next}`);
    filter.where(sql`x.product_id IN (SELECT fp.id FROM products fp WHERE ${conditions})`);
    return { filter, counters: undefined };
  }
  return { filter, counters: bucketed(organisationId, TABS) };
}

function withLabel(row: TRepairRow): TRepairOverviewRow {
  return { ...row, statusLabel: MESSAGES.repairStatusLabels[row.status] };
}

export async function findRepairOverviewPage(
  db: TQueryable,
  organisationId: number,
  filters: TRepairOverviewFilters,
  paging: { offset: number; rows: number },
): Promise<{ rows: TRepairOverviewRow[]; totalCount: number }> {
  const { filter, counters } = repairSearch(organisationId, filters);
  const page = await findListPage<TRepairRow>(
    db,
    REPAIRS_OVERVIEW,
    filter,
    paging,
    counters ?? 'count',
  );
  return { rows: page.rows.map(withLabel), totalCount: page.totalCount };
}

export async function* eachRepairOverviewBatch(
  db: TQueryable,
  organisationId: number,
  filters: TRepairOverviewFilters,
): AsyncGenerator<TRepairOverviewRow[]> {
  const { filter } = repairSearch(organisationId, filters);
  const articles = new NameLookup(db, 'articles', organisationId);
  const locations = new NameLookup(db, 'locations', organisationId);
  const warehouses = new NameLookup(db, 'warehouses', organisationId);
  for await (const rows of eachListBatch<TExportedRepair>(db, EXPORTED_REPAIRS, filter)) {
    await articles.load(rows.map((row) => row.articleId));
    await locations.load(rows.map((row) => row.locationId));
    await warehouses.load(rows.map((row) => row.warehouseId));
    yield rows.map((row): TRepairOverviewRow => ({
      repairNumber: row.repairNumber,
      serialNumber: row.serialNumber,
      location: locations.name(row.locationId) ?? warehouses.name(row.warehouseId),
      customerReference: row.customerReference,
      repairDate: row.repairDate,
      repairId: row.repairId,
      documentName: `reparatiebon-${row.repairNumber}.pdf`,
      articleName: articles.name(row.articleId) ?? '',
      status: row.status,
      statusLabel: MESSAGES.repairStatusLabels[row.status],
      createDate: row.createDate,
    }));
  }
}

export function findRepairChart(
  db: TQueryable,
  organisationId: number,
  filters: TRepairOverviewFilters,
  groupBy: TChartGroup,
): Promise<TChart> {
  const { filter, counters } = repairSearch(organisationId, filters);
  const product = `JOIN products p ON p.id = x.product_id`;
  return findChart(db, {
    source: REPAIRS_OVERVIEW,
    filter,
    grouping: {
      month: 'x.overview_month',
      category: {
        key: 'a.category_id',
        label: 'ac.title',
        joins: `${product} JOIN articles a ON a.id = p.article_id
          LEFT JOIN article_categories ac ON ac.id = a.category_id`,
      },
      location: {
        key: `coalesce(p.location_id::text, 'depot-' || p.warehouse_id)`,
        label: 'coalesce(l.name, w.name)',
        joins: `${product}
          LEFT JOIN locations l ON l.id = p.location_id AND l.organisation_id = p.organisation_id
          LEFT JOIN warehouses w ON w.id = p.warehouse_id`,
      },
    },
    groupBy,
    period: { from: filters.dateFrom ?? null, to: filters.dateTo ?? null },
    ...(counters ? { counters } : {}),
  });
}
