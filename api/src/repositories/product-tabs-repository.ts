// The lists of a product's tabs and of the inspections and repairs overviews (spec 001
// §2.4, §7; README "Articles"): repairs, inspections (with 'Te keuren' built from the due
// dates), cleanings. Always scoped by organisation_id.
import type {
  TCleaning,
  TCleaningStatus,
  TInspection,
  TInspectionContext,
  TRepair,
} from '@portal/shared/contract/articles';
import { addDaysIso, INSPECTION_SOON_DAYS, inspectionDue, MESSAGES } from '@portal/shared/rules';
import type { TQueryable } from '../db/database.js';
import { findListPage, isoDate, ListFilter, sql, type TListSource } from '../db/list-query.js';
import { concatSql, containsText, inCategoryTree, inLocationTree } from './articles-repository.js';

const PRODUCT_JOINS = `
  JOIN products p ON p.id = x.product_id
  JOIN articles a ON a.id = p.article_id
  LEFT JOIN locations l ON l.id = p.location_id AND l.organisation_id = p.organisation_id
  LEFT JOIN warehouses w ON w.id = p.warehouse_id`;

export type TProductNarrowing = {
  categoryId?: number | null;
  locationId?: number | null;
  serialNumber?: string | null;
};

function isNarrowed(filters: TProductNarrowing): boolean {
  return Boolean(filters.categoryId || filters.locationId || filters.serialNumber?.trim());
}

/** Condition: `x.product_id` is a product of the organisation matching `filters`. */
function productMatches(organisationId: number, filters: TProductNarrowing) {
  const parts: Parameters<typeof concatSql> = [
    'x.product_id IN (SELECT fp.id FROM products fp WHERE ',
    sql`fp.organisation_id = ${organisationId}`,
  ];
  if (filters.categoryId) parts.push(' AND ', inCategoryTree('fp.article_id', filters.categoryId));
  if (filters.locationId) {
    parts.push(' AND ', inLocationTree('fp.location_id', organisationId, filters.locationId));
  }
  const serial = filters.serialNumber?.trim();
  if (serial) parts.push(' AND ', containsText('fp.serial_number', serial));
  parts.push(')');
  return concatSql(...parts);
}

// --- Repairs ---------------------------------------------------------------------------

type TRepairRow = Omit<TRepair, 'statusLabel'>;

const REPAIRS_LIST: TListSource = {
  table: 'repairs',
  alias: 'x',
  orderBy: ['created_at', 'id'],
  descending: true,
  columns: `x.id AS "repairId", x.product_id AS "productId", x.repair_number AS "repairNumber",
    p.serial_number AS "serialNumber", x.status, ${isoDate('x.created_at')} AS "createDate",
    ${isoDate('x.repair_date')} AS "repairDate", x.repairer,
    'reparatiebon-' || x.repair_number || '.pdf' AS "documentName", a.name,
    coalesce(l.name, w.name) AS owner`,
  joins: PRODUCT_JOINS,
};

export async function findRepairsPage(
  db: TQueryable,
  organisationId: number,
  scope: { tab: 'open' | 'archive' } | { productId: number },
  filters: TProductNarrowing,
  paging: { offset: number; rows: number },
): Promise<{ rows: TRepair[]; totalCount: number }> {
  const filter = new ListFilter().where(sql`x.organisation_id = ${organisationId}`);
  if ('productId' in scope) filter.where(sql`x.product_id = ${scope.productId}`);
  else filter.where(sql`x.tab = ${scope.tab}`);
  if (isNarrowed(filters)) filter.where(productMatches(organisationId, filters));
  const page = await findListPage<TRepairRow>(db, REPAIRS_LIST, filter, paging, 'count');
  return {
    rows: page.rows.map((row) => ({
      ...row,
      statusLabel: MESSAGES.repairStatusLabels[row.status],
    })),
    totalCount: page.totalCount,
  };
}

// --- Inspections -----------------------------------------------------------------------

type TInspectionRow = Omit<TInspection, 'statusLabel' | 'inspectionDue'>;

const INSPECTION_COLUMNS = `x.id AS "inspectionId", x.product_id AS "productId", x.conclusion,
  ${isoDate('x.planned_date')} AS "plannedDate", ${isoDate('x.inspect_date')} AS "inspectDate",
  p.serial_number AS "serialNumber", a.name, coalesce(l.name, w.name) AS owner,
  x.inspection_number AS "inspectionNumber", (x.conclusion <> 'PENDING') AS "hasReport",
  ${isoDate("CASE WHEN x.conclusion = 'PENDING' THEN p.next_inspection_date END")}
    AS "nextInspectionDate"`;

const INSPECTIONS_LIST: TListSource = {
  table: 'inspections',
  alias: 'x',
  orderBy: ['list_date', 'id'],
  descending: true,
  columns: INSPECTION_COLUMNS,
  joins: PRODUCT_JOINS,
};

/**
 * 'Te keuren': products of the organisation with a planned (PENDING) inspection, or due
 * within 30 days or overdue without one; soonest first. A row without a plan has no
 * inspection id or number. Filter `due` narrows it to the overdue ones (the home tile's
 * count) or those due within 30 days.
 */
const DUE_LIST: TListSource = {
  table: 'products',
  alias: 'x',
  orderBy: ['next_inspection_key', 'id'],
  descending: false,
  columns: `pi.id AS "inspectionId", x.id AS "productId", 'PENDING' AS conclusion,
    ${isoDate('pi.planned_date')} AS "plannedDate", NULL::text AS "inspectDate",
    x.serial_number AS "serialNumber", a.name, coalesce(l.name, w.name) AS owner,
    pi.inspection_number AS "inspectionNumber", false AS "hasReport",
    ${isoDate('x.next_inspection_date')} AS "nextInspectionDate"`,
  joins: `
  JOIN articles a ON a.id = x.article_id
  LEFT JOIN inspections pi ON pi.id = x.pending_inspection_id
  LEFT JOIN locations l ON l.id = x.location_id AND l.organisation_id = x.organisation_id
  LEFT JOIN warehouses w ON w.id = x.warehouse_id`,
};

export type TInspectionFilters = TProductNarrowing & {
  dateFrom?: string | null;
  dateTo?: string | null;
  due?: 'OVERDUE' | 'SOON' | null;
};

function dueFilter(organisationId: number, filters: TInspectionFilters, today: string): ListFilter {
  const soonUntil = addDaysIso(today, INSPECTION_SOON_DAYS);
  const filter = new ListFilter()
    .where(sql`x.organisation_id = ${organisationId}`)
    .where(sql`x.status = 'ACTIVE' AND x.placement <> 'unplaced'`)
    .where(
      sql`x.pending_inspection_id IS NOT NULL OR x.next_inspection_date <= ${soonUntil}::date`,
    );
  if (filters.categoryId) filter.where(inCategoryTree('x.article_id', filters.categoryId));
  if (filters.locationId) {
    filter.where(inLocationTree('x.location_id', organisationId, filters.locationId));
  }
  const serial = filters.serialNumber?.trim();
  if (serial) filter.where(containsText('x.serial_number', serial));
  if (filters.dateFrom) filter.where(sql`x.next_inspection_date >= ${filters.dateFrom}::date`);
  if (filters.dateTo) filter.where(sql`x.next_inspection_date <= ${filters.dateTo}::date`);
  // why: OVERDUE is exactly the home tile's count (countInspectionsDue), SOON its 'soon'.
  if (filters.due === 'OVERDUE') filter.where(sql`x.next_inspection_date < ${today}::date`);
  if (filters.due === 'SOON') {
    filter.where(
      sql`x.next_inspection_date >= ${today}::date AND x.next_inspection_date <= ${soonUntil}::date`,
    );
  }
  return filter;
}

export async function findInspectionsPage(
  db: TQueryable,
  organisationId: number,
  context: TInspectionContext,
  productId: number | null,
  filters: TInspectionFilters,
  paging: { offset: number; rows: number },
  today: string,
): Promise<{ rows: TInspection[]; totalCount: number }> {
  let page: { rows: TInspectionRow[]; totalCount: number };
  if (context === 'overview-open') {
    page = await findListPage<TInspectionRow>(
      db,
      DUE_LIST,
      dueFilter(organisationId, filters, today),
      paging,
      'count',
    );
  } else {
    const filter = new ListFilter().where(sql`x.organisation_id = ${organisationId}`);
    if (context === 'product') filter.where(sql`x.product_id = ${productId ?? 0}`);
    if (context === 'overview-archive') filter.where(sql`x.tab = 'archive'`);
    if (isNarrowed(filters)) filter.where(productMatches(organisationId, filters));
    if (filters.dateFrom) filter.where(sql`x.list_date >= ${filters.dateFrom}::date`);
    if (filters.dateTo) filter.where(sql`x.list_date <= ${filters.dateTo}::date`);
    page = await findListPage<TInspectionRow>(db, INSPECTIONS_LIST, filter, paging, 'count');
  }
  return {
    rows: page.rows.map((row) => ({
      ...row,
      statusLabel: MESSAGES.inspectionConclusionLabels[row.conclusion],
      inspectionDue: inspectionDue(row.nextInspectionDate, today),
    })),
    totalCount: page.totalCount,
  };
}

// --- Cleanings -------------------------------------------------------------------------

type TCleaningRow = Omit<TCleaning, 'statusLabel'>;

const CLEANINGS_LIST: TListSource = {
  table: 'cleanings',
  alias: 'x',
  orderBy: ['created_at', 'id'],
  descending: true,
  columns: `x.id AS "cleaningId", x.status, ${isoDate('x.created_at')} AS "createDate",
    ${isoDate('x.clean_date')} AS "cleanDate"`,
};

export async function findCleaningsPage(
  db: TQueryable,
  organisationId: number,
  productId: number,
  status: TCleaningStatus | null,
  paging: { offset: number; rows: number },
): Promise<{ rows: TCleaning[]; totalCount: number }> {
  const filter = new ListFilter()
    .where(sql`x.product_id = ${productId}`)
    .where(sql`x.organisation_id = ${organisationId}`);
  if (status) filter.where(sql`x.status = ${status}`);
  const page = await findListPage<TCleaningRow>(db, CLEANINGS_LIST, filter, paging, 'count');
  return {
    rows: page.rows.map((row) => ({
      ...row,
      statusLabel: MESSAGES.cleaningStatusLabels[row.status],
    })),
    totalCount: page.totalCount,
  };
}
