// One error handler: logs the full error, tells the client only the envelope. Client
// mistakes Fastify detects (bad JSON, body too large, a body sent too slowly) answer 4xx
// with 'Ongeldige invoer' and are logged in one short line without a stack (anyone can
// send them by the thousand, so a stack each would flood the log); a uniqueness rule's
// constraint met in a race answers that rule's Dutch message (db/constraint-refusals.ts); a
// database that cannot
// be reached answers 503 with Retry-After and a Dutch message; anything else answers 500
// with message null, never a stack trace. Unknown /Rest/Pwa calls answer 404 with the
// envelope.
import { MESSAGES } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import { failure, unexpected } from '../answer/envelope.js';
import { API_BASE } from '../answer/api-base.js';
import { constraintRefusal, violatedConstraint } from '../db/constraint-refusals.js';
import { isDatabaseUnavailable } from '../db/database-unavailable.js';
import { failureReason } from '../service/failure-reason.js';

const JSON_TYPE = 'application/json; charset=utf-8';
const DATABASE_RETRY_AFTER_SECONDS = 5;

export function errorHandlerPlugin(app: FastifyInstance): void {
  app.setErrorHandler(async (error, request, reply) => {
    const statusCode = (error as { statusCode?: number }).statusCode;
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
      // why: the code names the mistake; the message may quote the client's input.
      const { code } = error as { code?: unknown };
      request.log.info(
        { statusCode, code: typeof code === 'string' ? code : undefined },
        'client error',
      );
      if (statusCode === 408) {
        // why: the rest of a body that came too slowly is never read (plugins/body-timeout.ts).
        reply.header('connection', 'close');
        return reply.code(408).type(JSON_TYPE).send(failure(MESSAGES.connectionTooSlow));
      }
      return reply.code(statusCode).type(JSON_TYPE).send(failure(MESSAGES.invalidInput));
    }
    const refused = constraintRefusal(error);
    if (refused) {
      // why: a write outside idempotentWrite that met a rule's constraint in a race: the
      // rule's own Dutch message, as idempotentWrite answers it (db/constraint-refusals.ts).
      request.log.info({ constraint: violatedConstraint(error) }, 'refused by a constraint');
      return reply.code(200).type(JSON_TYPE).send(refused);
    }
    if (isDatabaseUnavailable(error)) {
      // why: the database is away for a moment (a restart, a fail-over); the pools connect
      // again by themselves, so the client is asked to retry, not shown a failure.
      request.log.warn(failureReason(error), 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .type(JSON_TYPE)
        .send(failure(MESSAGES.serviceUnavailable));
    }
    request.log.error({ err: error }, 'unexpected error');
    // why: a handler may have set another type (a download) before it failed.
    return reply.code(500).type(JSON_TYPE).send(unexpected());
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith(`${API_BASE}/`) || request.url === API_BASE) {
      return reply.code(404).send(unexpected());
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Niet gevonden');
  });
}
