/**
 * The outbox (issue 29): a write that got no answer (no connection) is kept on the device
 * with its Idempotency-Key and sent by itself once the connection is back, by the page
 * (`online`, start-up, a tap) or by the service worker (Background Sync), whoever comes
 * first; a Web Lock makes them take turns and every item is read again before it is
 * sent, so nothing is sent twice, and the key makes a resend after a lost answer store
 * nothing new. The server's answer is kept with the item: sent (its message) or refused
 * (its message, and the data, to fix or discard). Runs in a page and in the service
 * worker alike: nothing here touches `window` or local storage.
 * Not workbox-background-sync (the shell's worker uses the rest of Workbox): its Queue
 * replays stored Requests from the service worker only and keeps no answer, while this
 * outbox must also send from the page (iOS Safari has no Background Sync), show each item's
 * state with the server's message and field messages, keep items per user with the token
 * they were queued with, and go at sign-out; around its Queue all of this file would stay.
 */
import { del, get, set, values } from 'idb-keyval';
import { IDEMPOTENCY_HEADER, type THttpMethod } from '../contract/define-call.js';
import { deviceStore } from './device-data.js';
import { parseStatus } from './status-parser.js';

/** A write that got no answer, as the API client describes it (ApiError.unsent). */
export type TUnsentWrite = {
  method: THttpMethod;
  /** The absolute URL of the call. */
  url: string;
  /** The JSON body as sent. */
  body: string;
  idempotencyKey: string;
};

export type TOutboxState = 'waiting' | 'sent' | 'refused';

export type TOutboxItem = TUnsentWrite & {
  userId: number;
  /** The session's token when the write was queued (the service worker sends with it). */
  token: string;
  /** What the user was doing: the page's title ('Reparatie melden – Verhuur'). */
  title: string;
  /** The page the form was on, to go back to it. */
  pagePath: string;
  queuedAt: number;
  state: TOutboxState;
  /** The server's message (sent or refused), null before or without one. */
  message: string | null;
  /** Messages per field of a refusal. */
  fields?: Record<string, string>;
  /** The `response` of a successful answer (e.g. `{ customerRequestId }`). */
  response?: unknown;
  settledAt?: number;
};

/** Sent items stay visible this long, then go (their body already went at sending). */
export const SENT_ITEMS_KEPT_MS = 24 * 60 * 60 * 1000;

const CHANNEL = 'portal-outbox';
const LOCK = 'portal-outbox-send';

const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;

function openChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = () => {
    for (const listener of listeners) listener();
  };
  return channel;
}

function changed(): void {
  for (const listener of listeners) listener();
  // why: other tabs and the service worker (or the page, when the worker sent) re-read.
  openChannel()?.postMessage('changed');
}

/** Calls `listener` whenever an item was added, sent, refused or removed (any tab). */
export function subscribeOutbox(listener: () => void): () => void {
  openChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function put(item: TOutboxItem): Promise<void> {
  const store = deviceStore('outbox');
  if (!store) throw new Error('No IndexedDB: the outbox cannot keep anything');
  await set(item.idempotencyKey, item, store);
}

/**
 * Keeps `write` for `userId` until it can be sent. The same key again (the same content
 * submitted twice) keeps the first item. Rejects when the device cannot store it.
 */
export async function queueWrite(
  write: TUnsentWrite,
  meta: Pick<TOutboxItem, 'userId' | 'token' | 'title' | 'pagePath'>,
): Promise<TOutboxItem> {
  const store = deviceStore('outbox');
  const existing = store ? await get<TOutboxItem>(write.idempotencyKey, store) : undefined;
  if (existing && existing.userId === meta.userId) return existing;
  const item: TOutboxItem = {
    ...write,
    ...meta,
    queuedAt: Date.now(),
    state: 'waiting',
    message: null,
  };
  await put(item);
  changed();
  return item;
}

/** Every item (of every user: the service worker sends for whoever queued), oldest first. */
async function allItems(): Promise<TOutboxItem[]> {
  const store = deviceStore('outbox');
  if (!store) return [];
  try {
    const items = await values<TOutboxItem>(store);
    return items.sort((a, b) => a.queuedAt - b.queuedAt);
  } catch {
    return [];
  }
}

/** The items of `userId`, newest first; sent ones older than a day are removed. */
export async function readOutbox(userId: number): Promise<TOutboxItem[]> {
  const all = await allItems();
  const now = Date.now();
  const expired = all.filter(
    (item) => item.state === 'sent' && now - (item.settledAt ?? now) > SENT_ITEMS_KEPT_MS,
  );
  const store = deviceStore('outbox');
  if (store) await Promise.all(expired.map((item) => del(item.idempotencyKey, store)));
  return all.filter((item) => item.userId === userId && !expired.includes(item)).reverse();
}

/** How many items of `userId` were not sent (waiting or refused). */
export async function countUnsent(userId: number): Promise<number> {
  return (await allItems()).filter((item) => item.userId === userId && item.state !== 'sent')
    .length;
}

/** Removes one item (the user discards a refused write, or clears a sent one). */
export async function discardOutboxItem(key: string): Promise<void> {
  const store = deviceStore('outbox');
  if (!store) return;
  await del(key, store);
  changed();
}

/** Puts a refused item back in line (the cause was fixed elsewhere); send it afterwards. */
export async function retryOutboxItem(key: string): Promise<void> {
  const store = deviceStore('outbox');
  const item = store ? await get<TOutboxItem>(key, store) : undefined;
  if (!item || item.state !== 'refused') return;
  const { fields: _fields, ...rest } = item;
  await put({ ...rest, state: 'waiting', message: null });
  changed();
}

/** What one send round found. */
export type TSendOutcome = 'done' | 'no-connection' | 'session-expired' | 'busy';

/** Who sends: one user with the token to send with (a page), or every user (the worker). */
export type TSender = { userId: number; token: string } | 'each-with-own-token';

async function sendOne(item: TOutboxItem, token: string): Promise<TSendOutcome | null> {
  let answer: Response;
  let body: unknown = null;
  try {
    answer = await fetch(item.url, {
      method: item.method,
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'X-Auth-Token': token,
        [IDEMPOTENCY_HEADER]: item.idempotencyKey,
      },
      body: item.body,
    });
    const text = await answer.text();
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  } catch {
    return 'no-connection';
  }
  const parsed = parseStatus(answer.status, body);
  if (parsed.status === 'SESSION_EXPIRED') return 'session-expired';
  const isSent = parsed.status === 'success' || parsed.status === 'handled';
  await put({
    ...item,
    // why: the photos and texts are no longer needed on the device once the server has them.
    body: isSent ? '' : item.body,
    state: isSent ? 'sent' : 'refused',
    message: parsed.message,
    ...(parsed.fields ? { fields: parsed.fields } : {}),
    ...(isSent ? { response: parsed.response } : {}),
    settledAt: Date.now(),
  });
  changed();
  return null;
}

async function sendRound(sender: TSender): Promise<TSendOutcome> {
  const waiting = (await allItems()).filter(
    (item) =>
      item.state === 'waiting' &&
      (sender === 'each-with-own-token' || item.userId === sender.userId),
  );
  const store = deviceStore('outbox');
  for (const queued of waiting) {
    // why: another tab or the worker may have sent it meanwhile (before this lock).
    const item = store ? await get<TOutboxItem>(queued.idempotencyKey, store) : undefined;
    if (!item || item.state !== 'waiting') continue;
    const token = sender === 'each-with-own-token' ? item.token : sender.token;
    const outcome = await sendOne(item, token);
    if (outcome) return outcome;
  }
  return 'done';
}

/**
 * Sends the waiting items of `sender`, oldest first, one at a time; stops at the first
 * that gets no answer (still no connection) or finds the session expired. 'busy' when
 * another tab or the worker is sending right now (it sends these too).
 */
export async function sendOutbox(sender: TSender): Promise<TSendOutcome> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return sendRound(sender);
  let outcome: TSendOutcome = 'busy';
  await locks.request(LOCK, { ifAvailable: true }, async (lock) => {
    if (lock) outcome = await sendRound(sender);
  });
  return outcome;
}

/** The Background Sync tag under which the service worker sends the outbox. */
export const OUTBOX_SYNC_TAG = 'portal-outbox';
