/**
 * The last answer of every call that reads, per signed-in user, in IndexedDB (issue 29):
 * when a call gets no answer (a dead spot), the client shows what it answered last time,
 * read-only, under the offline banner. Online nothing is read from here: a page always
 * shows the server's answer. Only successful answers of a session are kept, under the
 * user's id, and only until the session ends (device-data.ts).
 */
import { entries, del, get, set } from 'idb-keyval';
import type { TCall } from '../contract/define-call.js';
import { deviceStore } from './device-data.js';

/** One stored answer: the body as the server sent it and when it arrived. */
export type TStoredAnswer = { userId: number; fetchedAt: number; text: string };

/** Answers kept at most; the oldest go first (~500 pages, details and look-ups). */
export const MAX_STORED_ANSWERS = 500;
const PRUNE_EVERY = 50;

/**
 * Whether the answers of `call` may be kept and shown offline: calls that read (GET, and
 * the POST lists and look-ups) of a session; never a write (PUT, DELETE), never a sign-in
 * call (`/auth/*`, whose answers carry a token or nothing worth showing).
 */
export function isDeviceReadable(call: Pick<TCall, 'method' | 'path' | 'access'>): boolean {
  return (
    (call.method === 'GET' || call.method === 'POST') &&
    call.access !== null &&
    !call.path.startsWith('/auth/')
  );
}

/** The key of one call's answer: the user, method, URL and body. */
export function answerKey(userId: number, method: string, url: string, body?: string): string {
  return `${userId} ${method} ${url} ${body ?? ''}`;
}

let writes = 0;

async function prune(): Promise<void> {
  const store = deviceStore('answers');
  if (!store) return;
  const all = await entries<string, TStoredAnswer>(store);
  if (all.length <= MAX_STORED_ANSWERS) return;
  const oldest = all
    .sort(([, a], [, b]) => a.fetchedAt - b.fetchedAt)
    .slice(0, all.length - MAX_STORED_ANSWERS);
  await Promise.all(oldest.map(([key]) => del(key, store)));
}

/** Keeps `text` as the last answer under `key`; never rejects (a cache, not a duty). */
export async function rememberAnswer(key: string, userId: number, text: string): Promise<void> {
  const store = deviceStore('answers');
  if (!store) return;
  try {
    await set(key, { userId, fetchedAt: Date.now(), text } satisfies TStoredAnswer, store);
    writes += 1;
    if (writes % PRUNE_EVERY === 0) await prune();
  } catch {
    // why: a full or refused storage only means less to show offline.
  }
}

/** The last answer under `key` of `userId`, or null. */
export async function lastAnswer(key: string, userId: number): Promise<TStoredAnswer | null> {
  const store = deviceStore('answers');
  if (!store) return null;
  try {
    const stored = await get<TStoredAnswer>(key, store);
    return stored && stored.userId === userId ? stored : null;
  } catch {
    return null;
  }
}
