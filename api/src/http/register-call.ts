// Registers one /Rest/Pwa call from its shared `defineCall` description: authenticates and
// checks the permission level before any byte of the body is read, refuses a body larger
// than the call's limit from its Content-Length, validates params and body, and answers
// the envelope.
import type { Readable } from 'node:stream';
import type { TCall } from '@portal/shared/contract';
import { canOpen, isStaffRoute, MESSAGES } from '@portal/shared/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TSession } from '../plugins/session-auth.js';
import { laneConfig, pagesThroughList, releaseLaneSlot } from '../plugins/work-lanes.js';
import { logCallAccess } from '../access-log/access-log-plugin.js';
import { clientDataOf } from '../access-log/client-data-calls.js';
import { answerFromHook } from '../answer/answer-from-hook.js';
import { bodyLimitOf } from './body-limit.js';
import { failure, forbidden, sessionExpired, type TFailure } from '../answer/envelope.js';
import { fieldErrors } from './validation-errors.js';
import { API_BASE } from '../answer/api-base.js';

// why: the routes take API_BASE with authorise from here; it is written once, in answer/,
// where everything that is no route (exports, live, mail, plugins) takes it from.
export { API_BASE } from '../answer/api-base.js';

/**
 * Largest body of a route whose contract names no limit (static files, a schema without a
 * maximum somewhere); a call's own limit follows from its contract (body-limit.ts).
 */
export const DEFAULT_BODY_LIMIT = 256 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether answers are parsed with the call's response schema before sending (tests). */
    checkCallResponses: boolean;
  }
  interface FastifyRequest {
    /** The session the onRequest check found (null for public calls). */
    callSession: TSession | null;
  }
}

export type TCallContext<TParams, TBody> = {
  params: TParams;
  body: TBody;
  /** The caller's session; never null when the call's access is not null. */
  session: TSession | null;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** A call's handler answers the call's success envelope, or a business error. */
export type TCallHandler<TCallDef extends TCall> = (
  context: TCallContext<z.output<TCallDef['params']>, z.output<TCallDef['body']>>,
) => Promise<z.input<TCallDef['response']> | TFailure>;

/** The session of a call whose access is not null (a missing one is a programming error). */
/** A call's name as the idempotency records and logs know it: 'PUT /customer/…'. */
export function callName(call: TCall): string {
  return `${call.method} ${call.path}`;
}

export function sessionOf(context: { session: TSession | null }): TSession {
  if (!context.session) throw new Error('Call handler needs a session but the call is public');
  return context.session;
}

/** Whether a body is on its way that nobody has read (so the connection must close). */
function hasUnreadBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  );
}

/**
 * Sends a refusal before the body was read. why: Node would otherwise read the whole
 * unread body to keep the connection alive; closing it costs the client a reconnect only.
 */
export async function refuseUnread(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  answer: unknown,
): Promise<void> {
  if (hasUnreadBody(request)) reply.header('connection', 'close');
  await answerFromHook(reply, statusCode, answer);
}

/**
 * Authenticates the caller of a call with access `access`: the session, or the answer that
 * refuses it (401 SESSION_EXPIRED, 403 forbidden). Shared with the binary download route.
 */
export async function authorise(
  app: FastifyInstance,
  access: TCall['access'],
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ session: TSession | null; refused: boolean }> {
  if (access === null) return { session: null, refused: false };
  const session = await app.sessionAuth.authenticate(request);
  if (!session) {
    await refuseUnread(request, reply, 401, sessionExpired());
    return { session: null, refused: true };
  }
  if (access === 'session') return { session, refused: false };
  // why: a call of several pages (anyOf) checks the page of its body itself, after this.
  const routes = 'anyOf' in access ? access.anyOf : [access.route];
  // why: a back-office call needs a staff account (the supplier's organisation, migration
  // 050 holds the role there) whatever permissions the session carries (issue 41).
  const isStaffOnly = routes.some(isStaffRoute);
  if (
    (isStaffOnly && !isStaffSession(session)) ||
    !routes.some((route) => canOpen(session.permissions, route, access.level))
  ) {
    await refuseUnread(request, reply, 403, forbidden());
    return { session, refused: true };
  }
  return { session, refused: false };
}

/** The role every staff account holds (api/src/routes/backoffice/README.md). */
export const STAFF_ROLE = 'staff';

/** Whether the session is one of the supplier's staff. */
export function isStaffSession(session: TSession): boolean {
  return session.roles.includes(STAFF_ROLE);
}

/** Refuses a body whose declared size is over `limit` bytes, before reading it. */
export async function refuseOversizeBody(
  request: FastifyRequest,
  reply: FastifyReply,
  limit: number,
): Promise<boolean> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (!(declared > limit)) return false;
  await refuseUnread(request, reply, 413, failure(MESSAGES.invalidInput));
  return true;
}

/**
 * Reads a call's body itself instead of the JSON parser (uploads): gets the body stream
 * after the caller is authenticated, and answers the value to validate, or a refusal that
 * is sent as it is (the connection then closes: the rest of the body is not read).
 */
export type TBodyReader = (
  stream: Readable,
  context: { request: FastifyRequest; reply: FastifyReply; session: TSession | null },
) => Promise<{ body: unknown } | { refused: { statusCode: number; answer: TFailure } }>;

/** Per-call options: `bodyLimit` in bytes overrides the contract's; `readBody` streams. */
export type TRegisterCallOptions = {
  bodyLimit?: number;
  readBody?: TBodyReader;
  /** Validates the body `readBody` answers (default: the call's own body schema). */
  receivedBody?: z.ZodType;
  /**
   * Runs once the call's answer is ready and before it goes out, whatever the answer (a
   * streamed upload removes the parts of files it did not keep, so a client that has its
   * refusal finds nothing of it left). A failure here is logged and the answer still sent.
   */
  beforeAnswer?: (request: FastifyRequest) => Promise<void>;
};

/** An onSend hook that runs `work` and then lets the unchanged answer go. */
function beforeSend(work: (request: FastifyRequest) => Promise<void>) {
  return async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    try {
      await work(request);
    } catch (error) {
      request.log.error({ err: error }, 'work before the answer failed');
    }
    return payload;
  };
}

export function registerCall<TCallDef extends TCall>(
  app: FastifyInstance,
  call: TCallDef,
  handler: TCallHandler<TCallDef>,
  options: TRegisterCallOptions = {},
): void {
  // why: a call without a body (z.undefined()) ignores whatever a client sends along.
  const takesBody = !call.body.safeParse(undefined).success;
  const bodyLimit = options.bodyLimit ?? bodyLimitOf(call.body, DEFAULT_BODY_LIMIT);
  const bodySchema = options.receivedBody ?? call.body;
  // why: a call that shows a client's data writes who saw it before it answers (NEN 7513).
  const clientData = clientDataOf(call);
  if (clientData && !app.hasDecorator('accessLog')) {
    throw new Error(`${callName(call)} shows client data: register the access log first`);
  }

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const session = request.callSession;
    let rawBody: unknown = undefined;
    if (options.readBody) {
      // why: without a body (or a content type) Fastify leaves request.body unset.
      const body = request.body as Readable | undefined;
      const stream = typeof body?.on === 'function' ? body : request.raw;
      const read = await options.readBody(stream, { request, reply, session });
      if ('refused' in read) {
        // why: the rest of the body is not read, so the connection cannot be reused.
        reply.header('connection', 'close');
        return reply.code(read.refused.statusCode).send(read.refused.answer);
      }
      rawBody = read.body;
    } else if (takesBody) {
      rawBody = request.body ?? {};
    }

    const params = call.params.safeParse(request.params ?? {});
    const body = bodySchema.safeParse(rawBody);
    if (!params.success || !body.success) {
      const fields = {
        ...(params.success ? {} : fieldErrors(params.error, request.params)),
        ...(body.success ? {} : fieldErrors(body.error, rawBody)),
      };
      return reply.code(200).send(failure(MESSAGES.invalidInput, { fields }));
    }

    const answer = await handler({
      params: params.data as z.output<TCallDef['params']>,
      body: body.data as z.output<TCallDef['body']>,
      session,
      request,
      reply,
    });
    if (reply.sent) return reply;
    const isFailure = (answer as { status?: unknown }).status === 'error';
    if (app.checkCallResponses && !isFailure) call.response.parse(answer);
    if (clientData && !isFailure) {
      // why: the list's database work is done; its slot must not be held while the call
      // waits for the commit its entries share with every other waiting call.
      releaseLaneSlot(request);
      await logCallAccess(request, call, clientData, {
        answer,
        params: params.data,
        body: body.data,
      });
    }
    return reply.code(200).send(answer);
  };

  const route = (scope: FastifyInstance) =>
    scope.route({
      method: call.method,
      url: `${API_BASE}${call.path}`,
      bodyLimit,
      config: laneConfig(call.lane ?? (pagesThroughList(call.body) ? 'list' : null)),
      // why: the size and the session are checked before a single byte of the body is read.
      onRequest: async (request, reply) => {
        request.callSession = null;
        if (await refuseOversizeBody(request, reply, bodyLimit)) return reply;
        const { session, refused } = await authorise(app, call.access, request, reply);
        if (refused) return reply;
        request.callSession = session;
        return undefined;
      },
      handler: handle,
      // why: onSend, not a finally around the handler: the handler sends its answer itself
      // (refusals included), so a finally ran only after the client had it.
      ...(options.beforeAnswer ? { onSend: beforeSend(options.beforeAnswer) } : {}),
    });

  if (!options.readBody) {
    route(app);
    return;
  }
  // why: a call that reads its own body gets the raw stream: its scope has no JSON parser.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    route(scope);
  });
}
