/**
 * What the portal keeps of a signed-in user on the device beyond local storage (issue 29):
 * the last answers of the calls that read (answer-cache.ts) and the writes that wait for
 * a connection (outbox.ts), each in an IndexedDB database of its own (idb-keyval keeps one
 * store per database). Both hold personal data, so they live only as long as the session:
 * `clearDeviceData` runs wherever local storage is cleared (sign-out, the login page, a
 * failed identify, a session that expired).
 */
import { clear, createStore, type UseStore } from 'idb-keyval';

const DATABASES = {
  answers: { db: 'portal-answers', store: 'answers' },
  outbox: { db: 'portal-outbox', store: 'outbox' },
} as const;

/** The names of the databases, for tests that look into the browser's storage. */
export const DEVICE_DATABASES: readonly string[] = Object.values(DATABASES).map(({ db }) => db);

type TStoreName = keyof typeof DATABASES;

const stores = new Map<TStoreName, UseStore>();

/** The store `name`, opened on first use; null where the browser has no IndexedDB. */
export function deviceStore(name: TStoreName): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  let store = stores.get(name);
  if (!store) {
    const { db, store: storeName } = DATABASES[name];
    store = createStore(db, storeName);
    stores.set(name, store);
  }
  return store;
}

const listeners = new Set<() => void>();

/** Calls `listener` after the device data was cleared (the outbox view empties itself). */
export function onDeviceDataCleared(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Removes every cached answer and queued write of whoever used the portal on this device.
 * Never rejects: storage that cannot be opened holds nothing to remove.
 */
export async function clearDeviceData(): Promise<void> {
  await Promise.all(
    (Object.keys(DATABASES) as TStoreName[]).map(async (name) => {
      const store = deviceStore(name);
      if (!store) return;
      try {
        await clear(store);
      } catch {
        // why: a storage the browser refuses (private mode, quota) holds nothing.
      }
    }),
  );
  for (const listener of listeners) listener();
}
