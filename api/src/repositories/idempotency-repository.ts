// Idempotency keys of writes (ARCHITECTURE.md "Several processes": they live in the database). A
// key stands for one request: one user, one call, one content (its hash); its stored answer
// is the first answer of that write. A key is unique on its own (migration 036).
import type { TQueryable } from '../db/database.js';

export type TIdempotencyScope = {
  organisationId: number;
  userId: number;
  /** A stable name of the call, e.g. 'PUT /customer/rentals/request/article'. */
  call: string;
  key: string;
  /** The sha256 of the request's content (http/request-fingerprint.ts). */
  requestHash: string;
};

/** What a used key was stored with. */
export type TStoredKey = {
  organisationId: number;
  userId: number;
  call: string;
  /** null for a key stored before migration 036. */
  requestHash: string | null;
  response: unknown;
};

/** The stored use of `key`, or null when it was not used (or its write rolled back). */
export async function findStoredKey(db: TQueryable, key: string): Promise<TStoredKey | null> {
  const rows = await db.query<{
    organisation_id: number;
    user_id: number;
    call: string;
    request_hash: string | null;
    response: unknown;
  }>(
    `SELECT organisation_id, user_id, call, request_hash, response FROM idempotency_keys
     WHERE key = $1`,
    [key],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    organisationId: row.organisation_id,
    userId: row.user_id,
    call: row.call,
    requestHash: row.request_hash,
    response: row.response,
  };
}

/**
 * Claims a key inside the write's transaction, before the write. False when the key is
 * already taken, by this request or any other (on PostgreSQL this waits for a parallel
 * transaction holding it to end).
 */
export async function claimKey(tx: TQueryable, scope: TIdempotencyScope): Promise<boolean> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO idempotency_keys (organisation_id, user_id, call, key, request_hash, response)
     VALUES ($1, $2, $3, $4, $5, 'null'::jsonb)
     ON CONFLICT (key) DO NOTHING RETURNING id`,
    [scope.organisationId, scope.userId, scope.call, scope.key, scope.requestHash],
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
