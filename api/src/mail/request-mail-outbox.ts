// The outbox of the request mails (migration 052; README.md beside this file, "Request
// mails"): a move of a customer request records its mail in its own transaction
// (recordRequestMail), the sender claims due rows after the commit, sends them and marks
// them. A claim sets the row 'sending' with a lease, in one statement that takes the rows
// FOR UPDATE SKIP LOCKED: two api processes claiming at once on PostgreSQL get different
// rows, and a row once claimed is no longer due until its lease runs out.
import type { TMailDeliveryKey, TMailKindKey } from '@portal/shared/rules';
import type { TDatabase, TQueryable } from '../db/database.js';

export type TRequestMailKind = TMailKindKey;
export type TMailDelivery = TMailDeliveryKey;
export const REQUEST_MAIL_KINDS: readonly TRequestMailKind[] = ['step', 'complete', 'reject'];

/** What the sender needs of a claimed row to write its mail. */
export type TClaimedMail = {
  id: number;
  userId: number;
  customerRequestId: number;
  kind: TRequestMailKind;
  action: string;
  message: string | null;
  delivery: 'now' | 'digest';
  attempts: number;
  createdAt: Date;
};

/** How long a claim holds a row: longer than any SMTP attempt (connect, greet, send). */
export const CLAIM_LEASE_SECONDS = 15 * 60;

/**
 * The digest's hour, Dutch time: rows of a user who chose the daily digest are due at the
 * next 7:00 (Europe/Amsterdam, summer time included) after their step.
 */
export const DIGEST_HOUR = 7;

/**
 * Records the requester's mail about a move of request `requestId`, in the move's
 * transaction `tx`: nothing when she chose 'not at all' for this kind, when the request has
 * no requester any more or her account is blocked.
 */
export async function recordRequestMail(
  tx: TQueryable,
  mail: { requestId: number; kind: TRequestMailKind; action: string; message: string | null },
): Promise<void> {
  await tx.query(
    `INSERT INTO request_mail_outbox
       (user_id, customer_request_id, kind, action, message, delivery, due_at)
     SELECT u.id, r.id, $2, $3, $4, coalesce(p.delivery, 'now'),
       CASE WHEN p.delivery = 'digest'
         THEN (date_trunc('day', now() AT TIME ZONE 'Europe/Amsterdam')
               + make_interval(hours => $5)
               + CASE WHEN (now() AT TIME ZONE 'Europe/Amsterdam')::time
                             >= make_time($5, 0, 0) THEN interval '1 day'
                      ELSE interval '0' END) AT TIME ZONE 'Europe/Amsterdam'
         ELSE now() END
     FROM customer_requests r
     JOIN users u ON u.id = r.created_by_user_id AND u.is_active
     LEFT JOIN mail_preferences p ON p.user_id = u.id AND p.kind = $2
     WHERE r.id = $1 AND coalesce(p.delivery, 'now') <> 'off'`,
    [mail.requestId, mail.kind, mail.action, mail.message, DIGEST_HOUR],
  );
}

const CLAIMED_COLUMNS = `id::int, user_id AS "userId", customer_request_id AS "customerRequestId",
  kind, action, message, delivery, attempts, created_at AS "createdAt"`;

/** Claims up to `limit` due mails of their own ('now'), oldest first. */
export async function claimDueMails(db: TQueryable, limit: number): Promise<TClaimedMail[]> {
  return db.query<TClaimedMail>(
    `UPDATE request_mail_outbox
     SET state = 'sending', attempts = attempts + 1,
       due_at = now() + make_interval(secs => $2)
     WHERE id IN (
       SELECT id FROM request_mail_outbox
       WHERE state IN ('pending', 'sending') AND due_at <= now() AND delivery = 'now'
       ORDER BY due_at, id
       LIMIT $1
       FOR UPDATE SKIP LOCKED)
     RETURNING ${CLAIMED_COLUMNS}`,
    [limit, CLAIM_LEASE_SECONDS],
  );
}

/** Users with digest rows due, at most `limit`. */
export async function usersWithDueDigest(db: TQueryable, limit: number): Promise<number[]> {
  const rows = await db.query<{ userId: number }>(
    `SELECT DISTINCT user_id AS "userId" FROM request_mail_outbox
     WHERE state IN ('pending', 'sending') AND due_at <= now() AND delivery = 'digest'
     LIMIT $1`,
    [limit],
  );
  return rows.map((row) => row.userId);
}

/**
 * Claims every due digest row of user `userId` for one digest mail, or none when another
 * sender is claiming hers right now. why the advisory lock: with SKIP LOCKED alone two
 * senders could each claim part of her rows and send two digests in one day.
 */
export async function claimDigest(db: TDatabase, userId: number): Promise<TClaimedMail[]> {
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ locked: boolean }>(
      `SELECT pg_try_advisory_xact_lock(hashtext('request-mail-digest'), $1) AS locked`,
      [userId],
    );
    if (!lock?.locked) return [];
    return tx.query<TClaimedMail>(
      `UPDATE request_mail_outbox
       SET state = 'sending', attempts = attempts + 1,
         due_at = now() + make_interval(secs => $2)
       WHERE id IN (
         SELECT id FROM request_mail_outbox
         WHERE user_id = $1 AND state IN ('pending', 'sending') AND due_at <= now()
           AND delivery = 'digest'
         ORDER BY created_at, id
         FOR UPDATE SKIP LOCKED)
       RETURNING ${CLAIMED_COLUMNS}`,
      [userId, CLAIM_LEASE_SECONDS],
    );
  });
}

/** The claimed rows went out. */
export async function markSent(db: TQueryable, ids: readonly number[]): Promise<void> {
  await db.query(
    `UPDATE request_mail_outbox SET state = 'sent', sent_at = now(), last_error = NULL
     WHERE id = ANY ($1::bigint[]) AND state = 'sending'`,
    [ids.map(String)],
  );
}

/** The user chose 'not at all' after they were recorded: they never go out. */
export async function markSkipped(db: TQueryable, ids: readonly number[]): Promise<void> {
  await db.query(
    `UPDATE request_mail_outbox SET state = 'skipped'
     WHERE id = ANY ($1::bigint[]) AND state = 'sending'`,
    [ids.map(String)],
  );
}

/** Back-off after attempt `attempts`: 30 s, doubling, at most one hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

/** Attempts before a row is given up ('failed'): with the back-off about 14 hours. */
export const MAX_ATTEMPTS = 20;

/**
 * A send failed: due again after the back-off, or 'failed' when it was the last attempt or
 * the mail server refused the mail itself (a permanent answer; sending again changes nothing).
 */
export async function markFailed(
  db: TQueryable,
  rows: readonly Pick<TClaimedMail, 'id' | 'attempts'>[],
  error: string,
  isPermanent: boolean,
): Promise<void> {
  for (const row of rows) {
    const isLast = isPermanent || row.attempts >= MAX_ATTEMPTS;
    await db.query(
      `UPDATE request_mail_outbox
       SET state = $2, due_at = now() + make_interval(secs => $3), last_error = $4
       WHERE id = $1 AND state = 'sending'`,
      [row.id, isLast ? 'failed' : 'pending', retryDelaySeconds(row.attempts), error.slice(0, 500)],
    );
  }
}
