// PGlite is one PostgreSQL session; pglite-socket lets several clients share it. This queue
// replaces pglite-socket's own multiplexer and decides whose protocol messages reach the
// session, so that clients never see each other's half-finished work:
// - a client holds the session from its first message until the server answers
//   ReadyForQuery with status 'I' (idle, outside a transaction): an extended-protocol
//   sequence (Parse/Bind/Describe/Execute ... Sync), a COPY, a whole BEGIN ... COMMIT;
// - the others wait in arrival order, except that clients connecting with application_name
//   URGENT_CLIENT (the api's lane for session look-ups) go first whenever it is free;
// - Parse/Bind/Describe/Execute/Close are buffered and handed to PGlite together with the
//   message that needs an answer (Sync, Flush, Query), one WASM call instead of five;
// - a client that leaves while holding the session is cleaned up (Sync, ROLLBACK), and
//   one that sits in a transaction without sending anything for too long is cut off, so
//   a stuck client cannot stall everyone;
// - NOTIFY reaches the one session, which answers it in the answer of whoever committed;
//   while clients named LISTEN_CLIENT are connected, such NotificationResponse messages are
//   taken out of that answer and handed to them instead (live updates, api/src/live/), as
//   PostgreSQL delivers a notification to the connection that listens.
import type { PGlite } from '@electric-sql/pglite';

/** Messages that never need an answer before the next Sync or Flush. */
const DEFERRABLE = new Set(['P', 'B', 'D', 'E', 'C'].map((c) => c.charCodeAt(0)));
const READY_FOR_QUERY = 'Z'.charCodeAt(0);
const IDLE = 'I'.charCodeAt(0);
const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);
const PROTOCOL_3 = 196608;
/** The handler id of the database process's own work (pglite-socket counts from 1). */
const OWN_TURN = 0;
/** Bytes of an answer passed on to the socket at once (AnswerGatherer). */
const GATHERED_BYTES = 64 * 1024;

/** application_name of the api's connections for short look-ups that go first. */
export const URGENT_CLIENT = 'portal-urgent';

/** application_name of an api process's LISTEN connection (api/src/live/live-listener.ts). */
export const LISTEN_CLIENT = 'portal-listen';

const NOTIFICATION_RESPONSE = 'A'.charCodeAt(0);

type TWaiter = {
  handlerId: number;
  urgent: boolean;
  resolve: () => void;
  reject: (e: Error) => void;
};

export type TSessionQueueOptions = {
  /** A holder inside a transaction that sends nothing this long is cut off (ms). */
  idleInTransactionMs: number;
  /** Called to disconnect a client that held the session too long. */
  onStuckHolder: (handlerId: number) => void;
};

export class PgliteSessionQueue {
  readonly #db: PGlite;
  readonly #options: TSessionQueueOptions;
  #holder: number | null = null;
  #holderSince = 0;
  /** PGlite is running a statement of the holder (not idle, however long it takes). */
  #busy = false;
  readonly #waiting: TWaiter[] = [];
  readonly #deferred = new Map<number, Uint8Array[]>();
  readonly #urgent = new Set<number>();
  /** The connected LISTEN_CLIENT clients and how to write to each. */
  readonly #listeners = new Map<number, (data: Uint8Array) => void>();
  #watchdog: NodeJS.Timeout | null = null;

  constructor(db: PGlite, options: TSessionQueueOptions) {
    this.#db = db;
    this.#options = options;
  }

  /** Statistics for the start-up log and tests. */
  get waitingCount(): number {
    return this.#waiting.length;
  }

  /** pglite-socket's handler calls this for every complete protocol message of a client. */
  async enqueue(
    handlerId: number,
    message: Uint8Array,
    onData: (data: Uint8Array) => void,
  ): Promise<number> {
    if (isStartup(message)) {
      const name = startupParameter(message, 'application_name');
      if (name === URGENT_CLIENT) this.#urgent.add(handlerId);
      if (name === LISTEN_CLIENT) this.#listeners.set(handlerId, onData);
    }
    await this.#acquire(handlerId);
    this.#holderSince = Date.now();
    const type = message[0] ?? 0;
    if (DEFERRABLE.has(type)) {
      const list = this.#deferred.get(handlerId) ?? [];
      list.push(message);
      this.#deferred.set(handlerId, list);
      return 0;
    }
    const deferred = this.#deferred.get(handlerId);
    this.#deferred.delete(handlerId);
    const batch = deferred ? Buffer.concat([...deferred, message]) : message;

    let size = 0;
    // why: ReadyForQuery (Z, length 5, status) is the last message of an answer; its status
    // says whether the session left the transaction. Keep the tail across chunks.
    let tail: Uint8Array = new Uint8Array(0);
    const out = new AnswerGatherer(onData);
    const pass = (data: Uint8Array) => {
      size += data.length;
      tail = data.length >= 6 ? data.slice(data.length - 6) : joinTail(tail, data);
      out.add(data);
    };
    // why: only while someone listens is an answer read message by message.
    const splitter = this.#listeners.size > 0 ? new NotificationSplitter() : null;
    const notify = (notification: Uint8Array) => {
      for (const [listenerId, write] of this.#listeners) {
        // why: the holder's own answer goes out in order: what came before it first.
        if (listenerId === handlerId) out.flush();
        write(notification);
      }
    };
    this.#busy = true;
    try {
      await this.#db.execProtocolRawStream(batch, {
        onRawData: (data) => (splitter ? splitter.split(data, pass, notify) : pass(data)),
      });
    } catch (error) {
      // why: PGlite itself failed; never leave the others waiting for a session that is gone.
      this.#release(handlerId);
      throw error;
    } finally {
      out.flush();
      this.#busy = false;
    }
    if (isReadyForQuery(tail) && tail[5] === IDLE) this.#release(handlerId);
    else this.#holderSince = Date.now();
    return size;
  }

  /** pglite-socket calls this when a client disconnects: its queued turns are dropped. */
  clearQueueForHandler(handlerId: number): void {
    this.#deferred.delete(handlerId);
    this.#urgent.delete(handlerId);
    this.#listeners.delete(handlerId);
    for (let i = this.#waiting.length - 1; i >= 0; i -= 1) {
      const waiter = this.#waiting[i];
      if (waiter?.handlerId === handlerId) {
        this.#waiting.splice(i, 1);
        waiter.reject(new Error('Client disconnected'));
      }
    }
  }

  /** pglite-socket calls this when a client disconnects: undo what it left half done. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.#holder !== handlerId) return;
    try {
      // why: a client gone between Parse and Sync leaves the extended protocol mid-way; a
      // Sync ends it (and an error state) before the next client's messages arrive.
      await this.#db.execProtocolRaw(SYNC);
      if (this.#db.isInTransaction()) await this.#db.exec('ROLLBACK');
    } finally {
      this.#release(handlerId);
    }
  }

  /**
   * Runs `work` on the session directly (the database process's own maintenance), in turn
   * with the clients: it waits for the session to be free and holds it until done.
   */
  async runExclusive<T>(work: (db: PGlite) => Promise<T>): Promise<T> {
    await this.#acquire(OWN_TURN);
    this.#busy = true;
    try {
      return await work(this.#db);
    } finally {
      this.#busy = false;
      this.#release(OWN_TURN);
    }
  }

  /** Resolves when no client holds or waits for the session (or after `timeoutMs`). */
  async whenIdle(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while ((this.#holder !== null || this.#waiting.length > 0) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** Stops the watchdog; waiting clients are rejected. */
  close(): void {
    if (this.#watchdog) clearInterval(this.#watchdog);
    this.#watchdog = null;
    for (const waiter of this.#waiting.splice(0)) waiter.reject(new Error('Database closing'));
  }

  #acquire(handlerId: number): Promise<void> {
    if (this.#holder === handlerId) return Promise.resolve();
    if (this.#holder === null && this.#waiting.length === 0) {
      this.#take(handlerId);
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      this.#waiting.push({ handlerId, urgent: this.#urgent.has(handlerId), resolve, reject });
    });
  }

  #take(handlerId: number): void {
    this.#holder = handlerId;
    this.#holderSince = Date.now();
    this.#startWatchdog();
  }

  #release(handlerId: number): void {
    if (this.#holder !== handlerId) return;
    this.#holder = null;
    const index = this.#waiting.findIndex((waiter) => waiter.urgent);
    const [next] = this.#waiting.splice(index === -1 ? 0 : index, 1);
    if (next) {
      this.#take(next.handlerId);
      next.resolve();
    }
  }

  #startWatchdog(): void {
    if (this.#watchdog) return;
    const limit = this.#options.idleInTransactionMs;
    this.#watchdog = setInterval(
      () => {
        if (this.#holder === null || this.#busy) return;
        if (Date.now() - this.#holderSince > limit) this.#options.onStuckHolder(this.#holder);
      },
      Math.max(50, Math.floor(limit / 4)),
    );
    this.#watchdog.unref();
  }
}

/**
 * An answer passed on in pieces of up to GATHERED_BYTES. PGlite hands it over per send
 * buffer (~7 KB: a 100,000-row export is ~4,000 pieces) and pglite-socket writes each to the
 * socket, waking the reader each time; a piece is also a view of PGlite's memory, which
 * the next one overwrites, so it is copied here.
 */
class AnswerGatherer {
  readonly #onData: (data: Uint8Array) => void;
  #buffer: Buffer | null = null;
  #used = 0;

  constructor(onData: (data: Uint8Array) => void) {
    this.#onData = onData;
  }

  add(data: Uint8Array): void {
    if (this.#used + data.length > GATHERED_BYTES) this.flush();
    if (data.length >= GATHERED_BYTES) {
      this.#onData(data);
      return;
    }
    this.#buffer ??= Buffer.allocUnsafe(GATHERED_BYTES);
    this.#buffer.set(data, this.#used);
    this.#used += data.length;
  }

  flush(): void {
    if (!this.#buffer || this.#used === 0) return;
    // why: pglite-socket copies what it is given before it writes, so the buffer is reused.
    this.#onData(this.#buffer.subarray(0, this.#used));
    this.#used = 0;
  }
}

/**
 * Takes NotificationResponse messages out of an answer that arrives in chunks cut anywhere:
 * every other byte is passed on in runs, as it came; each notification is handed over whole.
 * Exported for its own test.
 */
export class NotificationSplitter {
  #phase: 'type' | 'length' | 'body' = 'type';
  #isNotification = false;
  readonly #length = new Uint8Array(4);
  #lengthUsed = 0;
  #bodyLeft = 0;
  #held: Uint8Array[] = [];

  split(
    data: Uint8Array,
    pass: (run: Uint8Array) => void,
    notify: (notification: Uint8Array) => void,
  ): void {
    // why: the start of the run still to pass, or -1 inside a notification.
    let from = this.#isNotification ? -1 : 0;
    let i = 0;
    while (i < data.length) {
      if (this.#phase === 'type') {
        this.#isNotification = data[i] === NOTIFICATION_RESPONSE;
        if (this.#isNotification) {
          if (from !== -1 && i > from) pass(data.subarray(from, i));
          from = -1;
          this.#held = [data.slice(i, i + 1)];
        }
        this.#lengthUsed = 0;
        this.#phase = 'length';
        i += 1;
      } else if (this.#phase === 'length') {
        const take = Math.min(4 - this.#lengthUsed, data.length - i);
        this.#length.set(data.subarray(i, i + take), this.#lengthUsed);
        if (this.#isNotification) this.#held.push(data.slice(i, i + take));
        this.#lengthUsed += take;
        i += take;
        if (this.#lengthUsed === 4) {
          this.#bodyLeft = new DataView(this.#length.buffer).getInt32(0) - 4;
          this.#phase = 'body';
        }
      } else {
        const take = Math.min(this.#bodyLeft, data.length - i);
        if (this.#isNotification) this.#held.push(data.slice(i, i + take));
        this.#bodyLeft -= take;
        i += take;
      }
      if (this.#phase === 'body' && this.#bodyLeft <= 0) {
        this.#phase = 'type';
        if (this.#isNotification) {
          notify(Buffer.concat(this.#held));
          this.#held = [];
          this.#isNotification = false;
          from = i;
        }
      }
    }
    if (from !== -1 && data.length > from) pass(data.subarray(from));
  }
}

function joinTail(tail: Uint8Array, data: Uint8Array): Uint8Array {
  const joined = new Uint8Array(tail.length + data.length);
  joined.set(tail);
  joined.set(data, tail.length);
  return joined.subarray(Math.max(0, joined.length - 6));
}

function isReadyForQuery(tail: Uint8Array): boolean {
  return (
    tail.length === 6 &&
    tail[0] === READY_FOR_QUERY &&
    tail[1] === 0 &&
    tail[2] === 0 &&
    tail[3] === 0 &&
    tail[4] === 5
  );
}

function isStartup(message: Uint8Array): boolean {
  if (message.length < 8) return false;
  const view = new DataView(message.buffer, message.byteOffset, message.byteLength);
  return view.getInt32(0) === message.length && view.getInt32(4) === PROTOCOL_3;
}

/** A parameter of a startup message: NUL-terminated name/value pairs after the version. */
function startupParameter(message: Uint8Array, name: string): string | null {
  const parts = Buffer.from(message.subarray(8)).toString('utf8').split('\0');
  for (let i = 0; i + 1 < parts.length; i += 2) {
    if (parts[i] === name) return parts[i + 1] ?? null;
  }
  return null;
}
