// One log line per answered request and a request id on every answer. The id is the load
// balancer's (X-Request-Id) when it sent a well-formed one, so a request can be followed
// from the balancer's log into the api's; otherwise a new one. The line holds the route
// template (`/Rest/Pwa/customer/rentals/cases/:id`), never the address itself: addresses
// carry ids and, for the account pages, register and reset tokens; nor any header, body
// or client address (api/src/service/README.md "Request log").
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpDuration, httpRequests } from './metrics.js';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and `._:-`, at most 128: what balancers send (UUIDs, HAProxy's ids). */
const WELL_FORMED_ID = /^[\w.:-]{1,128}$/;

/** Fastify's genReqId: the balancer's id when well-formed, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED_ID.test(given) ? given : randomUUID();
}

/** The route template a request matched, or a fixed word when it matched none. */
export function routeTemplate(request: FastifyRequest): string {
  return request.routeOptions.url ?? '(no route)';
}

export function requestLogPlugin(app: FastifyInstance, options: { metrics: boolean }): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = routeTemplate(request);
    const status = reply.statusCode;
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    request.log.info({ method: request.method, route, status, ms }, 'answered');
    if (options.metrics) {
      httpRequests.inc({ method: request.method, route, status });
      httpDuration.observe({ method: request.method, route }, ms / 1000);
    }
  });
}
