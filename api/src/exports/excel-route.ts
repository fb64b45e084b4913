// Registers a POST route that answers an Excel download (excel-export.ts): the declared
// size and the caller's session and level are checked before the body is read, then the
// body, each refused with the usual envelope (413, 401, 403, 'Ongeldige invoer' with the
// fields), so a failed export never starts a file.
import type { TCall } from '@portal/shared/contract';
import { MESSAGES } from '@portal/shared/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { failure } from '../answer/envelope.js';
import {
  API_BASE,
  DEFAULT_BODY_LIMIT,
  authorise,
  refuseOversizeBody,
} from '../http/register-call.js';
import { bodyLimitOf } from '../http/body-limit.js';
import { fieldErrors } from '../http/validation-errors.js';
import type { TSession } from '../plugins/session-auth.js';
import { laneConfig } from '../plugins/work-lanes.js';

export type TExcelRoute<TBody extends z.ZodType> = {
  /** The contract's path below /Rest/Pwa. */
  path: string;
  /**
   * The route and level the caller needs (the list's own), or 'session' when the handler
   * checks the route of the tab it is asked for.
   */
  access: Exclude<TCall['access'], null>;
  body: TBody;
};

export function registerExcelRoute<TBody extends z.ZodType>(
  app: FastifyInstance,
  route: TExcelRoute<TBody>,
  handler: (context: {
    session: TSession;
    body: z.output<TBody>;
    request: FastifyRequest;
    reply: FastifyReply;
  }) => Promise<FastifyReply>,
): void {
  const bodyLimit = bodyLimitOf(route.body, DEFAULT_BODY_LIMIT);
  app.post(
    `${API_BASE}${route.path}`,
    {
      bodyLimit,
      config: laneConfig('export'),
      // why: the same order as every call (register-call.ts): nothing is read for a refusal.
      onRequest: async (request, reply) => {
        request.callSession = null;
        if (await refuseOversizeBody(request, reply, bodyLimit)) return reply;
        const { session, refused } = await authorise(app, route.access, request, reply);
        if (refused) return reply;
        request.callSession = session;
        return undefined;
      },
    },
    async (request, reply) => {
      const session = request.callSession;
      if (!session) return reply;
      const rawBody: unknown = request.body ?? {};
      const parsed = route.body.safeParse(rawBody);
      if (!parsed.success) {
        return reply
          .code(200)
          .send(failure(MESSAGES.invalidInput, { fields: fieldErrors(parsed.error, rawBody) }));
      }
      return handler({ session, body: parsed.data, request, reply });
    },
  );
}
