// What the server log keeps of an error: enough to find the fault (type, SQLSTATE code,
// constraint, table, routine, stack), nothing a user submitted. why: PostgreSQL and PGlite
// errors carry the statement's parameters, a `detail` such as "Key (email)=(...)" and
// messages that quote the offending value; those are personal data and stay out.
import type { FastifyServerOptions } from 'fastify';

const KEPT_FIELDS = ['code', 'severity', 'routine', 'constraint', 'table', 'column', 'statusCode'];

/** A message with every quoted value replaced, e.g. 'for type integer: "…"'. */
export function redactMessage(message: string): string {
  return message.replace(/"[^"]*"/g, '"…"').replace(/\([^()]*\)=\([^()]*\)/g, '(…)=(…)');
}

type TLoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

export function safeErrorSerializer(error: unknown): TLoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const fields = error as unknown as Record<string, unknown>;
  const message = redactMessage(error.message);
  const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  const safe: TLoggedError = {
    type: error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  for (const key of KEPT_FIELDS) {
    if (fields[key] !== undefined && typeof fields[key] !== 'object') safe[key] = fields[key];
  }
  if (error.cause !== undefined) safe['cause'] = safeErrorSerializer(error.cause);
  return safe;
}

/** The app's logger options with the safe error serializer, whatever the caller passed. */
export function withSafeSerializers(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return { ...base, serializers: { ...base.serializers, err: safeErrorSerializer } };
}
