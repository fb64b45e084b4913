// Products of the caller's organisation (the subset the foundation needs).
import type { TQueryable } from '../db/database.js';

/** "<article> <serial>" of a product of `organisationId`, or null when it is not theirs. */
export async function findProductTitle(
  db: TQueryable,
  organisationId: number,
  productId: number,
): Promise<string | null> {
  const rows = await db.query<{ title: string }>(
    `SELECT a.name || ' ' || p.serial_number AS title
     FROM products p JOIN articles a ON a.id = p.article_id
     WHERE p.organisation_id = $1 AND p.id = $2`,
    [organisationId, productId],
  );
  return rows[0]?.title ?? null;
}
