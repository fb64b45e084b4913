// Time-outs for what a client reads (api/src/http/README.md "Limits", issue 35 §4): an
// answer the client does not read in time is ended, so a slow reader (slowhttptest -X)
// holds its socket for a bounded time. Only the time the answer waits for its client
// counts (Node holds bytes the connection does not take): a server that is slow to make
// an answer (an Excel export of 100,000 rows, a lane wait) is never the client's fault.
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * The figures, in one place (config.ts takes its defaults from here; tests lower them).
 *
 * - `minBytesPerSecond` 8 KB/s (64 kbit/s, a phone on a bad GPRS line, the same floor as a
 *   body's): once the grace period is over, an answer must on average have been taken at
 *   that rate over the time it waited for its client. A phone on 3G reads ≥ 50 KB/s (the
 *   453 KB shared chunk in ~9 s, a 10 MB Excel in ~3.5 minutes), six times the floor, and
 *   it keeps any pause it earned by reading: after 2 MB at 50 KB/s it may stall for minutes.
 * - `graceMs` 10 s: a phone that loses its signal for a moment (a lift, a tunnel) at the
 *   start of a download, and a client's TCP window growing from its first packets.
 * - `idleWriteMs` 15 s: not a byte taken for that long while the answer waits for its client
 *   ends it too, whatever it read before (a phone that went away without closing).
 * - `keepAliveMs` 15 s: an idle connection between calls is closed after that (Node's
 *   keepAliveTimeout; Fastify's default of 72 s let a slow reader whose answer the kernel
 *   had taken whole, ~450 KB on loopback, hold its socket for more than a minute). Above
 *   HAProxy's 10 s `timeout http-keep-alive` and its 5 s purge of idle server connections
 *   (deploy/haproxy.cfg), so the balancer never reuses a connection the api is closing.
 * - `checkEveryMs` 1 s: one timer for every answer in flight.
 */
export const ANSWER_DEADLINES = {
  minBytesPerSecond: 8 * 1024,
  graceMs: 10_000,
  idleWriteMs: 15_000,
  keepAliveMs: 15_000,
  checkEveryMs: 1_000,
} as const;

export type TAnswerDeadlineOptions = {
  graceMs: number;
  minBytesPerSecond: number;
  idleWriteMs: number;
  checkEveryMs?: number;
};

/** An answer in flight, as the checks see it. */
type TWatched = {
  socket: Socket;
  /** Time the answer waited for its client so far (ms). */
  waitedMs: number;
  /** Bytes the connection had taken at the last check, and when that last grew (ms). */
  taken: number;
  lastProgressAt: number;
  /** Bytes the connection had taken before this answer (keep-alive). */
  takenBefore: number;
};

/** Bytes the connection has taken from Node (the kernel holds them, or the client has them). */
function takenBytes(socket: Socket): number {
  return (socket.bytesWritten ?? 0) - socket.writableLength;
}

/** Whether Node holds bytes of the answer the connection has not taken yet. */
function isWaitingForClient(socket: Socket): boolean {
  return socket.writableLength > 0 || socket.writableNeedDrain;
}

/**
 * Why `watched` is past its deadline, or null; `elapsedMs` since the last check.
 * Exported for the test of the rule itself.
 */
export function overDeadline(
  watched: Pick<TWatched, 'waitedMs' | 'taken' | 'takenBefore' | 'lastProgressAt'>,
  now: number,
  options: TAnswerDeadlineOptions,
): 'too slow' | 'idle' | null {
  if (now - watched.lastProgressAt >= options.idleWriteMs) return 'idle';
  const owed = (options.minBytesPerSecond * (watched.waitedMs - options.graceMs)) / 1000;
  return watched.taken - watched.takenBefore < owed ? 'too slow' : null;
}

export function answerDeadlinePlugin(app: FastifyInstance, options: TAnswerDeadlineOptions): void {
  const every = options.checkEveryMs ?? ANSWER_DEADLINES.checkEveryMs;
  const inFlight = new Set<TWatched>();
  let timer: NodeJS.Timeout | undefined;

  const check = () => {
    const now = Date.now();
    for (const watched of inFlight) {
      const { socket } = watched;
      if (socket.destroyed) {
        inFlight.delete(watched);
        continue;
      }
      const taken = takenBytes(socket);
      if (taken > watched.taken) {
        watched.taken = taken;
        watched.lastProgressAt = now;
      }
      if (!isWaitingForClient(socket)) {
        // why: the server is making the answer (or it is all out); the client owes nothing.
        watched.lastProgressAt = now;
        continue;
      }
      watched.waitedMs += every;
      const why = overDeadline(watched, now, options);
      if (why === null) continue;
      inFlight.delete(watched);
      app.log.info(
        { reason: why, taken: taken - watched.takenBefore, waitedMs: watched.waitedMs },
        'answer ended: its client did not read it in time',
      );
      // why: a reset, not a close: the bytes the kernel still holds for this client are
      // dropped at once instead of trickling out of an orphaned socket.
      socket.resetAndDestroy();
    }
    if (inFlight.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  app.addHook('onRequest', async (request, reply) => {
    const socket = request.raw.socket;
    // why: app.inject has no real socket; there is nobody slow to wait for.
    if (!socket || typeof socket.resetAndDestroy !== 'function') return;
    const taken = takenBytes(socket);
    const watched: TWatched = {
      socket,
      waitedMs: 0,
      taken,
      takenBefore: taken,
      lastProgressAt: Date.now(),
    };
    inFlight.add(watched);
    const done = () => inFlight.delete(watched);
    reply.raw.once('finish', done);
    reply.raw.once('close', done);
    if (!timer) {
      timer = setInterval(check, every);
      timer.unref();
    }
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    inFlight.clear();
  });
}
