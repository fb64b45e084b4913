// Reference data for forms: the caller's locations, departments and contacts (scoped to
// the organisation) and the supplier's warehouses, inspection types and catalogue.
import type {
  TArticle,
  TArticleType,
  TCategory,
  TContactOption,
  TSelectOption,
} from '@portal/shared/contract';
import type { TQueryable } from '../db/database.js';

/** Locations of `organisationId` under `parentId` (null: the top level). */
export async function findLocations(
  db: TQueryable,
  organisationId: number,
  parentId: number | null,
): Promise<TSelectOption[]> {
  return db.query<TSelectOption>(
    `SELECT id AS value, name AS label FROM locations
     WHERE organisation_id = $1 AND parent_id IS NOT DISTINCT FROM $2::int
     ORDER BY name, id`,
    [organisationId, parentId],
  );
}

/** Departments of a location of `organisationId`; another organisation's location has none. */
export async function findDepartments(
  db: TQueryable,
  organisationId: number,
  locationId: number,
): Promise<TSelectOption[]> {
  return db.query<TSelectOption>(
    `SELECT id AS value, name AS label FROM departments
     WHERE organisation_id = $1 AND location_id = $2 ORDER BY name, id`,
    [organisationId, locationId],
  );
}

export async function findContacts(
  db: TQueryable,
  organisationId: number,
  userId: number,
): Promise<TContactOption[]> {
  return db.query<TContactOption>(
    `SELECT id AS value, name AS label, (user_id IS NOT DISTINCT FROM $2::int) AS selected
     FROM contacts WHERE organisation_id = $1 ORDER BY name, id`,
    [organisationId, userId],
  );
}

export async function findWarehouses(db: TQueryable): Promise<TSelectOption[]> {
  return db.query<TSelectOption>(
    'SELECT id AS value, name AS label FROM warehouses ORDER BY name, id',
  );
}

export async function findInspectionTypes(db: TQueryable): Promise<TSelectOption[]> {
  return db.query<TSelectOption>(
    'SELECT id AS value, name AS label FROM inspection_types ORDER BY name, id',
  );
}

/** Categories that belong to the `articleType` list, parents before children. */
export async function findCategories(
  db: TQueryable,
  articleType: TArticleType,
): Promise<TCategory[]> {
  return db.query<TCategory>(
    `SELECT id AS "categoryId", parent_id AS "parentId", title, price_display AS "priceDisplay",
       is_rentable::int AS "isRentable", has_measurements_bed::int AS "hasMeasurementsBed"
     FROM article_categories WHERE $1 = ANY (article_types)
     ORDER BY parent_id NULLS FIRST, sort_order, title, id`,
    [articleType],
  );
}

export async function findArticles(
  db: TQueryable,
  categoryId: number,
  articleType: 'DEPOT' | 'RENTAL',
): Promise<TArticle[]> {
  return db.query<TArticle>(
    `SELECT id, name FROM articles WHERE category_id = $1 AND article_type = $2 ORDER BY name, id`,
    [categoryId, articleType],
  );
}

export type TNamedRow = { id: number; name: string };

/** A location of `organisationId`, or null. */
export async function findOwnLocation(
  db: TQueryable,
  organisationId: number,
  id: number,
): Promise<TNamedRow | null> {
  const rows = await db.query<TNamedRow>(
    'SELECT id, name FROM locations WHERE organisation_id = $1 AND id = $2',
    [organisationId, id],
  );
  return rows[0] ?? null;
}

/** A department of `organisationId` with its location, or null. */
export async function findOwnDepartment(
  db: TQueryable,
  organisationId: number,
  id: number,
): Promise<(TNamedRow & { locationId: number }) | null> {
  const rows = await db.query<TNamedRow & { locationId: number }>(
    `SELECT id, name, location_id AS "locationId" FROM departments
     WHERE organisation_id = $1 AND id = $2`,
    [organisationId, id],
  );
  return rows[0] ?? null;
}

/** A contact of `organisationId`, or null. */
export async function findOwnContact(
  db: TQueryable,
  organisationId: number,
  id: number,
): Promise<TNamedRow | null> {
  const rows = await db.query<TNamedRow>(
    'SELECT id, name FROM contacts WHERE organisation_id = $1 AND id = $2',
    [organisationId, id],
  );
  return rows[0] ?? null;
}

export type TCategoryRow = {
  id: number;
  title: string;
  priceDisplay: string | null;
  isRentable: boolean;
  hasMeasurementsBed: boolean;
};

/** The catalogue categories among `ids` (the supplier's, not per organisation). */
export async function findCategoriesByIds(
  db: TQueryable,
  ids: readonly number[],
): Promise<TCategoryRow[]> {
  return db.query<TCategoryRow>(
    `SELECT id, title, price_display AS "priceDisplay", is_rentable AS "isRentable",
       has_measurements_bed AS "hasMeasurementsBed"
     FROM article_categories WHERE id = ANY ($1::int[])`,
    [ids.map(String)],
  );
}
