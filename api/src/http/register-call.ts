// Registers one /Rest/Pwa call from its shared `defineCall` description: authenticates,
// checks the permission level, validates params and body, and answers the envelope.
import type { TCall } from '@portal/shared/contract';
import { canOpen, MESSAGES } from '@portal/shared/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TSession } from '../plugins/session-auth.js';
import { failure, forbidden, sessionExpired, type TFailure } from './envelope.js';
import { fieldErrors } from './validation-errors.js';

export const API_BASE = '/Rest/Pwa';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether answers are parsed with the call's response schema before sending (tests). */
    checkCallResponses: boolean;
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
export function sessionOf(context: { session: TSession | null }): TSession {
  if (!context.session) throw new Error('Call handler needs a session but the call is public');
  return context.session;
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
    await reply.code(401).send(sessionExpired());
    return { session: null, refused: true };
  }
  if (access !== 'session' && !canOpen(session.permissions, access.route, access.level)) {
    await reply.code(403).send(forbidden());
    return { session, refused: true };
  }
  return { session, refused: false };
}

/** Per-call options; `bodyLimit` in bytes overrides the server's default. */
export type TRegisterCallOptions = { bodyLimit?: number };

export function registerCall<TCallDef extends TCall>(
  app: FastifyInstance,
  call: TCallDef,
  handler: TCallHandler<TCallDef>,
  options: TRegisterCallOptions = {},
): void {
  // why: a call without a body (z.undefined()) ignores whatever a client sends along.
  const takesBody = !call.body.safeParse(undefined).success;
  app.route({
    method: call.method,
    url: `${API_BASE}${call.path}`,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => {
      const { session, refused } = await authorise(app, call.access, request, reply);
      if (refused) return reply;

      const params = call.params.safeParse(request.params ?? {});
      const rawBody: unknown = takesBody ? (request.body ?? {}) : undefined;
      const body = call.body.safeParse(rawBody);
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
      if (app.checkCallResponses) {
        const isFailure = (answer as { status?: unknown }).status === 'error';
        if (!isFailure) call.response.parse(answer);
      }
      return reply.code(200).send(answer);
    },
  });
}
