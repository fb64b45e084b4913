// CORS for the calls, for the pages ALLOWED_EMBED_ORIGINS names: a partner's intranet that
// shows portal areas as Module Federation remotes calls the API from its own origin
// (README.md "Loading an area from a Module Federation host"). Only /Rest/ answers carry
// the headers; the remotes' files under /mf/ are public and allow any origin already
// (routes/static). No origin is allowed unless configured.
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { AUTH_HEADER } from './session-auth.js';

/** Request headers a call may carry (the client's JSON headers, token, idempotency key). */
const ALLOWED_HEADERS = ['Content-Type', 'Accept', AUTH_HEADER, 'Idempotency-Key'];

export async function embedCorsPlugin(
  app: FastifyInstance,
  origins: readonly string[],
): Promise<void> {
  if (origins.length === 0) return;
  const allowed = [...origins];
  await app.register(cors, {
    delegator: (request, callback) =>
      callback(null, { origin: request.url.startsWith('/Rest/') ? allowed : false }),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ALLOWED_HEADERS,
    // why: a download names its file; the client reads it for the saved file's name.
    exposedHeaders: ['Content-Disposition'],
    // why: a page's calls repeat; one preflight per call kind every ten minutes.
    maxAge: 600,
  });
}
