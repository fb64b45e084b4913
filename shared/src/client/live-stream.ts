/**
 * Reads one of the api's live event streams (Server-Sent Events, `LIVE_STREAMS` of the
 * contract) with `fetch`, because the session token travels in X-Auth-Token and the
 * browser's EventSource cannot send a header (shared/README.md "Live updates"). It
 * reconnects after a loss with a growing wait, gives up on 401/403 (the page's own calls
 * then meet the expired session or the refusal) and on 404 (a backend without streams),
 * and treats a stream silent for longer
 * than ~2.5 keep-alives as lost (a proxy that dropped it without closing).
 * One connection per stream path, whoever subscribes (`subscribeLiveStream`), kept a moment
 * after the last one leaves (the next page listens to the same stream).
 */
import {
  LIVE_KEEP_ALIVE_MS,
  ZLiveRequestEvent,
  type TLiveEventName,
  type TLiveRequestEvent,
} from '../contract/live-events.js';
import { apiUrl, getApiClientConfig } from './api-client.js';
import { createSseParser } from './sse-parser.js';

/** 'connecting' until the server says ready, 'live' while it streams, 'down' between tries. */
export type TLiveStatus = 'connecting' | 'live' | 'down';

/** What a subscriber hears: a request that changed, or 'all' (refetch everything you show). */
export type TLiveChange = TLiveRequestEvent | 'all';

export type TLiveSubscriber = {
  onChange(change: TLiveChange): void;
  onStatus(status: TLiveStatus): void;
};

/** Waits before the next try, by failed tries in a row (ms); the last repeats. */
const RETRY_WAITS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
/** Silence longer than this means the stream is gone. */
const SILENCE_LIMIT_MS = Math.round(LIVE_KEEP_ALIVE_MS * 2.5);

type TConnection = {
  subscribers: Set<TLiveSubscriber>;
  status: TLiveStatus;
  close(): void;
  /** The close planned after the last subscriber left, if none came back yet. */
  lingering: ReturnType<typeof setTimeout> | null;
};

/**
 * How long a connection stays open after its last subscriber left (ms): going from the
 * inbox to a request's page unmounts one listener and mounts the next.
 */
const LINGER_MS = 2_000;

const connections = new Map<string, TConnection>();

function retryWait(failures: number): number {
  const base = RETRY_WAITS_MS[Math.min(failures, RETRY_WAITS_MS.length - 1)] ?? 30_000;
  // why: after an api restart every open page would otherwise come back at the same moment.
  return Math.round(base * (0.75 + Math.random() * 0.5));
}

function openConnection(path: string): TConnection {
  const connection: TConnection = {
    subscribers: new Set(),
    status: 'connecting',
    close: () => undefined,
    lingering: null,
  };
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let silenceTimer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let isClosed = false;

  const setStatus = (status: TLiveStatus) => {
    if (connection.status === status) return;
    connection.status = status;
    for (const subscriber of connection.subscribers) subscriber.onStatus(status);
  };
  const tell = (change: TLiveChange) => {
    for (const subscriber of connection.subscribers) subscriber.onChange(change);
  };
  const heard = () => {
    if (silenceTimer) clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => controller?.abort(), SILENCE_LIMIT_MS);
  };
  const onEvent = (name: string, data: string) => {
    const event = name as TLiveEventName;
    if (event === 'ready') {
      failures = 0;
      setStatus('live');
      // why: changes made while the stream was away (or connecting) were not heard.
      tell('all');
    } else if (event === 'resync') {
      tell('all');
    } else if (event === 'request') {
      const parsed = ZLiveRequestEvent.safeParse(safeJson(data));
      if (parsed.success) tell(parsed.data);
    }
  };

  const run = async () => {
    if (isClosed) return;
    controller = new AbortController();
    let isRefused = false;
    try {
      const token = getApiClientConfig().getToken();
      const answer = await fetch(apiUrl(path), {
        headers: { Accept: 'text/event-stream', ...(token ? { 'X-Auth-Token': token } : {}) },
        cache: 'no-store',
        signal: controller.signal,
      });
      // why: 404 is a backend without the streams (README.md "Pointing the portal at your
      // own backend"): the page keeps its slow poll.
      isRefused = answer.status === 401 || answer.status === 403 || answer.status === 404;
      if (answer.ok && answer.body) {
        heard();
        const parser = createSseParser(onEvent);
        const reader = answer.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          heard();
          parser.push(value);
        }
      } else {
        await answer.body?.cancel();
      }
    } catch {
      // why: a lost connection, an abort or a server that is away: all end in a retry.
    }
    if (silenceTimer) clearTimeout(silenceTimer);
    if (isClosed) return;
    setStatus('down');
    if (isRefused) return;
    failures += 1;
    retryTimer = setTimeout(() => void run(), retryWait(failures - 1));
  };

  connection.close = () => {
    isClosed = true;
    if (retryTimer) clearTimeout(retryTimer);
    if (silenceTimer) clearTimeout(silenceTimer);
    controller?.abort();
  };
  void run();
  return connection;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Subscribes to the stream at `path` (below the API base); the first subscriber opens the
 * connection, the last one's unsubscribe closes it. Answers the unsubscribe.
 */
export function subscribeLiveStream(path: string, subscriber: TLiveSubscriber): () => void {
  let connection = connections.get(path);
  if (!connection) {
    connection = openConnection(path);
    connections.set(path, connection);
  }
  if (connection.lingering) clearTimeout(connection.lingering);
  connection.lingering = null;
  connection.subscribers.add(subscriber);
  subscriber.onStatus(connection.status);
  const mine = connection;
  return () => {
    mine.subscribers.delete(subscriber);
    if (mine.subscribers.size > 0 || mine.lingering) return;
    mine.lingering = setTimeout(() => {
      mine.lingering = null;
      if (mine.subscribers.size > 0) return;
      mine.close();
      if (connections.get(path) === mine) connections.delete(path);
    }, LINGER_MS);
  };
}

/** Closes every stream at once, lingering ones included (tests; a sign-out may call it). */
export function closeAllLiveStreams(): void {
  for (const connection of connections.values()) {
    if (connection.lingering) clearTimeout(connection.lingering);
    connection.close();
  }
  connections.clear();
}
