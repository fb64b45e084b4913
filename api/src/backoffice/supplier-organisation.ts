// The supplier's own organisation (migration 050: at most one, `is_supplier`): where the
// staff's accounts live. It holds no customer data; its staff reach customers' data only
// through the back office's calls.
import type { TQueryable } from '../db/database.js';

export type TSupplierOrganisation = { id: number; name: string };

export async function findSupplierOrganisation(
  db: TQueryable,
): Promise<TSupplierOrganisation | null> {
  const [row] = await db.query<TSupplierOrganisation>(
    'SELECT id, name FROM organisations WHERE is_supplier',
  );
  return row ?? null;
}

/**
 * The supplier's organisation; made with `name` when there is none yet. An organisation of
 * that name that is a customer's is refused (null): a customer never becomes the supplier.
 */
export async function ensureSupplierOrganisation(
  db: TQueryable,
  name: string,
): Promise<TSupplierOrganisation | { refused: string }> {
  const existing = await findSupplierOrganisation(db);
  if (existing) return existing;
  const [taken] = await db.query<{ id: number }>(
    'SELECT id FROM organisations WHERE lower(name) = lower($1)',
    [name],
  );
  if (taken) return { refused: `${name} is a customer's organisation; choose another name` };
  const [row] = await db.query<TSupplierOrganisation>(
    'INSERT INTO organisations (name, is_supplier) VALUES ($1, true) RETURNING id, name',
    [name],
  );
  if (!row) throw new Error('INSERT INTO organisations returned no row');
  return row;
}
