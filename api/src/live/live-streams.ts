// The live event streams (issue 41 "Live", api/src/live/README.md): GET routes that answer
// Server-Sent Events instead of an envelope. The caller is checked exactly as a call is
// (authorise: the session from X-Auth-Token, the route table's level, staff only for the
// back office) before the stream opens; then the answer stays open and carries the ids and
// kinds of the changes the caller may hear: staff every organisation's, a customer her own
// organisation's only. Nothing runs on the request thread but writing a few lines.
import {
  BACKOFFICE_EVENTS_STREAM,
  REQUEST_EVENTS_STREAM,
  type TLiveEventName,
  type TLiveRequestEvent,
  type TLiveStream,
} from '@portal/shared/contract';
import { MESSAGES } from '@portal/shared/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TDeps } from '../deps.js';
import { failure } from '../answer/envelope.js';
import { API_BASE } from '../answer/api-base.js';
import { authorise } from '../http/register-call.js';
import type { TSession } from '../plugins/session-auth.js';
import { isSessionLive } from '../repositories/sessions-repository.js';
import { createLiveListener } from './live-listener.js';
import type { TRequestEvent } from './request-events.js';
import { failureReason } from '../service/failure-reason.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** How many live event streams this process holds open (tests, metrics). */
    liveStreamCount(): number;
  }
}

/** One open stream: whose changes it may carry (null: every organisation's, staff). */
type TOpenStream = {
  organisationId: number | null;
  send(name: TLiveEventName, data: object): void;
  end(): void;
};

/** Tells an EventSource-style client how long to wait before it reconnects (ms). */
const RECONNECT_HINT_MS = 5_000;

/** The headers of a stream; nothing may buffer or transform it on the way. */
const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-store, no-transform',
  'x-content-type-options': 'nosniff',
  // why: nginx and similar proxies buffer answers unless told not to.
  'x-accel-buffering': 'no',
} as const;

/** The ids and kind a listener hears, without the organisation (the listener knows its own). */
function eventData(event: TRequestEvent): TLiveRequestEvent {
  return { customerRequestId: event.customerRequestId, kind: event.kind };
}

export function liveStreamRoutes(app: FastifyInstance, { db, config }: TDeps): void {
  const streams = new Set<TOpenStream>();
  const listener = createLiveListener(db, {
    onEvent(event) {
      for (const stream of streams) {
        if (stream.organisationId === null || stream.organisationId === event.organisationId) {
          stream.send('request', eventData(event));
        }
      }
    },
    onResync() {
      for (const stream of streams) stream.send('resync', {});
    },
    onTrouble(message) {
      app.log.warn(message);
    },
  });

  app.decorate('liveStreamCount', () => streams.size);

  // why: preClose runs before Fastify stops listening and waits for open connections: a
  // stream never ends by itself, so it is ended here (the client reconnects elsewhere), and
  // the LISTEN connection closes before the pools and the database process do.
  app.addHook('preClose', async () => {
    for (const stream of [...streams]) stream.end();
    await listener.close();
  });

  const open = (definition: TLiveStream, whoseEvents: (session: TSession) => number | null) => {
    const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
      request.callSession = null;
      const { session, refused } = await authorise(app, definition.access, request, reply);
      if (refused) return reply;
      request.callSession = session;
      return undefined;
    };
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const session = request.callSession;
      if (!session) throw new Error('a live stream without a session');
      try {
        await listener.ready();
      } catch (error) {
        request.log.warn(failureReason(error), 'live updates: no LISTEN connection');
        return reply
          .code(503)
          .header('Retry-After', '5')
          .send(failure(MESSAGES.serviceUnavailable));
      }
      streamTo(request, reply, whoseEvents(session), session);
      return reply;
    };
    app.route({ method: 'GET', url: `${API_BASE}${definition.path}`, onRequest, handler });
  };

  /** Opens the answer as a stream and keeps it until the client, the session or the app ends. */
  function streamTo(
    request: FastifyRequest,
    reply: FastifyReply,
    organisationId: number | null,
    session: TSession,
  ): void {
    // why: the headers hooks set before the handler (request id, CORS for embedding hosts)
    // go along; Fastify's onSend hooks do not run for a hijacked answer.
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) headers[name] = typeof value === 'number' ? String(value) : value;
    }
    Object.assign(headers, STREAM_HEADERS);
    reply.hijack();
    const res = reply.raw;
    let isEnded = false;
    const write = (text: string) => {
      if (isEnded || res.destroyed || !res.writable) return;
      res.write(text);
    };
    const stream: TOpenStream = {
      organisationId,
      send(name, data) {
        write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
      },
      end() {
        if (isEnded) return;
        finish();
        if (!res.destroyed) res.end();
      },
    };
    const keepAlive = setInterval(() => {
      if (app.serviceState.draining) {
        // why: a draining process hands its streams back; they reconnect to another one.
        stream.end();
        return;
      }
      write(': keep-alive\n\n');
      isSessionLive(
        db.urgent,
        session.sessionId,
        config.sessionIdleSeconds,
        config.sessionMaxSeconds,
      )
        .then((isLive) => {
          if (!isLive) stream.end();
        })
        .catch((error: unknown) =>
          request.log.warn(failureReason(error), 'live updates: session check failed'),
        );
    }, config.liveKeepAliveMs);
    keepAlive.unref();
    function finish() {
      isEnded = true;
      clearInterval(keepAlive);
      streams.delete(stream);
    }
    // why: a client that goes away (a closed tab, an aborted fetch) closes the answer; a
    // reset socket is no error of ours: the stream just ends (issue 35: no error line).
    res.once('close', finish);
    res.on('error', (error) => {
      request.log.info(
        { code: (error as NodeJS.ErrnoException).code },
        'live stream ended by its client',
      );
      finish();
    });
    res.writeHead(200, headers);
    write(`retry: ${RECONNECT_HINT_MS}\n\n`);
    streams.add(stream);
    stream.send('ready', {});
  }

  open(BACKOFFICE_EVENTS_STREAM, () => null);
  open(REQUEST_EVENTS_STREAM, (session) => session.organisationId);
}
