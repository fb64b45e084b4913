// Sends the request mails of the outbox (request-mail-outbox.ts; README.md beside this file,
// "Request mails"): claims what is due, writes each mail when it goes out (the request's
// status and tab now, the user's address now), sends it through the portal's mailer and
// marks it. A mail server that is away puts the rows back with a back-off; one that refuses
// the mail itself ends them. Runs in the api on a timer (requestMailSchedule) and once after
// each CLI move (cli/request-commands.ts), never on the way to an answer.
import type { FastifyInstance } from 'fastify';
import { EventEmitter } from 'node:events';
import type { TConfig } from '../config.js';
import type { TDatabase } from '../db/database.js';
import { readSupplier } from '../files/supplier-profile.js';
import { mailBrand } from './account-mails.js';
import type { TMail, TMailer } from './mailer.js';
import {
  claimDigest,
  claimDueMails,
  markFailed,
  markSent,
  markSkipped,
  usersWithDueDigest,
  type TClaimedMail,
} from './request-mail-outbox.js';
import { requestDigestMail, requestUpdateMail, type TMailRequest } from './request-mails.js';
import { failureReason } from '../service/failure-reason.js';
import { signingKey, unsubscribeToken, unsubscribeUrl } from './unsubscribe-token.js';

export type TSenderConfig = Pick<TConfig, 'portalConfigPath' | 'publicUrl'>;
export type TSendCounts = { sent: number; failed: number; skipped: number };

const BATCH = 20;

type TMailFacts = TMailRequest & {
  id: number;
  email: string;
  fullName: string;
  /** The user's choice now, and whether her account is still active. */
  choice: 'now' | 'digest' | 'off';
  isActive: boolean;
};

async function factsOf(db: TDatabase, ids: readonly number[]): Promise<Map<number, TMailFacts>> {
  const rows = await db.query<TMailFacts>(
    `SELECT o.id::int, u.email, u.full_name AS "fullName", u.is_active AS "isActive",
       r.id AS "customerRequestId", r.type, r.status, coalesce(p.delivery, 'now') AS choice
     FROM request_mail_outbox o
     JOIN users u ON u.id = o.user_id
     JOIN customer_requests r ON r.id = o.customer_request_id
     LEFT JOIN mail_preferences p ON p.user_id = o.user_id AND p.kind = o.kind
     WHERE o.id = ANY ($1::bigint[])`,
    [ids.map(String)],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Whether the mail server refused the mail itself (5xx to the recipient or the message):
 * sending it again would be refused again. A server that is away (refused connection, time
 * out, 4xx, a sign-in it refuses until someone fixes SMTP_PASSWORD) is tried again.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    (code === 'EENVELOPE' || code === 'EMESSAGE')
  );
}

async function deliver(
  db: TDatabase,
  mailer: TMailer,
  rows: TClaimedMail[],
  mail: TMail,
  counts: TSendCounts,
): Promise<void> {
  try {
    await mailer.send(mail, db);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await markFailed(db, rows, reason, isPermanentRefusal(error));
    counts.failed += rows.length;
    return;
  }
  await markSent(
    db,
    rows.map((row) => row.id),
  );
  counts.sent += rows.length;
}

/** Splits claimed rows into those to send and those the user no longer wants. */
async function wanted(db: TDatabase, rows: TClaimedMail[], counts: TSendCounts) {
  const facts = await factsOf(
    db,
    rows.map((row) => row.id),
  );
  const keep: { row: TClaimedMail; facts: TMailFacts }[] = [];
  const skip: number[] = [];
  for (const row of rows) {
    const fact = facts.get(row.id);
    if (!fact || fact.choice === 'off' || !fact.isActive) skip.push(row.id);
    else keep.push({ row, facts: fact });
  }
  if (skip.length > 0) await markSkipped(db, skip);
  counts.skipped += skip.length;
  return keep;
}

/** Sends every request mail due now, and the daily digests due; what it did. */
export async function sendDueRequestMails(
  db: TDatabase,
  mailer: TMailer,
  config: TSenderConfig,
): Promise<TSendCounts> {
  const counts: TSendCounts = { sent: 0, failed: 0, skipped: 0 };
  const brand = mailBrand(readSupplier(config), config.publicUrl);
  const key = await signingKey(db);
  const host = new URL(config.publicUrl).hostname;
  const links = (userId: number, scope: TClaimedMail['kind'] | 'all', messageId: string) => ({
    publicUrl: config.publicUrl,
    unsubscribe: unsubscribeUrl(config.publicUrl, unsubscribeToken(key, userId, scope)),
    messageId: `<${messageId}@${host}>`,
  });

  for (;;) {
    const claimed = await claimDueMails(db, BATCH);
    for (const { row, facts } of await wanted(db, claimed, counts)) {
      const mail = await requestUpdateMail(
        brand,
        facts,
        facts,
        row,
        links(row.userId, row.kind, `request-mail-${row.id}`),
      );
      await deliver(db, mailer, [row], mail, counts);
    }
    if (claimed.length < BATCH) break;
  }

  for (const userId of await usersWithDueDigest(db, BATCH)) {
    const kept = await wanted(db, await claimDigest(db, userId), counts);
    const first = kept[0];
    if (!first) continue;
    const mail = await requestDigestMail(
      brand,
      first.facts,
      kept.map(({ row, facts }) => ({ request: facts, update: row })),
      links(userId, 'all', `request-digest-${first.row.id}`),
    );
    await deliver(
      db,
      mailer,
      kept.map(({ row }) => row),
      mail,
      counts,
    );
  }
  return counts;
}

/** Moves committed in this process wake the sender at once (request-workflow.ts). */
const recorded = new EventEmitter();

/** Called after a move's commit: the mail it recorded goes out now, not at the next tick. */
export function wakeRequestMailSender(): void {
  recorded.emit('recorded');
}

/**
 * Sends the request mails every `intervalMs` and when a move of this process committed; a
 * run at a time, after the answer (the wake waits a moment so the answer goes first).
 */
export function requestMailSchedule(
  app: FastifyInstance,
  deps: { db: TDatabase; mailer: TMailer; config: TSenderConfig & { mailSendIntervalMs: number } },
): void {
  const intervalMs = deps.config.mailSendIntervalMs;
  if (intervalMs <= 0) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let again = false;
  let closed = false;
  const run = () => {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = sendDueRequestMails(deps.db, deps.mailer, deps.config)
      .then((counts) => {
        if (counts.sent + counts.failed > 0) app.log.info({ counts }, 'request mails');
      })
      // why: its failures are the database or the mail server being away (a retry follows
      // at the next tick), which the message says; a stack every 5 s of an outage says no more.
      .catch((error: unknown) => app.log.warn(failureReason(error), 'request mails failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const wake = () => setTimeout(run, 50).unref();
  app.addHook('onReady', async () => {
    recorded.on('recorded', wake);
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    recorded.off('recorded', wake);
    if (timer) clearInterval(timer);
    await running;
  });
}
