// The rental overviews of Management info (spec 001 §2.7; api/src/routes/management/README.md):
// 'Verhuur' delivered (DELIVER: by start date, every status) and returned (RETURN: the
// ended cases by end date), 'Actieve verhuurdossiers' (ACTIVE: by start date), 'Verhuur op
// datum' (the cases out on a day), their category counts and charts. One list query per
// overview (db/list-query.ts), each on an index of its order (migrations 005, 009, 017);
// a period is counted from month counters. Always scoped by organisation_id.
import type {
  TCategoryCount,
  TChart,
  TChartGroup,
  TChartPoint,
  TRentalOverviewFilters,
  TRentalOverviewRow,
  TRentalOverviewType,
} from '@portal/shared/contract/management';
import type { TQueryable } from '../db/database.js';
import {
  bucketed,
  counted,
  eachListBatch,
  findListPage,
  ListFilter,
  sql,
  totalFrom,
  type TBucketedTotal,
  type TSqlFragment,
  type TListSource,
  type TListTotal,
} from '../db/list-query.js';
import { countGroups, type TGroupCount } from '../db/grouped-counts.js';
import { departmentRoom, NameLookup } from '../db/name-lookups.js';
import { namedPoints, namesOf } from './group-names.js';
import { monthChart, type TChartGrouping } from './management-charts.js';
import { RENTAL_CASE_COLUMNS } from './rentals-repository.js';
import { categoryTree, locationTree } from './tree-queries.js';

const DEPARTMENT_ROOM = `nullif(concat_ws(' / ', d.name, nullif(r.room, '')), '')`;

/** A case's own columns, as a page and an export read them: the rental lists' and its serial. */
const OWN_COLUMNS = `${RENTAL_CASE_COLUMNS}, r.serial_number AS "serialNumber"`;

const COLUMNS = `${OWN_COLUMNS}, ${DEPARTMENT_ROOM} AS "departmentRoom", c.name AS contact,
  l.name AS "companyName", ac.title AS "categoryName"`;

/**
 * What an export reads of a case instead of COLUMNS: the ids of the rows COLUMNS joins,
 * named from lookups (db/name-lookups.ts, eachNamedBatch).
 */
const EXPORT_COLUMNS = `${OWN_COLUMNS}, r.department_id AS "departmentId", r.room,
  r.contact_id AS "contactId", r.location_id AS "locationId", r.category_id AS "categoryId"`;

type TExportedCase = Omit<
  TRentalOverviewRow,
  'departmentRoom' | 'contact' | 'companyName' | 'categoryName'
> & {
  departmentId: number | null;
  room: string | null;
  contactId: number | null;
  locationId: number | null;
  categoryId: number | null;
};

const JOINS = `
  LEFT JOIN departments d ON d.id = r.department_id AND d.organisation_id = r.organisation_id
  LEFT JOIN locations l ON l.id = r.location_id AND l.organisation_id = r.organisation_id
  LEFT JOIN contacts c ON c.id = r.contact_id AND c.organisation_id = r.organisation_id
  LEFT JOIN article_categories ac ON ac.id = r.category_id`;

/** Every status, newest start date first, no date last (index rental_cases_delivered). */
export const DELIVERED_LIST: TListSource = {
  table: 'rental_cases',
  alias: 'r',
  orderBy: ['start_key', 'id'],
  descending: true,
  columns: COLUMNS,
  joins: JOINS,
  pageBuckets: { column: 'start_month', type: 'date' },
  // why: index rental_cases_delivered_location (migration 017).
  fanOut: ['location_id'],
};

/**
 * One status in the rental lists' order (list_date: the end date of ended cases, else the
 * start date; index rental_cases_list, rental_cases_list_location).
 */
const STATUS_LIST: TListSource = {
  table: 'rental_cases',
  alias: 'r',
  orderBy: ['list_date', 'id'],
  descending: true,
  columns: COLUMNS,
  joins: JOINS,
  pageBuckets: { column: 'page_bucket', type: 'date' },
  fanOut: ['location_id'],
};

export const ALL_STATUSES = ['ACTIVE', 'WAITING', 'ENDED'] as const;

/** What each type lists: its order, the statuses it holds, the key its period is on. */
const TYPES: Record<
  TRentalOverviewType,
  { source: TListSource; statuses: readonly string[]; key: string; month: string }
> = {
  DELIVER: {
    source: DELIVERED_LIST,
    statuses: ALL_STATUSES,
    key: 'r.start_key',
    month: 'r.start_month',
  },
  RETURN: { source: STATUS_LIST, statuses: ['ENDED'], key: 'r.list_date', month: 'r.page_bucket' },
  ACTIVE: { source: STATUS_LIST, statuses: ['ACTIVE'], key: 'r.list_date', month: 'r.page_bucket' },
};

export const GROUPING = (month: string): TChartGrouping => ({
  month,
  category: {
    key: 'r.category_id',
    label: 'ac.title',
    joins: 'LEFT JOIN article_categories ac ON ac.id = r.category_id',
  },
  location: {
    key: 'r.location_id',
    label: 'l.name',
    joins:
      'LEFT JOIN locations l ON l.id = r.location_id AND l.organisation_id = r.organisation_id',
  },
});

type TRentalSearch = {
  source: TListSource;
  filter: ListFilter;
  total: TListTotal;
  /** The month counters, when only the type and period narrow the list. */
  counters: TBucketedTotal | undefined;
  month: string;
};

/** The list, filter and total of a rental overview's search. */
function rentalSearch(
  organisationId: number,
  type: TRentalOverviewType,
  filters: TRentalOverviewFilters,
): TRentalSearch {
  const { source, statuses, key, month } = TYPES[type];
  const filter = new ListFilter().where(sql`r.organisation_id = ${organisationId}`);
  if (statuses.length === 1) filter.where(sql`r.status = ${statuses[0] ?? ''}`);
  const range = { from: filters.dateFrom ?? null, to: filters.dateTo ?? null };
  const hasRange = range.from !== null || range.to !== null;
  if (hasRange) filter.whereKeyBetween(key, range);
  if (filters.locationId) {
    filter.whereIn('r.location_id', locationTree(organisationId, filters.locationId));
  }
  if (filters.categoryId) {
    filter.where(sql`r.category_id IN (${categoryTree(filters.categoryId)})`);
  }
  const counters =
    !filters.locationId && !filters.categoryId ? bucketed(organisationId, statuses) : undefined;
  let total: TListTotal = counters ?? 'count';
  if (filters.locationId && !filters.categoryId && !hasRange) {
    // why: the counters per status and location (migration 008), summed over the tree.
    const tree = locationTree(organisationId, filters.locationId);
    total = counted(
      'rental_cases.location_id',
      organisationId,
      sql`SELECT s || '/' || tree.id FROM (${tree}) tree
          CROSS JOIN unnest(${statuses}::text[]) s`,
    );
  }
  return { source, filter, total, counters, month };
}

/** One page of a rental overview with its total (`offset` is the spec's limitOffset). */
export async function findRentalOverviewPage(
  db: TQueryable,
  organisationId: number,
  type: TRentalOverviewType,
  filters: TRentalOverviewFilters,
  paging: { offset: number; rows: number },
): Promise<{ rows: TRentalOverviewRow[]; totalCount: number }> {
  const { source, filter, total } = rentalSearch(organisationId, type, filters);
  if (total !== 'count') return findListPage<TRentalOverviewRow>(db, source, filter, paging, total);
  // why: a place and a kind (with a period or not) are counted from the counters per
  // location and category (migration 019), not row by row (~47 ms at 100,000 on PGlite).
  const [all] = await rentalGroups(db, organisationId, type, filters, []);
  const known = totalFrom(sql`${all?.count ?? 0}`);
  return findListPage<TRentalOverviewRow>(db, source, filter, paging, known);
}

/** Every row of a rental overview's search, in list order, in keyset batches (Excel). */
export function eachRentalOverviewBatch(
  db: TQueryable,
  organisationId: number,
  type: TRentalOverviewType,
  filters: TRentalOverviewFilters,
): AsyncGenerator<TRentalOverviewRow[]> {
  const { source, filter } = rentalSearch(organisationId, type, filters);
  return eachNamedBatch(db, organisationId, source, filter);
}

/** The batches of a search as the list's rows (COLUMNS), named from lookups. */
export async function* eachNamedBatch(
  db: TQueryable,
  organisationId: number,
  source: TListSource,
  filter: ListFilter,
): AsyncGenerator<TRentalOverviewRow[]> {
  const departments = new NameLookup(db, 'departments', organisationId);
  const contacts = new NameLookup(db, 'contacts', organisationId);
  const locations = new NameLookup(db, 'locations', organisationId);
  const categories = new NameLookup(db, 'article_categories', organisationId);
  const exported = { ...source, columns: EXPORT_COLUMNS, joins: '' };
  for await (const rows of eachListBatch<TExportedCase>(db, exported, filter)) {
    await departments.load(rows.map((row) => row.departmentId));
    await contacts.load(rows.map((row) => row.contactId));
    await locations.load(rows.map((row) => row.locationId));
    await categories.load(rows.map((row) => row.categoryId));
    // why: one object literal of fixed shape per row; rest and spread made each row a
    // dictionary-mode object, which cost the worker more than the joins saved.
    yield rows.map((row): TRentalOverviewRow => ({
      rentalCaseId: row.rentalCaseId,
      displayName: row.displayName,
      startDate: row.startDate,
      endDate: row.endDate,
      departmentRoom: departmentRoom(departments.name(row.departmentId), row.room),
      endUser: row.endUser,
      contact: contacts.name(row.contactId),
      companyName: locations.name(row.locationId),
      generalUse: row.generalUse,
      serialNumber: row.serialNumber,
      categoryName: categories.name(row.categoryId),
    }));
  }
}

/** The counters that count a type's rows per location and category (migration 019). */
export const KIND_COUNTERS: Record<TRentalOverviewType, string> = {
  DELIVER: 'rental_cases.start_month.location_id.category_id',
  RETURN: 'rental_cases.page_bucket.location_id.category_id',
  ACTIVE: 'rental_cases.page_bucket.location_id.category_id',
};
const ALL_TIME_COUNTERS = 'rental_cases.location_id.category_id';

/** The narrowing of a search as sets of ids of the counters' parts. */
export function withinOf(
  organisationId: number,
  filters: { locationId?: number | null; categoryId?: number | null },
): Record<string, TSqlFragment> {
  return {
    ...(filters.locationId ? { location: locationTree(organisationId, filters.locationId) } : {}),
    ...(filters.categoryId ? { category: categoryTree(filters.categoryId) } : {}),
  };
}

/** A rental overview's search counted per `groupBy` (location, category, month). */
function rentalGroups(
  db: TQueryable,
  organisationId: number,
  type: TRentalOverviewType,
  filters: TRentalOverviewFilters,
  groupBy: readonly ('location' | 'category' | 'month')[],
): Promise<TGroupCount[]> {
  const { filter } = rentalSearch(organisationId, type, filters);
  const { statuses, key, month } = TYPES[type];
  const hasPeriod = Boolean(filters.dateFrom || filters.dateTo);
  const monthly = hasPeriod || groupBy.includes('month');
  return countGroups(db, {
    counters: {
      list: monthly ? KIND_COUNTERS[type] : ALL_TIME_COUNTERS,
      organisationId,
      tabs: statuses,
      parts: monthly ? ['month', 'location', 'category'] : ['location', 'category'],
    },
    table: 'rental_cases',
    alias: 'r',
    filter,
    columns: { month, location: 'r.location_id', category: 'r.category_id' },
    period: hasPeriod ? { key, from: filters.dateFrom ?? null, to: filters.dateTo ?? null } : null,
    within: withinOf(organisationId, filters),
    groupBy,
  });
}

/** Counts of one kind, or per month, as a chart. */
export async function chartOfGroups(
  db: TQueryable,
  organisationId: number,
  groupBy: TChartGroup,
  counts: readonly TGroupCount[],
  period: { from: string | null; to: string | null },
): Promise<TChart> {
  if (groupBy === 'month') {
    const points = counts.map((count) => ({ key: count.groups.month ?? '', value: count.count }));
    return monthChart(points, period);
  }
  const points: TChartPoint[] = await namedPoints(db, organisationId, groupBy, counts);
  return { groupBy, points };
}

/** The chart of a rental overview's search, from the counters (migration 019). */
export async function findRentalOverviewChart(
  db: TQueryable,
  organisationId: number,
  type: TRentalOverviewType,
  filters: TRentalOverviewFilters,
  groupBy: TChartGroup,
): Promise<TChart> {
  const counts = await rentalGroups(db, organisationId, type, filters, [groupBy]);
  return chartOfGroups(db, organisationId, groupBy, counts, {
    from: filters.dateFrom ?? null,
    to: filters.dateTo ?? null,
  });
}

// --- Category counts (spec 001 §3 "Category counts") ------------------------------------

/**
 * Counts per location and category as the spec's rows, by location and category name
 * (unknown ones last), a page of them (or all, without paging) with their number.
 */
export async function categoryCountsPage(
  db: TQueryable,
  organisationId: number,
  counts: readonly TGroupCount[],
  paging: { offset: number; rows: number } | null,
): Promise<{ rows: TCategoryCount[]; totalCount: number }> {
  const locations = await namesOf(
    db,
    organisationId,
    'location',
    counts.map((count) => count.groups.location ?? ''),
  );
  const categories = await namesOf(
    db,
    organisationId,
    'category',
    counts.map((count) => count.groups.category ?? ''),
  );
  const id = (text: string | undefined) => (text ? Number(text) : null);
  const byName = (a: string | null, b: string | null) =>
    a === b ? 0 : a === null ? 1 : b === null ? -1 : a.localeCompare(b, 'nl');
  const rows = counts
    .map((count) => ({
      companyName: locations.get(count.groups.location ?? '') ?? null,
      numberOfProducts: count.count,
      categoryName: categories.get(count.groups.category ?? '') ?? null,
      locationId: id(count.groups.location),
      categoryId: id(count.groups.category),
    }))
    .sort(
      (a, b) =>
        byName(a.companyName, b.companyName) ||
        byName(a.categoryName, b.categoryName) ||
        (a.locationId ?? Infinity) - (b.locationId ?? Infinity) ||
        (a.categoryId ?? Infinity) - (b.categoryId ?? Infinity),
    );
  const page = paging ? rows.slice(paging.offset - 1, paging.offset - 1 + paging.rows) : rows;
  return { rows: page, totalCount: rows.length };
}

/** A page of the category counts of a rental overview's search, from the counters. */
export async function findRentalCategoryCounts(
  db: TQueryable,
  organisationId: number,
  type: TRentalOverviewType,
  filters: TRentalOverviewFilters,
  paging: { offset: number; rows: number } | null,
): Promise<{ rows: TCategoryCount[]; totalCount: number }> {
  const counts = await rentalGroups(db, organisationId, type, filters, ['location', 'category']);
  return categoryCountsPage(db, organisationId, counts, paging);
}
