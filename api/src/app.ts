// Builds the Fastify app from injected configuration and database (fastify/demo layout):
// plugins first, then the /Rest/Pwa calls, then static serving. Tests build it in-process
// and use app.inject; main.ts adds listening.
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import { MESSAGES } from '@portal/shared/rules';
import type { TConfig } from './config.js';
import { failure } from './answer/envelope.js';
import type { TDatabase } from './db/database.js';
import type { TDeps } from './deps.js';
import { createMailer, type TMailer } from './mail/mailer.js';
import { databasePlugin } from './plugins/database.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { jsonBodyPlugin } from './plugins/json-body.js';
import { compressionPlugin } from './plugins/compression.js';
import { embedCorsPlugin } from './plugins/embed-cors.js';
import { DEFAULT_BODY_LIMIT } from './http/register-call.js';
import { stagedPartsSweeper } from './uploads/staged-parts-sweeper.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { withSafeSerializers } from './plugins/log-serializers.js';
import { sessionAuthPlugin } from './plugins/session-auth.js';
import { afterAnswerPlugin } from './http/after-answer.js';
import { accessLogPlugin } from './access-log/access-log-plugin.js';
import { underPressurePlugin } from './plugins/under-pressure.js';
import { workLanesPlugin } from './plugins/work-lanes.js';
import { bodyTimeoutPlugin, SERVER_TIMEOUTS } from './plugins/body-timeout.js';
import { ANSWER_DEADLINES, answerDeadlinePlugin } from './plugins/answer-deadline.js';
import { articlesRoutes } from './routes/articles/articles-routes.js';
import { depotRoutes } from './routes/depot/depot-routes.js';
import { managementRoutes } from './routes/management/management-routes.js';
import { accountTokenCalls } from './routes/auth/account-token-calls.js';
import { sessionCalls } from './routes/auth/session-calls.js';
import { ssoCalls } from './routes/auth/sso-calls.js';
import { passkeySignInCalls } from './routes/auth/passkey-sign-in-calls.js';
import { passkeyAccountCalls } from './routes/auth/passkey-account-calls.js';
import { downloadRoute } from './routes/global/download-route.js';
import { productCalls } from './routes/global/product-calls.js';
import { referenceCalls } from './routes/global/reference-calls.js';
import { rentalsRoutes } from './routes/rentals/rentals-routes.js';
import { customerRequestCalls } from './routes/requests/customer-request-calls.js';
import { backOfficeCalls } from './routes/backoffice/back-office-calls.js';
import { backOfficeDepotCalls } from './routes/backoffice/back-office-depot-calls.js';
import { slaTargetCalls } from './routes/backoffice/sla-target-calls.js';
import { staffCalls } from './routes/backoffice/staff-calls.js';
import { liveStreamRoutes } from './live/live-streams.js';
import { openApiRoutes } from './routes/openapi/openapi-routes.js';
import { staticRoutes } from './routes/static/static-routes.js';
import { healthRoutes } from './service/health.js';
import { housekeepingSchedule } from './service/housekeeping.js';
import { requestMailSchedule } from './mail/request-mail-sender.js';
import { unsubscribeRoutes } from './routes/mail/unsubscribe-routes.js';
import { mailPreferencesCalls } from './routes/mail/mail-preferences-calls.js';
import { observeSources } from './service/metrics.js';
import { requestIdOf, requestLogPlugin } from './service/request-log.js';

export type TAppOptions = {
  config: TConfig;
  db: TDatabase;
  mailer?: TMailer;
  /** Close the database when the app closes. */
  ownsDatabase?: boolean;
  logger?: FastifyServerOptions['logger'];
};

export async function buildApp(options: TAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: withSafeSerializers(options.logger ?? false),
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: config.trustProxy,
    // why: Fastify's own request lines hold the address (ids, the tokens of the account
    // pages) and the client's address; service/request-log.ts writes one line without them.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOf,
    // why: Fastify switches Node's request time-out off by default; a client that trickles
    // in its headers or its request holds a socket only this long (plugins/body-timeout.ts).
    requestTimeout: SERVER_TIMEOUTS.requestTimeoutMs,
    // why: an idle connection between calls is closed after 15 s, not Fastify's 72 s
    // (plugins/answer-deadline.ts: a slow reader whose answer the kernel took whole).
    keepAliveTimeout: ANSWER_DEADLINES.keepAliveMs,
    http: {
      headersTimeout: SERVER_TIMEOUTS.headersTimeoutMs,
      connectionsCheckingInterval: SERVER_TIMEOUTS.checkEveryMs,
    },
    // why: an address that is not valid UTF-8 (a lone surrogate, %ED%A0%80) is bad input
    // like any other, answered with the envelope, not Fastify's own text with the address.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      void reply.code(400).send(failure(MESSAGES.invalidInput));
    },
  });
  const deps: TDeps = { config, db, mailer: options.mailer ?? createMailer(config) };

  app.decorate('checkCallResponses', config.checkResponses);
  const metrics = config.metricsPort !== null;
  requestLogPlugin(app, { metrics });
  databasePlugin(app, db, options.ownsDatabase ?? false);
  healthRoutes(app, db);
  await underPressurePlugin(app, db);
  bodyTimeoutPlugin(app, {
    graceMs: config.bodyGraceMs,
    minBytesPerSecond: config.bodyMinBytesPerSecond,
  });
  answerDeadlinePlugin(app, {
    graceMs: config.answerGraceMs,
    minBytesPerSecond: config.answerMinBytesPerSecond,
    idleWriteMs: config.answerIdleWriteMs,
  });
  const lanes = workLanesPlugin(app, db.kind);
  if (metrics) {
    observeSources({
      pools: () => db.poolStats(),
      lanes: () => Object.entries(lanes).map(([lane, { counts }]) => ({ lane, ...counts })),
    });
  }
  await compressionPlugin(app);
  await embedCorsPlugin(app, config.allowedEmbedOrigins);
  securityHeadersPlugin(app);
  errorHandlerPlugin(app);
  jsonBodyPlugin(app);
  sessionAuthPlugin(app, deps);
  afterAnswerPlugin(app);
  accessLogPlugin(app, db);
  stagedPartsSweeper(app, db);
  housekeepingSchedule(app, db, {
    intervalMs: config.housekeepingIntervalMs,
    sessionIdleSeconds: config.sessionIdleSeconds,
    sessionMaxSeconds: config.sessionMaxSeconds,
    accessLogRetentionYears: config.accessLogRetentionYears,
  });
  requestMailSchedule(app, deps);

  sessionCalls(app, deps);
  ssoCalls(app, deps);
  passkeySignInCalls(app, deps);
  passkeyAccountCalls(app, deps);
  accountTokenCalls(app, deps);
  referenceCalls(app, deps);
  productCalls(app, deps);
  customerRequestCalls(app, deps);
  downloadRoute(app, deps);
  openApiRoutes(app);
  rentalsRoutes(app, deps);
  articlesRoutes(app, deps);
  depotRoutes(app, deps);
  managementRoutes(app, deps);
  backOfficeCalls(app, deps);
  backOfficeDepotCalls(app, deps);
  staffCalls(app, deps);
  slaTargetCalls(app, deps);
  mailPreferencesCalls(app, deps);
  unsubscribeRoutes(app, deps);
  liveStreamRoutes(app, deps);

  await staticRoutes(app, deps);
  return app;
}
