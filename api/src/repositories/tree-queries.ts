// The two trees every filter walks: a location with the locations below it (of the caller's
// organisation), and an article category with the categories below it (the supplier's
// catalogue). Each is a query answering one column `id`, for `IN (...)` or
// ListFilter.whereIn (a list with an index per value fans out over it).
import { sql, type TSqlFragment } from '../db/list-query.js';

/** A query answering `id`: the location `locationId` of `organisationId` and all below it. */
export function locationTree(organisationId: number, locationId: number): TSqlFragment {
  return sql`WITH RECURSIVE tree AS (
      SELECT id FROM locations WHERE organisation_id = ${organisationId} AND id = ${locationId}::bigint
      UNION ALL
      SELECT l2.id FROM locations l2 JOIN tree t ON l2.parent_id = t.id
      WHERE l2.organisation_id = ${organisationId}
    ) SELECT id FROM tree`;
}

/** A query answering `id`: the category `categoryId` and every category below it. */
export function categoryTree(categoryId: number): TSqlFragment {
  return sql`WITH RECURSIVE tree AS (
      SELECT id FROM article_categories WHERE id = ${categoryId}::bigint
      UNION ALL
      SELECT c.id FROM article_categories c JOIN tree t ON c.parent_id = t.id
    ) SELECT id FROM tree`;
}
