// Builds the Fastify app from injected configuration and database (fastify/demo layout):
// plugins first, then the /Rest/Pwa calls, then static serving. Tests build it in-process
// and use app.inject; main.ts adds listening.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TConfig } from './config.js';
import type { TDatabase } from './db/database.js';
import type { TDeps } from './deps.js';
import { createMailer, type TMailer } from './mail/mailer.js';
import { databasePlugin } from './plugins/database.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { jsonBodyPlugin } from './plugins/json-body.js';
import { compressionPlugin } from './plugins/compression.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { sessionAuthPlugin } from './plugins/session-auth.js';
import { underPressurePlugin } from './plugins/under-pressure.js';
import { workLanesPlugin } from './plugins/work-lanes.js';
import { accountTokenCalls } from './routes/auth/account-token-calls.js';
import { sessionCalls } from './routes/auth/session-calls.js';
import { downloadRoute } from './routes/global/download-route.js';
import { productCalls } from './routes/global/product-calls.js';
import { referenceCalls } from './routes/global/reference-calls.js';
import { rentalsRoutes } from './routes/rentals/rentals-routes.js';
import { customerRequestCalls } from './routes/requests/customer-request-calls.js';
import { staticRoutes } from './routes/static/static-routes.js';

export type TAppOptions = {
  config: TConfig;
  db: TDatabase;
  mailer?: TMailer;
  /** Close the database when the app closes. */
  ownsDatabase?: boolean;
  logger?: FastifyServerOptions['logger'];
};

/** Largest request body: uploads are up to 10,000,000 characters of encoded data (spec 000 §9). */
const BODY_LIMIT = 16 * 1024 * 1024;

export async function buildApp(options: TAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: BODY_LIMIT });
  const deps: TDeps = { config, db, mailer: options.mailer ?? createMailer(config) };

  app.decorate('checkCallResponses', config.checkResponses);
  databasePlugin(app, db, options.ownsDatabase ?? false);
  await underPressurePlugin(app, db);
  workLanesPlugin(app, db.kind);
  await compressionPlugin(app);
  securityHeadersPlugin(app);
  errorHandlerPlugin(app);
  jsonBodyPlugin(app);
  sessionAuthPlugin(app, deps);

  sessionCalls(app, deps);
  accountTokenCalls(app, deps);
  referenceCalls(app, deps);
  productCalls(app, deps);
  customerRequestCalls(app, deps);
  downloadRoute(app, deps);
  rentalsRoutes(app, deps);

  await staticRoutes(app, deps);
  return app;
}
