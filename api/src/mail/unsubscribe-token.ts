// The one-click unsubscribe links of the request mails (RFC 8058; README.md beside this
// file, "Unsubscribe"): `<user id>.<kind or all>.<HMAC-SHA256>` under a key kept in the
// database (mail_signing_key, migration 052), made by the first process that needs it, so
// every api process and the CLI sign and check alike. The link needs no sign-in: the
// signature is what says the user herself got it.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TQueryable } from '../db/database.js';
import { API_BASE } from '../answer/api-base.js';
import { REQUEST_MAIL_KINDS, type TRequestMailKind } from './request-mail-outbox.js';

/** What a link unsubscribes from: one kind, or all three (the daily digest's link). */
export type TUnsubscribeScope = TRequestMailKind | 'all';

export const UNSUBSCRIBE_PATH = `${API_BASE}/mail/unsubscribe/:token`;

const keys = new WeakMap<TQueryable, Promise<Buffer>>();

async function readKey(db: TQueryable): Promise<Buffer> {
  await db.query(
    'INSERT INTO mail_signing_key (id, key) VALUES (true, $1) ON CONFLICT (id) DO NOTHING',
    [randomBytes(32).toString('base64')],
  );
  const [row] = await db.query<{ key: string }>('SELECT key FROM mail_signing_key');
  if (!row) throw new Error('mail_signing_key holds no key');
  return Buffer.from(row.key, 'base64');
}

/** The signing key, read (or made) once per database. */
export function signingKey(db: TQueryable): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = readKey(db);
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

function signature(key: Buffer, userId: number, scope: TUnsubscribeScope): Buffer {
  return createHmac('sha256', key).update(`unsubscribe:${userId}:${scope}`).digest();
}

export function unsubscribeToken(key: Buffer, userId: number, scope: TUnsubscribeScope): string {
  return `${userId}.${scope}.${signature(key, userId, scope).toString('base64url')}`;
}

/** The user and scope of a token with a valid signature, else null. */
export function readUnsubscribeToken(
  key: Buffer,
  token: string,
): { userId: number; scope: TUnsubscribeScope } | null {
  const match = /^([1-9]\d{0,9})\.(step|complete|reject|all)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const scope = match[2] as TUnsubscribeScope;
  const given = Buffer.from(match[3] ?? '', 'base64url');
  const expected = signature(key, userId, scope);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, scope };
}

/** The kinds a scope covers. */
export function kindsOf(scope: TUnsubscribeScope): readonly TRequestMailKind[] {
  return scope === 'all' ? REQUEST_MAIL_KINDS : [scope];
}

export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${UNSUBSCRIBE_PATH.replace(':token', token)}`;
}
