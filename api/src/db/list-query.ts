// The one way to query a list (ARCHITECTURE "One way to query a list"): filters added to
// one query, a stable order on indexed columns ending in the unique id, the spec's paging
// (limitOffset is the 1-based first row: page*10-9) with the total, and the same query
// read in keyset batches for exports. Every repository list uses it; see
// api/src/db/README.md "Lists: one list query" for how to add one (and its index).
//
//   const RENTAL_CASES: TListSource = {
//     table: 'rental_cases', alias: 'r', orderBy: ['list_date', 'id'], descending: true,
//     columns: `r.id AS "rentalCaseId", l.name AS "companyName"`,
//     joins: 'LEFT JOIN locations l ON l.id = r.location_id',
//   };
//   const filter = new ListFilter()
//     .where(sql`r.organisation_id = ${organisationId}`)
//     .where(sql`r.status = ${status}`);
//   await findListPage(db, RENTAL_CASES, filter, { offset: 1, rows: 10 }, counted(...));
//   for await (const rows of eachListBatch(db, RENTAL_CASES, filter)) ...
//
// The pieces live in ./list/, one module each; this file is their one public face.

export { type TSqlFragment, sql, isoDate, likePattern, renderSql } from './list/list-sql.js';
export {
  type TListSource,
  type TListSearch,
  searchCondition,
  type TListOrder,
  sortedList,
} from './list/list-source.js';
export { ListFilter, type TKeyDateRange } from './list/list-filter.js';
export {
  type TListTotal,
  countedPerBucket,
  totalFrom,
  type TBucketedTotal,
  bucketed,
  counted,
  countList,
  type TBucketCount,
  countPerBucket,
} from './list/list-total.js';
export { findListPage } from './list/list-page.js';
export { monthOf, nextMonth, periodMonths } from './list/month-range.js';
export { exportBatchSizing, eachListBatch } from './list/export-batches.js';
