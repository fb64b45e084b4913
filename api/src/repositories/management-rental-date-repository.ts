// 'Verhuur op datum' of Management info (spec 001 §2.7): the rental cases out on a day, their
// page, Excel batches and chart, counted per start month (db/out-on-a-day.ts) and per group.
import type {
  TChart,
  TChartGroup,
  TRentalDateFilters,
  TRentalOverviewRow,
} from '@portal/shared/contract/management';
import type { TQueryable, TSqlParam } from '../db/database.js';
import {
  countOutPerGroup,
  outOnADayTotal,
  type TOutOnADayNarrowing,
  type TOutOnADaySource,
} from '../db/out-on-a-day.js';
import { findListPage, ListFilter, sql } from '../db/list-query.js';
import { addCounts, type TGroupCount } from '../db/grouped-counts.js';
import { findChart } from './management-charts.js';
import { categoryTree, locationTree } from './tree-queries.js';
import {
  ALL_STATUSES,
  DELIVERED_LIST,
  GROUPING,
  KIND_COUNTERS,
  chartOfGroups,
  eachNamedBatch,
  withinOf,
} from './management-rentals-repository.js';

// --- 'Verhuur op datum': the cases out on a day ------------------------------------------

/**
 * A case is out on a day when it started on or before it and had not ended before it: a
 * case running or waiting to be picked up has not ended; an ended one ended on its end date
 * (without one, it counts as ended before any day).
 */
function rentalDateSearch(organisationId: number, filters: TRentalDateFilters): ListFilter {
  const day = filters.date;
  const filter = new ListFilter()
    .where(sql`r.organisation_id = ${organisationId}`)
    .whereKeyBetween('r.start_key', { from: null, to: day })
    .where(
      sql`NOT (r.status = 'ENDED' AND coalesce(r.end_date, '-infinity'::date) < ${day}::date)`,
    );
  if (filters.locationId) {
    filter.whereIn('r.location_id', locationTree(organisationId, filters.locationId));
  }
  if (filters.categoryId) {
    filter.where(sql`r.category_id IN (${categoryTree(filters.categoryId)})`);
  }
  return filter;
}

/**
 * The cases out on a day per location or category (or all together), from the counters
 * per location and category (migration 019): started by the day
 * minus ended before it, corrected for the ended cases whose dates do not follow.
 */
async function casesOutPerGroup(
  db: TQueryable,
  organisationId: number,
  filters: TRentalDateFilters,
  groupBy: readonly ('location' | 'category')[],
): Promise<TGroupCount[]> {
  const day = filters.date;
  const narrowed = (filter: ListFilter) => {
    if (filters.locationId) {
      filter.where(sql`r.location_id IN (${locationTree(organisationId, filters.locationId)})`);
    }
    if (filters.categoryId) {
      filter.where(sql`r.category_id IN (${categoryTree(filters.categoryId)})`);
    }
    return filter;
  };
  const organisation = () => new ListFilter().where(sql`r.organisation_id = ${organisationId}`);
  const out = await countOutPerGroup(db, {
    table: 'rental_cases',
    alias: 'r',
    within: withinOf(organisationId, filters),
    groupBy,
    organisationId,
    parts: ['month', 'location', 'category'],
    day,
    narrow: narrowed,
    started: {
      counters: { list: KIND_COUNTERS.DELIVER, tabs: ALL_STATUSES },
      key: 'r.start_key',
      columns: { month: 'r.start_month', location: 'r.location_id', category: 'r.category_id' },
      filter: organisation,
    },
    ended: {
      counters: { list: KIND_COUNTERS.RETURN, tabs: ['ENDED'] },
      key: 'r.list_date',
      columns: { month: 'r.page_bucket', location: 'r.location_id', category: 'r.category_id' },
      filter: () => organisation().where(sql`r.status = 'ENDED'`),
    },
  });
  // why: an ended case without an end date is not out (and counted as started); one that
  // ended before the day without having started by it was not out (and counted as ended).
  const kept = groupBy.map((name) =>
    name === 'location' ? "coalesce(r.location_id::text, '')" : "coalesce(r.category_id::text, '')",
  );
  const params: TSqlParam[] = [];
  const correction = narrowed(
    new ListFilter()
      .where(sql`r.organisation_id = ${organisationId}`)
      .where(sql`r.status = 'ENDED'`)
      .where(sql`(r.start_date IS NULL OR r.end_date IS NULL OR r.end_date < r.start_date)`),
  ).toSql(params);
  const dayParam = `$${params.push(day)}::date`;
  const odd = await db.query<Record<string, string> & { count: number }>(
    `SELECT ${[
      ...kept.map((column, i) => `${column} AS g${i}`),
      `sum(CASE
         WHEN r.end_date IS NOT NULL AND r.end_date < ${dayParam}
           AND NOT coalesce(r.start_date <= ${dayParam}, false) THEN 1
         WHEN r.end_date IS NULL AND r.start_date <= ${dayParam} THEN -1
         ELSE 0 END)::float8 AS count`,
    ].join(', ')}
     FROM rental_cases r WHERE ${correction}
     ${kept.length > 0 ? `GROUP BY ${kept.map((_, i) => i + 1).join(', ')}` : ''}`,
    params,
  );
  const corrections = odd.map((row) => ({
    groups: Object.fromEntries(groupBy.map((name, i) => [name, row[`g${i}`] ?? ''])),
    count: row.count,
  }));
  return addCounts([
    [out, 1],
    [corrections, 1],
  ]);
}

/** The cases out on a day per start month (db/out-on-a-day.ts). */
const CASES_OUT: TOutOnADaySource = {
  table: 'rental_cases',
  started: { list: 'rental_cases.start_month', tabs: ALL_STATUSES },
  // why: an ended case's page bucket is the month of its end date (migration 009).
  ended: { list: 'rental_cases.page_bucket.start_month', tab: 'ENDED' },
  startMonth: 'start_month',
  startKey: 'start_key',
  isEnded: "status = 'ENDED'",
  // why: list_date is an ended case's end date (index rental_cases_list); end_date is what
  // rental_cases_delivered includes.
  endKey: 'list_date',
  endKeyByStart: "coalesce(end_date, '-infinity'::date)",
};

/** The cases of a location and those below it per start and end month (migration 023). */
function locationCasesOut(organisationId: number, locationId: number): TOutOnADayNarrowing {
  return {
    started: 'rental_cases.location_id.start_month',
    ended: 'rental_cases.location_id.page_bucket.start_month',
    column: 'location_id',
    values: locationTree(organisationId, locationId),
  };
}

export async function findRentalDatePage(
  db: TQueryable,
  organisationId: number,
  filters: TRentalDateFilters,
  paging: { offset: number; rows: number },
): Promise<{ rows: TRentalOverviewRow[]; totalCount: number }> {
  const filter = rentalDateSearch(organisationId, filters);
  // why: a location with those below it is counted per location (migration 023), not per
  // location and category, and its pages fan out over the locations (DELIVERED_LIST.fanOut);
  // a kind (with a place or not) from the counters per location and category.
  const total = await outOnADayTotal(
    db,
    organisationId,
    filters.date,
    filters.categoryId
      ? { asOneGroup: () => casesOutPerGroup(db, organisationId, filters, []) }
      : {
          perStartMonth: CASES_OUT,
          narrow: filters.locationId
            ? locationCasesOut(organisationId, filters.locationId)
            : undefined,
        },
  );
  return findListPage<TRentalOverviewRow>(db, DELIVERED_LIST, filter, paging, total);
}

export function eachRentalDateBatch(
  db: TQueryable,
  organisationId: number,
  filters: TRentalDateFilters,
): AsyncGenerator<TRentalOverviewRow[]> {
  const filter = rentalDateSearch(organisationId, filters);
  return eachNamedBatch(db, organisationId, DELIVERED_LIST, filter);
}

/** The chart of the cases out on a day (per category or location; per month of start). */
export async function findRentalDateChart(
  db: TQueryable,
  organisationId: number,
  filters: TRentalDateFilters,
  groupBy: TChartGroup,
): Promise<TChart> {
  if (groupBy !== 'month') {
    const counts = await casesOutPerGroup(db, organisationId, filters, [groupBy]);
    return chartOfGroups(db, organisationId, groupBy, counts, { from: null, to: filters.date });
  }
  const filter = rentalDateSearch(organisationId, filters);
  return findChart(db, {
    source: DELIVERED_LIST,
    filter,
    grouping: GROUPING('r.start_month'),
    groupBy,
    period: { from: null, to: filters.date },
  });
}
