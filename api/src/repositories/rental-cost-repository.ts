// 'Verhuurkosten' (spec 001 §2.7, §5): the rental costs of a period at a location and those
// below it, per month and, when asked, per location and department. The rule is
// management/rental-cost-rule.ts (and api/src/routes/management/README.md "Rental costs"); this is
// the same rule in one statement over the cases, which its test holds to that function. Always
// scoped by organisation_id.
import type { TRentalCostRow } from '@portal/shared/contract/management';
import { formatEuro, lastDayOf } from '@portal/shared/rules';
import type { TQueryable } from '../db/database.js';

export type TRentalCostSearch = {
  organisationId: number;
  locationId: number;
  /** First and last month, 'yyyy-MM'. */
  from: string;
  to: string;
  /** 'yyyy-MM-dd': no day after it is charged. */
  today: string;
  groupByLocation: boolean;
  groupByDepartment: boolean;
};

type TCostRow = Omit<TRentalCostRow, 'priceDisplay'>;

/**
 * The cost lines of a search: the cases of the location tree that were charged in the
 * period (found on the index by start date), each month of the period they overlap, their
 * charged days (from the later of start and month start to the earlier of end, today and
 * month end), summed per month and group.
 */
export async function findRentalCostRows(
  db: TQueryable,
  search: TRentalCostSearch,
): Promise<TRentalCostRow[]> {
  const { groupByLocation, groupByDepartment } = search;
  const groups = [
    groupByLocation ? 'c.location_id' : 'NULL::int',
    groupByDepartment ? 'c.department_id' : 'NULL::int',
  ];
  const rows = await db.query<TCostRow>(
    `WITH RECURSIVE tree AS (
       SELECT id FROM locations WHERE organisation_id = $1 AND id = $2::bigint
       UNION ALL
       SELECT l.id FROM locations l JOIN tree t ON l.parent_id = t.id WHERE l.organisation_id = $1
     ),
     months AS (
       SELECT m::date AS first, (m + interval '1 month' - interval '1 day')::date AS last
       FROM generate_series($3::date, $4::date, interval '1 month') m
     ),
     charged AS (
       SELECT r.id, r.location_id, r.department_id, coalesce(r.price_per_day_cents, 0) AS price,
         r.start_date AS first, least(coalesce(r.end_date, $5::date), $5::date) AS last
       FROM rental_cases r
       WHERE r.organisation_id = $1 AND r.location_id IN (SELECT id FROM tree)
         AND r.start_key > '-infinity'::date AND r.start_key <= least($6::date, $5::date)
         AND coalesce(r.end_date, 'infinity'::date) >= $3::date
     ),
     lines AS (
       SELECT m.first AS month, ${groups[0]} AS location_id, ${groups[1]} AS department_id,
         count(*) AS cases, sum(days) AS days, sum(days * c.price) AS cost
       FROM charged c
       -- why: only the months a case overlaps, not every month of the period per case.
       CROSS JOIN LATERAL (
         SELECT m::date AS first, (m + interval '1 month' - interval '1 day')::date AS last
         FROM generate_series(date_trunc('month', greatest(c.first, $3::date)),
           date_trunc('month', least(c.last, $6::date)), interval '1 month') m) m
       CROSS JOIN LATERAL (SELECT least(c.last, m.last) - greatest(c.first, m.first) + 1 AS days) d
       WHERE d.days > 0
       GROUP BY 1, 2, 3
     )
     SELECT to_char(x.month, 'YYYY-MM') AS month, x.location_id AS "locationId",
       -- why: a line per department names the department's own location (a department of
       -- a child location is not at the top one); its id stays the grouping's (null).
       coalesce(l.name, dl.name) AS location, x.department_id AS "departmentId",
       d.name AS department,
       coalesce(x.cases, 0)::int AS "numberOfCases", coalesce(x.days, 0)::int AS "rentalDays",
       coalesce(x.cost, 0)::float8 AS "costCents"
     FROM ${
       groupByLocation || groupByDepartment
         ? 'lines x'
         : // why: without grouping every month of the period has its line, zeros included.
           '(SELECT m.first AS month, NULL::int AS location_id, NULL::int AS department_id, ' +
           'lines.cases, lines.days, lines.cost FROM months m ' +
           'LEFT JOIN lines ON lines.month = m.first) x'
     }
     LEFT JOIN locations l ON l.id = x.location_id AND l.organisation_id = $1
     LEFT JOIN departments d ON d.id = x.department_id AND d.organisation_id = $1
     LEFT JOIN locations dl ON dl.id = d.location_id AND dl.organisation_id = $1
     ORDER BY x.month, coalesce(l.name, dl.name) NULLS LAST, x.location_id NULLS LAST, d.name NULLS LAST,
       x.department_id NULLS LAST`,
    [
      search.organisationId,
      search.locationId,
      `${search.from}-01`,
      `${search.to}-01`,
      search.today,
      lastDayOf(search.to),
    ],
  );
  return rows.map((row) => ({ ...row, priceDisplay: formatEuro(row.costCents) }));
}

/** The name of a location of the organisation, or null when it is not one of its own. */
export async function findLocationName(
  db: TQueryable,
  organisationId: number,
  locationId: number,
): Promise<string | null> {
  const rows = await db.query<{ name: string }>(
    'SELECT name FROM locations WHERE organisation_id = $1 AND id = $2',
    [organisationId, locationId],
  );
  return rows[0]?.name ?? null;
}
