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

/** Whether a body is on its way (a length above 0, or chunks). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  );
}

/** How long the body of `request` may take: the grace period plus its size at the slowest rate. */
export function bodyDeadlineMs(request: FastifyRequest, graceMs: number): number {
  const declared = Number(request.headers['content-length']);
  const size =
    Number.isFinite(declared) && declared > 0 ? declared : request.routeOptions.bodyLimit;
  return graceMs + Math.ceil((size / MIN_BODY_BYTES_PER_SECOND) * 1000);
}

export function bodyTimeoutPlugin(app: FastifyInstance, graceMs: number): void {
  app.addHook('preParsing', async (request, reply, payload) => {
    if (!hasBody(request)) return payload;
    // why: the body is read through a stream of ours, so that it can end with an error the
    // error handler answers (destroying the request itself would take the socket, and
    // with it the answer, away).
    const guarded = new PassThrough();
    const source = payload as Readable;
    const timer = setTimeout(
      () => {
        source.unpipe(guarded);
        source.pause();
        // why: the rest of the body is never read, so the connection cannot be reused.
        reply.header('connection', 'close');
        guarded.destroy(new BodyTimeout());
      },
      bodyDeadlineMs(request, graceMs),
    );
    const done = () => clearTimeout(timer);
    source.once('end', done);
    guarded.once('close', done);
    source.once('close', () => {
      done();
      // why: a client that left mid-body ends the body a reader waits for (the upload
      // tells a client that left from an error by a close without an end).
      if (!source.readableEnded) guarded.destroy();
    });
    source.once('error', (error) => guarded.destroy(error));
    return source.pipe(guarded);
  });
}
