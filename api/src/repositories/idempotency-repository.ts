// Idempotency keys of writes (ARCHITECTURE.md "Several processes": they live in the database). A
// key belongs to one user and one call; its stored answer is the first answer of that write.
import type { TQueryable } from '../db/database.js';

export type TIdempotencyScope = {
  organisationId: number;
  userId: number;
  /** A stable name of the call, e.g. 'PUT /customer/rentals/request/article'. */
  call: string;
  key: string;
};

/** The stored answer of a key, or null when the key was not used (or its write rolled back). */
export async function findStoredAnswer(db: TQueryable, scope: TIdempotencyScope): Promise<unknown> {
  const rows = await db.query<{ response: unknown }>(
    `SELECT response FROM idempotency_keys
     WHERE user_id = $1 AND call = $2 AND key = $3 AND organisation_id = $4`,
    [scope.userId, scope.call, scope.key, scope.organisationId],
  );
  return rows[0]?.response ?? null;
}

/**
 * Claims a key inside the write's transaction, before the write. False when the key is
 * already taken (on PostgreSQL this waits for a parallel transaction holding it to end).
 */
export async function claimKey(tx: TQueryable, scope: TIdempotencyScope): Promise<boolean> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO idempotency_keys (organisation_id, user_id, call, key, response)
     VALUES ($1, $2, $3, $4, 'null'::jsonb)
     ON CONFLICT (user_id, call, key) DO NOTHING RETURNING id`,
    [scope.organisationId, scope.userId, scope.call, scope.key],
  );
  return rows.length > 0;
}

/** Stores the answer of a claimed key, in the same transaction as the claim. */
export async function storeAnswer(
  tx: TQueryable,
  scope: TIdempotencyScope,
  answer: unknown,
): Promise<void> {
  await tx.query(
    `UPDATE idempotency_keys SET response = $4::jsonb
     WHERE user_id = $1 AND call = $2 AND key = $3`,
    [scope.userId, scope.call, scope.key, JSON.stringify(answer)],
  );
}
