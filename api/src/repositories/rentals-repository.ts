// Rental cases of the caller's organisation: the tab lists with their filters, details,
// the cases a retour can include, and status changes. Always scoped by organisation_id.
import type { LIST_SORT_KEYS, TListQuery } from '@portal/shared/contract';
import type {
  TRentalCase,
  TRentalDetails,
  TRentalStatus,
  TRentalTab,
  TRetourCase,
} from '@portal/shared/contract/rentals';
import type { TQueryable } from '../db/database.js';
import {
  counted,
  eachListBatch,
  findListPage,
  isoDate,
  likePattern,
  ListFilter,
  sortedList,
  sql,
  type TListSource,
  type TListTotal,
} from '../db/list-query.js';
import { departmentRoom, NameLookup } from '../db/name-lookups.js';
import { locationTree } from './tree-queries.js';

/** Tab → stored status (api/src/routes/rentals/README.md "Status and lists"). */
export const STATUS_OF_TAB: Record<TRentalTab, TRentalStatus> = {
  active: 'ACTIVE',
  waiting: 'WAITING',
  archive: 'ENDED',
};

export const STATUS_DISPLAY: Record<TRentalStatus, string> = {
  ACTIVE: 'Actief',
  WAITING: 'In behandeling',
  ENDED: 'Afgerond',
};

export type TRentalListFilters = TListQuery<TRentalSortKey> & { locationId?: number };

type TRentalSortKey = (typeof LIST_SORT_KEYS.rentalCases)[number];

/**
 * The orders a user may choose (migration 014): the case number, the article, and per tab
 * the dates it shows; a tab's own date is its list_date (newest first by default).
 */
const RENTAL_SORTS: Record<TRentalTab, Partial<Record<TRentalSortKey, readonly string[]>>> = {
  active: { rentalCaseId: ['id'], displayName: ['name_key', 'id'], startDate: ['list_date', 'id'] },
  waiting: {
    rentalCaseId: ['id'],
    displayName: ['name_key', 'id'],
    startDate: ['list_date', 'id'],
  },
  archive: {
    rentalCaseId: ['id'],
    displayName: ['name_key', 'id'],
    startDate: ['start_key', 'id'],
    endDate: ['list_date', 'id'],
  },
};

/** The list of a tab in the order the filters ask for. */
function rentalCasesList(tab: TRentalTab, filters: TRentalListFilters): TListSource {
  return sortedList(RENTAL_CASES_LIST, RENTAL_SORTS[tab], filters.sortBy, filters.sortDirection);
}

const DEPARTMENT_ROOM = `nullif(concat_ws(' / ', d.name, nullif(r.room, '')), '')`;

/** A case's own columns, as a page and an export read them (the management overviews too). */
export const RENTAL_CASE_COLUMNS = `r.id AS "rentalCaseId", r.display_name AS "displayName",
  ${isoDate('r.start_date')} AS "startDate", ${isoDate('r.end_date')} AS "endDate",
  r.end_user AS "endUser", r.general_use::int AS "generalUse"`;

const LIST_JOINS = `
  LEFT JOIN departments d ON d.id = r.department_id AND d.organisation_id = r.organisation_id
  LEFT JOIN locations l ON l.id = r.location_id AND l.organisation_id = r.organisation_id`;

/**
 * The tab lists: newest first, active and waiting by start date, the archive by end date,
 * no date last (list_date, migration 005), served by index rental_cases_list.
 */
export const RENTAL_CASES_LIST: TListSource = {
  table: 'rental_cases',
  alias: 'r',
  orderBy: ['list_date', 'id'],
  descending: true,
  columns: `${RENTAL_CASE_COLUMNS}, ${DEPARTMENT_ROOM} AS "departmentRoom", l.name AS "companyName"`,
  joins: LIST_JOINS,
  pageBuckets: { column: 'page_bucket', type: 'date' },
};

/**
 * A tab with its filters. The search matches the case number exactly and the article,
 * serial number, barcode and end user as a substring, ignoring case: the trigram index on
 * search_text finds the candidates, the column conditions keep the match exact. A location
 * includes the locations below it.
 */
export function rentalCasesFilter(
  organisationId: number,
  tab: TRentalTab,
  filters: TRentalListFilters,
): ListFilter {
  const filter = new ListFilter()
    .where(sql`r.organisation_id = ${organisationId}`)
    .where(sql`r.status = ${STATUS_OF_TAB[tab]}`);
  const search = filters.search?.trim();
  if (search) {
    const like = likePattern(search);
    const caseNumber = /^[1-9]\d{0,8}$/.test(search) ? Number(search) : null;
    filter.where(sql`r.id = ${caseNumber} OR (r.search_text ILIKE ${like}
      AND (r.display_name ILIKE ${like} OR r.serial_number ILIKE ${like}
        OR r.barcode ILIKE ${like} OR (NOT r.general_use AND r.end_user ILIKE ${like})))`);
  }
  if (filters.locationId !== undefined) {
    filter.where(sql`r.location_id IN (${locationTree(organisationId, filters.locationId)})`);
  }
  return filter;
}

/**
 * The counter of a tab when nothing else narrows it, the counters of its locations
 * (migration 008) for a location with those below it; a search is counted in the page's
 * statement (its trigram scan runs once).
 */
function rentalCasesTotal(
  organisationId: number,
  tab: TRentalTab,
  filters: TRentalListFilters,
): TListTotal {
  const status = STATUS_OF_TAB[tab];
  if (filters.search?.trim()) return 'window';
  if (filters.locationId !== undefined) {
    const tree = locationTree(organisationId, filters.locationId);
    return counted(
      'rental_cases.location_id',
      organisationId,
      sql`SELECT ${status} || '/' || tree.id FROM (${tree}) tree`,
    );
  }
  return counted('rental_cases', organisationId, [status]);
}

/**
 * One page of a tab with the total. `offset` is the spec's 1-based limitOffset
 * (page*10-9): row `offset` is the first row answered.
 */
export function findRentalCasesPage(
  db: TQueryable,
  organisationId: number,
  tab: TRentalTab,
  filters: TRentalListFilters,
  paging: { offset: number; rows: number },
): Promise<{ rows: TRentalCase[]; totalCount: number }> {
  return findListPage<TRentalCase>(
    db,
    rentalCasesList(tab, filters),
    rentalCasesFilter(organisationId, tab, filters),
    paging,
    rentalCasesTotal(organisationId, tab, filters),
  );
}

/** Every case of a tab with its filters, in list order, in keyset batches (Excel). */
export function eachRentalCaseBatch(
  db: TQueryable,
  organisationId: number,
  tab: TRentalTab,
  filters: TRentalListFilters,
): AsyncGenerator<TRentalCase[]> {
  return eachNamedCaseBatch(
    db,
    organisationId,
    rentalCasesList(tab, filters),
    rentalCasesFilter(organisationId, tab, filters),
  );
}

/** The batches as the list's rows, named from lookups read once per file (db/name-lookups.ts). */
async function* eachNamedCaseBatch(
  db: TQueryable,
  organisationId: number,
  list: TListSource,
  filter: ListFilter,
): AsyncGenerator<TRentalCase[]> {
  const departments = new NameLookup(db, 'departments', organisationId);
  const locations = new NameLookup(db, 'locations', organisationId);
  const exported = {
    ...list,
    columns: `${RENTAL_CASE_COLUMNS}, r.department_id AS "departmentId", r.room,
      r.location_id AS "locationId"`,
    joins: '',
  };
  type TExported = Omit<TRentalCase, 'departmentRoom' | 'companyName'> & {
    departmentId: number | null;
    room: string | null;
    locationId: number | null;
  };
  for await (const rows of eachListBatch<TExported>(db, exported, filter)) {
    await departments.load(rows.map((row) => row.departmentId));
    await locations.load(rows.map((row) => row.locationId));
    yield rows.map((row): TRentalCase => ({
      rentalCaseId: row.rentalCaseId,
      displayName: row.displayName,
      startDate: row.startDate,
      endDate: row.endDate,
      departmentRoom: departmentRoom(departments.name(row.departmentId), row.room),
      endUser: row.endUser,
      companyName: locations.name(row.locationId),
      generalUse: row.generalUse,
    }));
  }
}

export type TRentalCaseRow = {
  id: number;
  status: TRentalStatus;
  displayName: string;
  serialNumber: string | null;
  locationId: number | null;
};

/** The case `id` of `organisationId`, or null (another organisation's case is missing). */
export async function findRentalCase(
  db: TQueryable,
  organisationId: number,
  id: number,
): Promise<TRentalCaseRow | null> {
  const rows = await db.query<TRentalCaseRow>(
    `SELECT id, status, display_name AS "displayName", serial_number AS "serialNumber",
       location_id AS "locationId"
     FROM rental_cases WHERE organisation_id = $1 AND id = $2`,
    [organisationId, id],
  );
  return rows[0] ?? null;
}

/** Several cases of `organisationId`, locked for update; missing or foreign ids are absent. */
export async function lockRentalCases(
  tx: TQueryable,
  organisationId: number,
  ids: readonly number[],
): Promise<TRentalCaseRow[]> {
  return tx.query<TRentalCaseRow>(
    `SELECT id, status, display_name AS "displayName", serial_number AS "serialNumber",
       location_id AS "locationId"
     FROM rental_cases WHERE organisation_id = $1 AND id = ANY ($2::int[])
     ORDER BY id FOR UPDATE`,
    [organisationId, ids.map(String)],
  );
}

/** "<article> <serial>" (or the case number without a serial): page title and details title. */
const TITLE = `r.display_name || ' ' || coalesce(r.serial_number, r.id::text)`;

export async function findRentalCaseTitle(
  db: TQueryable,
  organisationId: number,
  id: number,
): Promise<string | null> {
  const rows = await db.query<{ title: string }>(
    `SELECT ${TITLE} AS title FROM rental_cases r WHERE r.organisation_id = $1 AND r.id = $2`,
    [organisationId, id],
  );
  return rows[0]?.title ?? null;
}

export async function findRentalDetails(
  db: TQueryable,
  organisationId: number,
  id: number,
): Promise<TRentalDetails | null> {
  const rows = await db.query<Omit<TRentalDetails, 'statusDisplay'>>(
    `SELECT ${TITLE} AS title, coalesce(a.name, r.display_name) AS "articleName",
       r.serial_number AS "serialNumber", r.product_brand AS "productBrand",
       r.product_type AS "productType", r.barcode, r.id AS "rentalCaseId", r.status,
       r.price_display AS "priceDisplay", ${isoDate('r.start_date')} AS "startDate",
       ${isoDate('r.end_date')} AS "endDate", r.rental_extensions AS "rentalExtensions",
       r.end_user AS "endUser", ${isoDate('r.birth_date')} AS "birthDate",
       ${DEPARTMENT_ROOM} AS "departmentRoom", r.general_use::int AS "generalUse",
       c.name AS "contactUser", c.phone AS "contactPhone", c.email AS "contactEmail",
       r.rental_address AS "rentalAddress", r.invoice_address AS "invoiceAddress"
     FROM rental_cases r
     LEFT JOIN articles a ON a.id = r.article_id
     LEFT JOIN departments d ON d.id = r.department_id AND d.organisation_id = r.organisation_id
     LEFT JOIN contacts c ON c.id = r.contact_id AND c.organisation_id = r.organisation_id
     WHERE r.organisation_id = $1 AND r.id = $2`,
    [organisationId, id],
  );
  const row = rows[0];
  return row ? { ...row, statusDisplay: STATUS_DISPLAY[row.status] } : null;
}

/** The ACTIVE cases of `locationId` (null: those without a location), `checkedId` checked. */
export async function findRetourCases(
  db: TQueryable,
  organisationId: number,
  locationId: number | null,
  checkedId: number,
): Promise<TRetourCase[]> {
  return db.query<TRetourCase>(
    `SELECT r.id AS "rentalCaseId", r.display_name AS "articleName",
       r.serial_number AS "serialNumber", ${isoDate('r.start_date')} AS "startDate",
       l.name AS location, ${DEPARTMENT_ROOM} AS "departmentRoom",
       CASE WHEN r.general_use THEN 'Algemeen gebruik' ELSE r.end_user END AS "endUser",
       (r.id = $3) AS "isChecked"
     FROM rental_cases r ${LIST_JOINS}
     WHERE r.organisation_id = $1 AND r.status = 'ACTIVE'
       AND r.location_id IS NOT DISTINCT FROM $2::int
     ORDER BY (r.id = $3) DESC, r.display_name, r.id`,
    [organisationId, locationId, checkedId],
  );
}

export async function setRentalCasesStatus(
  tx: TQueryable,
  organisationId: number,
  ids: readonly number[],
  status: TRentalStatus,
): Promise<void> {
  await tx.query(
    'UPDATE rental_cases SET status = $3 WHERE organisation_id = $1 AND id = ANY ($2::int[])',
    [organisationId, ids.map(String), status],
  );
}

export type TRentalCaseByCode = { id: number };

/** The case of `organisationId` whose barcode or serial number is `code` (ignoring case). */
export async function findRentalCaseByCode(
  db: TQueryable,
  organisationId: number,
  code: string,
): Promise<TRentalCaseByCode | null> {
  const rows = await db.query<TRentalCaseByCode>(
    `SELECT id FROM rental_cases
     WHERE organisation_id = $1 AND (upper(barcode) = upper($2) OR upper(serial_number) = upper($2))
     ORDER BY (upper(barcode) = upper($2)) DESC, (status = 'ACTIVE') DESC, id DESC LIMIT 1`,
    [organisationId, code],
  );
  return rows[0] ?? null;
}
