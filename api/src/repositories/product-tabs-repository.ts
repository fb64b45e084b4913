// The lists of a product's tabs and of the inspections and repairs overviews (spec 001
// §2.4, §7; api/src/routes/articles/README.md): repairs, inspections (with 'Te keuren' built from
// the due dates), cleanings. Always scoped by organisation_id.
import type {
  TCleaning,
  TCleaningStatus,
  TInspection,
  TInspectionContext,
  TRepair,
} from '@portal/shared/contract/articles';
import { addDaysIso, INSPECTION_SOON_DAYS, inspectionDue, MESSAGES } from '@portal/shared/rules';
import type { TQueryable } from '../db/database.js';
import type { LIST_SORT_KEYS, TSortDirection } from '@portal/shared/contract';
import {
  counted,
  findListPage,
  isoDate,
  likePattern,
  ListFilter,
  monthOf,
  sortedList,
  sql,
  totalFrom,
  type TListSource,
  type TListTotal,
  type TSqlFragment,
} from '../db/list-query.js';
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
  /** Ours (issue 23): the free search, in the product's own search text and its number. */
  search?: string | null;
};

function isNarrowed(filters: TProductNarrowing): boolean {
  return Boolean(filters.categoryId || filters.locationId || filters.serialNumber?.trim());
}

/**
 * Condition: product `column` (of the organisation) matches a search for `term` in its
 * search text (migration 013). One arm per placement, so each arm reads that placement's
 * trigram index (an unplaced product has no list, and no index). `= ANY (ARRAY(...))`, not
 * `IN (...)`: the matching ids are then a value the listed table's index on `column` can
 * look up, also as one arm of an OR (a bitmap OR with the row's number), where `IN` made
 * the planner read the whole tab and test each row (issue 23: 150 ms at 100,000 rows).
 */
function productSearch(column: string, organisationId: number, term: string): TSqlFragment {
  const like = likePattern(term);
  return concatSql(
    `${column} = ANY (ARRAY(SELECT sp.id FROM products sp WHERE `,
    sql`sp.organisation_id = ${organisationId}
      AND ((sp.placement = 'location' AND sp.search_text ILIKE ${like})
        OR (sp.placement = 'depot' AND sp.search_text ILIKE ${like}))))`,
  );
}

/**
 * Condition of the free search of an inspections or repairs list: the product matches, or
 * the row's number is the term (`numberColumn` is unique and upper case: 'KR-000123').
 */
function numberOrProductSearch(
  numberColumn: string,
  organisationId: number,
  term: string | null | undefined,
): TSqlFragment | null {
  const text = term?.trim();
  if (!text) return null;
  return concatSql(
    `${numberColumn} = `,
    sql`upper(${text}) OR `,
    productSearch('x.product_id', organisationId, text),
  );
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

type TRepairSortKey = (typeof LIST_SORT_KEYS.repairs)[number];

/** The orders a user may choose (migration 014): Reparatienummer, Aanmaakdatum, Reparatiedatum. */
const REPAIR_SORTS: Record<TRepairSortKey, readonly string[]> = {
  repairNumber: ['repair_number', 'id'],
  createDate: ['created_at', 'id'],
  repairDate: ['repair_key', 'id'],
};

export type TRepairFilters = TProductNarrowing & {
  sortBy?: TRepairSortKey | null;
  sortDirection?: TSortDirection | null;
};

export async function findRepairsPage(
  db: TQueryable,
  organisationId: number,
  scope: { tab: 'open' | 'archive' } | { productId: number },
  filters: TRepairFilters,
  paging: { offset: number; rows: number },
): Promise<{ rows: TRepair[]; totalCount: number }> {
  const filter = new ListFilter().where(sql`x.organisation_id = ${organisationId}`);
  if ('productId' in scope) filter.where(sql`x.product_id = ${scope.productId}`);
  else filter.where(sql`x.tab = ${scope.tab}`);
  if (isNarrowed(filters)) filter.where(productMatches(organisationId, filters));
  const search = numberOrProductSearch('x.repair_number', organisationId, filters.search);
  if (search) filter.where(search);
  // why: the product's own tab is short; the overview's orders have an index per tab.
  const list =
    'productId' in scope
      ? REPAIRS_LIST
      : sortedList(REPAIRS_LIST, REPAIR_SORTS, filters.sortBy, filters.sortDirection);
  // why: a tab that only its tab narrows has its total in the counters (migration 021).
  const total =
    'tab' in scope && !isNarrowed(filters) && !search
      ? counted('repairs', organisationId, [scope.tab])
      : searchTotal(search);
  const page = await findListPage<TRepairRow>(db, list, filter, paging, total);
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

type TInspectionSortKey = (typeof LIST_SORT_KEYS.inspections)[number];

export type TInspectionFilters = TProductNarrowing & {
  dateFrom?: string | null;
  dateTo?: string | null;
  due?: 'OVERDUE' | 'SOON' | null;
  sortBy?: TInspectionSortKey | null;
  sortDirection?: TSortDirection | null;
};

/**
 * The orders a user may choose (migration 014). 'Te keuren' lists products: by the next
 * inspection (its own order) or serial number; the other tabs list inspections: by date
 * (their own order) or number.
 */
const DUE_SORTS: Partial<Record<TInspectionSortKey, readonly string[]>> = {
  nextInspection: ['next_inspection_key', 'id'],
  serialNumber: ['serial_number', 'id'],
};
const INSPECTION_SORTS: Partial<Record<TInspectionSortKey, readonly string[]>> = {
  inspectDate: ['list_date', 'id'],
  inspectionNumber: ['inspection_number', 'id'],
};

/** A search counts its matches in the page's own statement (its scan runs once). */
function searchTotal(search: TSqlFragment | null): TListTotal {
  return search ? 'window' : 'count';
}

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
  const search = filters.search?.trim();
  if (search) {
    filter.where(
      concatSql(
        productSearch('x.id', organisationId, search),
        ' OR x.pending_inspection_id = ANY (ARRAY(SELECT si.id FROM inspections si WHERE ',
        sql`si.inspection_number = upper(${search})))`,
      ),
    );
  }
  // why: on next_inspection_key (the date, 'infinity' without one), the key of the list's
  // index (migration 021), so a period or the overdue ones are an index range; a bound
  // below also keeps out the products without a date, as the date itself did.
  if (filters.dateFrom) {
    filter.where(
      sql`x.next_inspection_key >= ${filters.dateFrom}::date AND x.next_inspection_date IS NOT NULL`,
    );
  }
  if (filters.dateTo) filter.where(sql`x.next_inspection_key <= ${filters.dateTo}::date`);
  // why: OVERDUE is exactly the home tile's count (countInspectionsDue), SOON its 'soon'.
  if (filters.due === 'OVERDUE') filter.where(sql`x.next_inspection_key < ${today}::date`);
  if (filters.due === 'SOON') {
    filter.where(
      sql`x.next_inspection_key >= ${today}::date AND x.next_inspection_key <= ${soonUntil}::date`,
    );
  }
  return filter;
}

/**
 * The total of 'Te keuren' (dueFilter). Unnarrowed, it is the products due by 30 days
 * ahead plus the planned ones due later; the overdue ones (filter `due`, the home tile's
 * link) are those due before today. The products due before a day are the whole months
 * before that day's month from the counters of list 'products.due_month' (migration 021)
 * plus that month's rows up to the day, on the list's partial index: at 100,000 products
 * ~200 counters and a month of index entries instead of every product. Otherwise the
 * matches are counted ('count') or, for a search, counted by the page ('window').
 */
function dueTotal(organisationId: number, filters: TInspectionFilters, today: string): TListTotal {
  if (filters.search?.trim()) return 'window';
  const narrowed = isNarrowed(filters) || filters.dateFrom || filters.dateTo;
  if (narrowed || filters.due === 'SOON') return 'count';
  const due = sql`x.organisation_id = ${organisationId}
    AND x.status = 'ACTIVE' AND x.placement <> 'unplaced'`;
  const dueBefore = (day: string, bound: TSqlFragment) =>
    sql`(SELECT coalesce(sum(c.count), 0) FROM list_counts c
         WHERE c.list = 'products.due_month' AND c.organisation_id = ${organisationId}
           AND split_part(c.bucket, '/', 1) IN ('location', 'depot')
           AND nullif(substr(c.bucket, strpos(c.bucket, '/') + 1), '')::date
             < ${monthOf(day)}::date)
      + (SELECT count(*) FROM products x WHERE ${due}
           AND x.next_inspection_key >= ${monthOf(day)}::date AND ${bound})`;
  if (filters.due === 'OVERDUE') {
    return totalFrom(dueBefore(today, sql`x.next_inspection_key < ${today}::date`));
  }
  const soonUntil = addDaysIso(today, INSPECTION_SOON_DAYS);
  return totalFrom(
    sql`${dueBefore(soonUntil, sql`x.next_inspection_key <= ${soonUntil}::date`)}
      + (SELECT count(*) FROM products x WHERE ${due}
           AND x.pending_inspection_id IS NOT NULL
           AND x.next_inspection_key > ${soonUntil}::date)`,
  );
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
      sortedList(DUE_LIST, DUE_SORTS, filters.sortBy, filters.sortDirection),
      dueFilter(organisationId, filters, today),
      paging,
      dueTotal(organisationId, filters, today),
    );
  } else {
    const filter = new ListFilter().where(sql`x.organisation_id = ${organisationId}`);
    if (context === 'product') filter.where(sql`x.product_id = ${productId ?? 0}`);
    if (context === 'overview-archive') filter.where(sql`x.tab = 'archive'`);
    if (isNarrowed(filters)) filter.where(productMatches(organisationId, filters));
    if (filters.dateFrom) filter.where(sql`x.list_date >= ${filters.dateFrom}::date`);
    if (filters.dateTo) filter.where(sql`x.list_date <= ${filters.dateTo}::date`);
    const search =
      context === 'product'
        ? null
        : numberOrProductSearch('x.inspection_number', organisationId, filters.search);
    if (search) filter.where(search);
    const list =
      context === 'product'
        ? INSPECTIONS_LIST
        : sortedList(INSPECTIONS_LIST, INSPECTION_SORTS, filters.sortBy, filters.sortDirection);
    // why: the archive that only its tab narrows has its total in the counters (021).
    const onlyTab =
      context === 'overview-archive' &&
      !isNarrowed(filters) &&
      !filters.dateFrom &&
      !filters.dateTo &&
      !search;
    const total = onlyTab
      ? counted('inspections', organisationId, ['archive'])
      : searchTotal(search);
    page = await findListPage<TInspectionRow>(db, list, filter, paging, total);
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
