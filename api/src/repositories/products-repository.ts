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
     WHERE p.organisation_id = $1 AND p.id = $2 AND p.placement <> 'unplaced'`,
    [organisationId, productId],
  );
  return rows[0]?.title ?? null;
}

export type TProductRef = {
  id: number;
  title: string;
  status: string;
  locationId: number | null;
  /** location, depot or unplaced (api/src/routes/articles/README.md "Data"). */
  placement: 'location' | 'depot' | 'unplaced';
  /** In the supplier's depot rather than at one of the customer's locations (or unplaced). */
  isInDepot: boolean;
};

const PRODUCT_REF = `p.id, a.name || ' ' || p.serial_number AS title, p.status,
  p.location_id AS "locationId", p.placement, (p.placement = 'depot') AS "isInDepot"`;

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
     WHERE p.organisation_id = $1 AND p.placement <> 'unplaced'
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

/** What a product write needs to know of the product it changes (locked for update). */
export type TProductForWrite = {
  id: number;
  title: string;
  articleId: number;
  articleName: string;
  serialNumber: string;
  status: 'ACTIVE' | 'REMOVED';
  placement: 'location' | 'depot' | 'unplaced';
  depotStatus: 'IN_DEPOT' | 'PENDING_IN' | 'PENDING_OUT' | 'PENDING_TRANSFER' | null;
  reserved: boolean;
  barcode: string | null;
  locationId: number | null;
  locationName: string | null;
  departmentId: number | null;
  room: string | null;
  warehouseId: number | null;
  templateId: number | null;
  customValues: Record<string, string | null>;
  // What a save compares with, so one that changes nothing writes nothing.
  clientName: string | null;
  reservationReason: string | null;
  frameNumber: string | null;
  registrationDate: string | null;
  purchaseValue: string | null;
  productBrand: string | null;
  productType: string | null;
  dimensions: string | null;
  quality: string | null;
  remarks: string | null;
};

/**
 * Locks product `productId` of `organisationId` for the rest of the transaction and answers
 * what a write checks; null when it is missing or not theirs.
 */
export async function lockProductForWrite(
  tx: TQueryable,
  organisationId: number,
  productId: number,
): Promise<TProductForWrite | null> {
  const locked = await lockProduct(tx, organisationId, productId);
  if (!locked) return null;
  const rows = await tx.query<TProductForWrite>(
    `SELECT p.id, a.name || ' ' || p.serial_number AS title, p.article_id AS "articleId",
       a.name AS "articleName", p.serial_number AS "serialNumber", p.status, p.placement,
       p.depot_status AS "depotStatus", p.enable_reservation AS reserved, p.barcode,
       p.location_id AS "locationId", l.name AS "locationName",
       p.department_id AS "departmentId", p.room, p.warehouse_id AS "warehouseId",
       p.template_id AS "templateId", p.custom_values AS "customValues",
       p.client_name AS "clientName", p.reservation_reason AS "reservationReason",
       p.frame_number AS "frameNumber", to_char(p.registration_date, 'YYYY-MM-DD') AS "registrationDate",
       p.purchase_value::text AS "purchaseValue", p.product_brand AS "productBrand",
       p.product_type AS "productType", p.dimensions, p.quality, p.remarks
     FROM products p JOIN articles a ON a.id = p.article_id
     LEFT JOIN locations l ON l.id = p.location_id AND l.organisation_id = p.organisation_id
     WHERE p.organisation_id = $1 AND p.id = $2`,
    [organisationId, productId],
  );
  return rows[0] ?? null;
}

/** Whether `code` is linked to any product or rental case (ignoring case). */
export async function isCodeTaken(db: TQueryable, code: string): Promise<boolean> {
  const rows = await db.query<{ taken: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM products WHERE upper(barcode) = upper($1))
       OR EXISTS (SELECT 1 FROM rental_cases WHERE upper(barcode) = upper($1)) AS taken`,
    [code],
  );
  return rows[0]?.taken ?? false;
}

/** Whether another product of `organisationId` has serial `serial` (ignoring case). */
export async function isSerialTaken(
  db: TQueryable,
  organisationId: number,
  serial: string,
  exceptId: number | null,
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM products
     WHERE organisation_id = $1 AND upper(serial_number) = upper($2) AND id <> coalesce($3, 0)
     LIMIT 1`,
    [organisationId, serial, exceptId],
  );
  return rows.length > 0;
}

export type TProductForCheck = {
  id: number;
  status: 'ACTIVE' | 'REMOVED';
  placement: 'location' | 'depot' | 'unplaced';
  depotStatus: TProductForWrite['depotStatus'];
  reserved: boolean;
  hasBarcode: boolean;
};

/** What the request permission check needs of a product of `organisationId`, or null. */
export async function findProductForCheck(
  db: TQueryable,
  organisationId: number,
  productId: number,
): Promise<TProductForCheck | null> {
  const rows = await db.query<TProductForCheck>(
    `SELECT id, status, placement, depot_status AS "depotStatus", enable_reservation AS reserved,
       (barcode IS NOT NULL) AS "hasBarcode"
     FROM products WHERE organisation_id = $1 AND id = $2`,
    [organisationId, productId],
  );
  return rows[0] ?? null;
}
