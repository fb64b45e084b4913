// The one LISTEN connection of an api process (issue 41 "Live"): a connection of its own,
// outside the pools, that hears every committed change announced on LIVE_CHANNEL, from this
// process, another api process or the admin CLI. It opens with the first stream, comes back
// after a loss (then says so: the changes in between are unknown) and closes with the app.
// On PGlite the one session hears every NOTIFY; the database process hands it to the
// connections named LISTEN_CLIENT (db/pglite-session-queue.ts, api/src/live/README.md).
import pg from 'pg';
import type { TDatabase } from '../db/database.js';
import { LISTEN_CLIENT } from '../db/pglite-session-queue.js';
import { LIVE_CHANNEL, parseRequestEvent, type TRequestEvent } from './request-events.js';

export type TLiveListenerEvents = {
  onEvent(event: TRequestEvent): void;
  /** The connection came back after a loss: changes may have been missed. */
  onResync(): void;
  /** A lost or refused connection (a warning: the streams fall back, the pages poll). */
  onTrouble(message: string): void;
};

export type TLiveListener = {
  /** Resolves once LISTEN is in place (opens the connection the first time). */
  ready(): Promise<void>;
  /** Whether LISTEN is in place now. */
  readonly isListening: boolean;
  close(): Promise<void>;
};

/** Waits before reconnecting: 1 s, doubling up to 30 s. */
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

function clientConfig(connection: TDatabase['connection']): pg.ClientConfig {
  const fields = typeof connection === 'string' ? { connectionString: connection } : connection;
  return { ...fields, application_name: LISTEN_CLIENT };
}

export function createLiveListener(db: TDatabase, events: TLiveListenerEvents): TLiveListener {
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryMs = RETRY_FIRST_MS;
  let hasListened = false;
  let isClosed = false;

  const lost = (lostClient: pg.Client, message: string) => {
    if (client !== lostClient) return;
    client = null;
    lostClient.end().catch(() => undefined);
    if (isClosed) return;
    events.onTrouble(message);
    retryTimer ??= setTimeout(() => {
      retryTimer = null;
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
      if (!client) void start().catch(() => undefined);
    }, retryMs);
    retryTimer.unref();
  };

  const start = (): Promise<void> => {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    connecting ??= (async () => {
      const next = new pg.Client(clientConfig(db.connection));
      // why: an 'error' without a listener would crash the process; a loss is retried.
      next.on('error', (error) => lost(next, `live updates: connection lost (${error.message})`));
      next.on('end', () => lost(next, 'live updates: connection ended'));
      next.on('notification', (message) => {
        if (message.channel !== LIVE_CHANNEL) return;
        const event = parseRequestEvent(message.payload);
        if (event) events.onEvent(event);
      });
      client = next;
      try {
        await next.connect();
        await next.query(`LISTEN ${LIVE_CHANNEL}`);
      } catch (error) {
        lost(next, `live updates: cannot listen (${(error as Error).message})`);
        throw error;
      }
      if (isClosed) {
        await next.end().catch(() => undefined);
        return;
      }
      retryMs = RETRY_FIRST_MS;
      if (hasListened) events.onResync();
      hasListened = true;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    get isListening() {
      return client !== null && connecting === null && hasListened;
    },
    async ready() {
      if (isClosed) throw new Error('live updates are closed');
      if (client && !connecting) return;
      await start();
    },
    async close() {
      isClosed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      const open = client;
      client = null;
      await connecting?.catch(() => undefined);
      await open?.end().catch(() => undefined);
    },
  };
}
