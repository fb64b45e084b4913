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

export type TProductRef = {
  id: number;
  title: string;
  status: string;
  locationId: number | null;
  /** In the supplier's depot (no location) rather than at one of the customer's locations. */
  isInDepot: boolean;
};

const PRODUCT_REF = `p.id, a.name || ' ' || p.serial_number AS title, p.status,
  p.location_id AS "locationId", (p.location_id IS NULL) AS "isInDepot"`;

/** A product of `organisationId`, or null when it is missing or not theirs. */
export async function findProductRef(
  db: TQueryable,
  organisationId: number,
  productId: number,
): Promise<TProductRef | null> {
  const rows = await db.query<TProductRef>(
    `SELECT ${PRODUCT_REF} FROM products p JOIN articles a ON a.id = p.article_id
     WHERE p.organisation_id = $1 AND p.id = $2`,
    [organisationId, productId],
  );
  return rows[0] ?? null;
}

/** The product of `organisationId` whose barcode or serial number is `code` (ignoring case). */
export async function findProductByCode(
  db: TQueryable,
  organisationId: number,
  code: string,
): Promise<TProductRef | null> {
  const rows = await db.query<TProductRef>(
    `SELECT ${PRODUCT_REF} FROM products p JOIN articles a ON a.id = p.article_id
     WHERE p.organisation_id = $1
       AND (upper(p.barcode) = upper($2) OR upper(p.serial_number) = upper($2))
     ORDER BY (upper(p.barcode) = upper($2)) DESC, (p.status <> 'REMOVED') DESC, p.id DESC
     LIMIT 1`,
    [organisationId, code],
  );
  return rows[0] ?? null;
}

/** Locks a product of `organisationId` for the rest of the transaction; false when not theirs. */
export async function lockProduct(
  tx: TQueryable,
  organisationId: number,
  productId: number,
): Promise<boolean> {
  const rows = await tx.query<{ id: number }>(
    'SELECT id FROM products WHERE organisation_id = $1 AND id = $2 FOR UPDATE',
    [organisationId, productId],
  );
  return rows.length > 0;
}
