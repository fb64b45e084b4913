// One error handler: logs the full error, tells the client only the envelope. Client
// mistakes Fastify detects (bad JSON, body too large) answer 4xx with 'Ongeldige invoer';
// anything else answers 500 with message null, never a stack trace. Unknown /Rest/Pwa
// calls answer 404 with the envelope.
import { MESSAGES } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import { failure, unexpected } from '../http/envelope.js';
import { API_BASE } from '../http/register-call.js';

const JSON_TYPE = 'application/json; charset=utf-8';

export function errorHandlerPlugin(app: FastifyInstance): void {
  app.setErrorHandler(async (error, request, reply) => {
    const statusCode = (error as { statusCode?: number }).statusCode;
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.code(statusCode).type(JSON_TYPE).send(failure(MESSAGES.invalidInput));
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
