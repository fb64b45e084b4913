// The SLA targets (table request_sla_targets, migration 050) as the administrator's
// 'Reactietijden' page reads and saves them (issue 41). A request's due_at is set from them
// when it is submitted (the trigger of migration 050), so a changed target holds for requests
// submitted afterwards; running requests keep theirs.
//
// The version is a fingerprint of the table's rows, not a counter: a save sends the one
// its page showed, and is refused when the table holds anything else by then, whoever
// changed it (a colleague's save, an UPDATE by hand in SQL). A save locks the table
// against other writers first (SHARE ROW EXCLUSIVE conflicts with itself, not with the
// reads of the submit trigger), so of two saves at once the second reads the first's rows
// and is refused: never both silently win.
import {
  SLA_DEFAULT_TYPE,
  type TSlaTarget,
  type TSlaType,
} from '@portal/shared/contract/backoffice';
import { ZRequestType } from '@portal/shared/contract/rentals';
import type { TQueryable } from '../db/database.js';

/** The page's rows: every request type, then the default row of every other type. */
export const SLA_TYPES: readonly TSlaType[] = [...ZRequestType.options, SLA_DEFAULT_TYPE];

export type TSlaTable = { targets: TSlaTarget[]; version: string };

/** The table's version: md5 over its rows in key order. */
async function versionOf(db: TQueryable): Promise<string> {
  const [row] = await db.query<{ version: string }>(
    `SELECT md5(coalesce(string_agg(type || '/' || is_urgent::text || '/' || hours::text, ';'
       ORDER BY type, is_urgent), '')) AS version
     FROM request_sla_targets`,
  );
  return row?.version ?? '';
}

/** Every type's normal and urgent hours (null: no target of its own), and the version. */
export async function readSlaTargets(db: TQueryable): Promise<TSlaTable> {
  const rows = await db.query<{ type: string; isUrgent: boolean; hours: number }>(
    'SELECT type, is_urgent AS "isUrgent", hours FROM request_sla_targets',
  );
  const hoursOf = (type: string, isUrgent: boolean) =>
    rows.find((row) => row.type === type && row.isUrgent === isUrgent)?.hours ?? null;
  const targets = SLA_TYPES.flatMap((type) =>
    [false, true].map((isUrgent) => ({ type, isUrgent, hours: hoursOf(type, isUrgent) })),
  );
  return { targets, version: await versionOf(db) };
}

export type TSlaSaveResult =
  { saved: TSlaTable; changed: TSlaTarget[] } | { refused: 'CONFLICT' | 'DEFAULT_REQUIRED' };

/** Saves `targets` in transaction `tx` when the table still has `version`. */
export async function saveSlaTargets(
  tx: TQueryable,
  version: string,
  targets: readonly TSlaTarget[],
): Promise<TSlaSaveResult> {
  if (targets.some((target) => target.type === SLA_DEFAULT_TYPE && target.hours === null)) {
    return { refused: 'DEFAULT_REQUIRED' };
  }
  await tx.query('LOCK TABLE request_sla_targets IN SHARE ROW EXCLUSIVE MODE');
  const before = await readSlaTargets(tx);
  if (before.version !== version) return { refused: 'CONFLICT' };
  const changed = targets.filter((target) => {
    const old = before.targets.find(
      (row) => row.type === target.type && row.isUrgent === target.isUrgent,
    );
    return (old?.hours ?? null) !== target.hours;
  });
  for (const { type, isUrgent, hours } of changed) {
    if (hours === null) {
      await tx.query('DELETE FROM request_sla_targets WHERE type = $1 AND is_urgent = $2', [
        type,
        isUrgent,
      ]);
    } else {
      await tx.query(
        `INSERT INTO request_sla_targets (type, is_urgent, hours) VALUES ($1, $2, $3)
         ON CONFLICT (type, is_urgent) DO UPDATE SET hours = excluded.hours`,
        [type, isUrgent, hours],
      );
    }
  }
  return { saved: await readSlaTargets(tx), changed };
}
