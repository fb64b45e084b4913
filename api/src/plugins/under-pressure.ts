// Sheds load instead of thrashing (CONVENTIONS 18): when the request thread's event loop
// lags (a sign that work which belongs in a worker or the database process ran here) or
// the database stops answering, calls get 503 with Retry-After and a Dutch message until
// it recovers (a database that is away says so in words of its own). The thresholds are
// far above normal operation: with the database and the CPU work off this thread, the loop
// lags a few milliseconds even at full load.
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import { MESSAGES } from '@portal/shared/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TDatabase } from '../db/database.js';
import { failure, type TFailure } from '../answer/envelope.js';

/** Event loop delay (ms) that counts as overload. */
const MAX_EVENT_LOOP_DELAY_MS = 1_000;
const RETRY_AFTER_SECONDS = 10;
const HEALTH_CHECK_INTERVAL_MS = 5_000;

type TPressureHandler = NonNullable<FastifyUnderPressureOptions['pressureHandler']>;

/**
 * The answer of a call refused under pressure. why: returned, not sent: the plugin sends
 * what its handler returns and ends the call there, while after a handler that sent the
 * answer itself it lets the call go on (the answer's onSend hooks take a few ticks), and
 * the route answered a second time ('Reply was already sent', issue 35). Its types say
 * void, its code (index.js, handlePressure) sends a value.
 */
function shedding(_request: FastifyRequest, reply: FastifyReply, type: string): TFailure {
  void reply
    .code(503)
    .header('Retry-After', String(RETRY_AFTER_SECONDS))
    .type('application/json; charset=utf-8');
  return failure(type === 'healthCheck' ? MESSAGES.serviceUnavailable : MESSAGES.serverBusy);
}

export async function underPressurePlugin(app: FastifyInstance, db: TDatabase): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: MAX_EVENT_LOOP_DELAY_MS,
    retryAfter: RETRY_AFTER_SECONDS,
    healthCheck: async () => {
      await db.urgent.query('SELECT 1');
      return true;
    },
    healthCheckInterval: HEALTH_CHECK_INTERVAL_MS,
    pressureHandler: shedding as unknown as TPressureHandler,
  });
}
