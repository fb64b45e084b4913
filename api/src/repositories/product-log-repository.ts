// 'Product historie' (Datum, Actie, Details, Door): one row per write on a product, added
// in the write's own transaction. Always scoped by organisation_id.
import type { TProductLogEntry } from '@portal/shared/contract/articles';
import type { TQueryable } from '../db/database.js';
import { findListPage, ListFilter, sql, type TListSource } from '../db/list-query.js';

export type TLogEntry = {
  organisationId: number;
  productId: number;
  /** Actie */
  message: string;
  /** Details */
  specification?: string | null;
  /** Door: the user's or the supplier's name. */
  actorName: string;
  /** Seed only: back-dated entries. */
  createdAt?: Date;
};

export async function appendProductLog(tx: TQueryable, entry: TLogEntry): Promise<void> {
  await tx.query(
    `INSERT INTO product_log (organisation_id, product_id, created_at, message, specification,
       actor_name)
     VALUES ($1, $2, coalesce($3::timestamptz, now()), $4, $5, $6)`,
    [
      entry.organisationId,
      entry.productId,
      entry.createdAt ?? null,
      entry.message,
      entry.specification ?? '',
      entry.actorName,
    ],
  );
}

const PRODUCT_LOG_LIST: TListSource = {
  table: 'product_log',
  alias: 'g',
  orderBy: ['created_at', 'id'],
  descending: true,
  columns: `to_char(g.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createDate",
    g.message, g.specification, g.actor_name AS name`,
};

/** A page of a product's log, newest first (index product_log_product). */
export function findProductLogPage(
  db: TQueryable,
  organisationId: number,
  productId: number,
  paging: { offset: number; rows: number },
): Promise<{ rows: TProductLogEntry[]; totalCount: number }> {
  const filter = new ListFilter()
    .where(sql`g.product_id = ${productId}`)
    .where(sql`g.organisation_id = ${organisationId}`);
  return findListPage<TProductLogEntry>(db, PRODUCT_LOG_LIST, filter, paging, 'count');
}
