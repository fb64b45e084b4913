// A user's choice per kind of request mail (mail_preferences, migration 052): 'now' when she
// chose nothing. Read and written by the settings page's calls and the unsubscribe link.
import type { TMailPreferences } from '@portal/shared/contract';
import type { TQueryable } from '../db/database.js';
import {
  REQUEST_MAIL_KINDS,
  type TMailDelivery,
  type TRequestMailKind,
} from './request-mail-outbox.js';

export async function readMailPreferences(
  db: TQueryable,
  userId: number,
): Promise<TMailPreferences> {
  const rows = await db.query<{ kind: TRequestMailKind; delivery: TMailDelivery }>(
    'SELECT kind, delivery FROM mail_preferences WHERE user_id = $1',
    [userId],
  );
  const chosen = new Map(rows.map((row) => [row.kind, row.delivery]));
  return {
    step: chosen.get('step') ?? 'now',
    complete: chosen.get('complete') ?? 'now',
    reject: chosen.get('reject') ?? 'now',
  };
}

/** Sets `delivery` for each kind of `choices` (one statement: all or none; no user, nothing). */
export async function saveMailPreferences(
  db: TQueryable,
  userId: number,
  choices: Partial<Record<TRequestMailKind, TMailDelivery>>,
): Promise<void> {
  const kinds = REQUEST_MAIL_KINDS.filter((kind) => choices[kind] !== undefined);
  if (kinds.length === 0) return;
  await db.query(
    `INSERT INTO mail_preferences (user_id, kind, delivery)
     SELECT $1, kind, delivery FROM unnest($2::text[], $3::text[]) AS c (kind, delivery)
     WHERE EXISTS (SELECT 1 FROM users WHERE id = $1)
     ON CONFLICT (user_id, kind) DO UPDATE SET delivery = excluded.delivery, updated_at = now()`,
    [userId, kinds, kinds.map((kind) => choices[kind] as string)],
  );
}
