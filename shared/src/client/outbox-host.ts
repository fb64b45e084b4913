/**
 * The page's side of the outbox (outbox.ts): the host (the shell) says where a queued
 * write goes to be seen and what the page was; without a host (an area mounted alone on
 * a partner's page) nothing is queued and a write without an answer fails as before.
 */
import { getApiClientConfig } from './api-client.js';
import { isApiError } from './api-error.js';
import {
  OUTBOX_SYNC_TAG,
  queueWrite,
  sendOutbox,
  type TOutboxItem,
  type TSendOutcome,
} from './outbox.js';
import { authStorage } from './storage.js';

export type TOutboxHost = {
  /** The page a form is on: its title ('Reparatie melden – Verhuur') and path. */
  describePage: () => { title: string; pagePath: string };
  /** A write was queued: show it (the shell opens the outbox with a message). */
  onQueued: (item: TOutboxItem) => void;
};

let host: TOutboxHost | null = null;

/** The shell sets the host once at start-up; null switches queueing off (tests). */
export function configureOutbox(next: TOutboxHost | null): void {
  host = next;
}

export function getOutboxHost(): TOutboxHost | null {
  return host;
}

/** Asks the service worker to send the outbox when the connection is back (Chromium). */
function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => {
      // why: Background Sync is not in TypeScript's DOM types (Chromium only).
      const sync = (registration as { sync?: { register: (tag: string) => Promise<void> } }).sync;
      return sync?.register(OUTBOX_SYNC_TAG);
    })
    .catch(() => undefined);
}

/**
 * Queues the write `error` describes (an ApiError with `unsent`) for the signed-in user;
 * the item, or null when there is nothing to queue or the device cannot keep it.
 */
export async function queueUnsentWrite(error: unknown): Promise<TOutboxItem | null> {
  if (!host || !isApiError(error) || !error.unsent) return null;
  const auth = authStorage.get();
  const token = getApiClientConfig().getToken();
  if (!auth || !token) return null;
  try {
    const item = await queueWrite(error.unsent, {
      userId: auth.userId,
      token,
      ...host.describePage(),
    });
    requestBackgroundSync();
    return item;
  } catch {
    return null;
  }
}

/** Sends the signed-in user's waiting items now (start-up, `online`, a tap). */
export async function sendOutboxNow(): Promise<TSendOutcome> {
  const auth = authStorage.get();
  const token = getApiClientConfig().getToken();
  if (!auth || !token) return 'done';
  const outcome = await sendOutbox({ userId: auth.userId, token });
  if (outcome === 'session-expired') getApiClientConfig().onSessionExpired();
  return outcome;
}
