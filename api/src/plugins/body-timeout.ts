// Time-outs for what a client sends (api/src/http/README.md "Limits"): a body must arrive within a
// grace period plus the time its size needs at a minimum rate, or the call answers 408 and
// the connection closes. A client that sends one byte every few seconds so holds its own
// socket for a few seconds, and nothing shared: lane slots and database connections are
// taken only after the body is in (work-lanes.ts). The headers and the whole request have
// time-outs of Node's own (`serverTimeouts`, passed to Fastify in app.ts).
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The slowest body a real client sends: 8 KB/s (64 kbit/s, a phone on a bad GPRS line).
 * The calls' bodies are a few KB, so in practice the grace period is the time-out.
 */
export const MIN_BODY_BYTES_PER_SECOND = 8 * 1024;

/** Default grace period of a body (config.bodyGraceMs). */
export const DEFAULT_BODY_GRACE_MS = 10_000;

/**
 * Node's own time-outs: the headers within 10 s (a client that trickles them in is cut
 * off), the whole request, body included, within 10 minutes (the repair upload's ten
 * files of 10 MB need ~170 KB/s for that; any smaller call is cut off by the body
 * time-out long before), checked every 2 s.
 */
export const SERVER_TIMEOUTS = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 10 * 60_000,
  checkEveryMs: 2_000,
} as const;

/** The error a body that came too slowly ends with (answered 408 by the error handler). */
export class BodyTimeout extends Error {
  readonly statusCode = 408;
  readonly code = 'PORTAL_BODY_TIMEOUT';
  constructor() {
    super('The request body did not arrive in time');
  }
}

/**
 * The error a body ends with when its client left before it was in (answered 400 to nobody
 * by the error handler, logged as a client error): the reader, whoever it is, ends its call.
 */
export class BodyAborted extends Error {
  readonly statusCode = 400;
  readonly code = 'PORTAL_BODY_ABORTED';
  constructor(cause?: unknown) {
    super('The client left before its request body was in', { cause });
  }
}

/** Whether a body is on its way (a length above 0, or chunks). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  );
}

/** How long the body of `request` may take: the grace period plus its size at the slowest rate. */
export function bodyDeadlineMs(
  request: FastifyRequest,
  { graceMs, minBytesPerSecond = MIN_BODY_BYTES_PER_SECOND }: TBodyTimeoutOptions,
): number {
  const declared = Number(request.headers['content-length']);
  const size =
    Number.isFinite(declared) && declared > 0 ? declared : request.routeOptions.bodyLimit;
  return graceMs + Math.ceil((size / minBytesPerSecond) * 1000);
}

export type TBodyTimeoutOptions = { graceMs: number; minBytesPerSecond?: number };

/** Whether the whole body came off the connection (read or not). */
type TBodyState = { isIn: () => boolean };

const bodies = new WeakMap<FastifyRequest, TBodyState>();

export function bodyTimeoutPlugin(app: FastifyInstance, options: TBodyTimeoutOptions): void {
  app.addHook('preParsing', async (request, reply, payload) => {
    if (!hasBody(request)) return payload;
    // why: the body is read through a stream of ours, so that it can end with an error the
    // error handler answers (destroying the request itself would take the socket, and
    // with it the answer, away).
    const guarded = new PassThrough();
    const source = payload as Readable;
    let isSettled = false;
    const settle = () => {
      isSettled = true;
      clearTimeout(timer);
    };
    // why: this guard owns `guarded`, not whoever reads the body: a reader that stopped
    // early (an upload refused after its first bytes, a body over its limit) no longer
    // listens, and an 'error' event nobody hears ends the process for every client.
    guarded.on('error', settle);
    const timer = setTimeout(
      () => {
        if (isSettled) return;
        source.unpipe(guarded);
        source.pause();
        if (reply.sent) {
          guarded.destroy();
          return;
        }
        // why: the rest of the body is never read, so the connection cannot be reused.
        reply.header('connection', 'close');
        guarded.destroy(new BodyTimeout());
      },
      bodyDeadlineMs(request, options),
    );
    source.once('end', settle);
    guarded.once('close', settle);
    // why: a body that will not come ends with an error for its reader (Fastify's parser
    // would wait for it for ever), unless the answer is out: then nobody reads it any more,
    // and the guard only lets go (no deadline stays behind).
    const abandon = (cause?: unknown) => {
      settle();
      if (source.readableEnded || guarded.destroyed) return;
      source.unpipe(guarded);
      guarded.destroy(reply.sent ? undefined : new BodyAborted(cause));
    };
    source.once('close', () => abandon());
    source.once('error', abandon);
    reply.raw.once('close', () => abandon());
    bodies.set(request, {
      isIn: () => source.readableEnded || (source as { complete?: boolean }).complete === true,
    });
    return source.pipe(guarded);
  });
  // why: an answer that goes out before its body came in (a refusal after the first bytes,
  // a body over its limit) closes the connection: Node would otherwise wait for a body
  // nobody reads before the next call on it, and a client could hold the socket.
  app.addHook('onSend', async (request, reply, payload) => {
    if (bodies.get(request)?.isIn() === false) reply.header('connection', 'close');
    return payload;
  });
}
