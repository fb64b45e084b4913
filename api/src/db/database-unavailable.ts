// Whether an error means the database cannot be reached right now (stopped, restarting,
// failing over, the network between), rather than a fault in a statement. Such a call
// answers 503 with Retry-After and a Dutch message instead of a 500; the pools connect
// again by themselves once the database is back.

/** SQLSTATE classes and codes of a database that is away: 08 connection exception,
 * 57P01-57P03 shut down / crash shut down / cannot connect now, 53300 too many connections. */
const UNAVAILABLE_CODES = /^(08|57P0[1-3]$|53300$)/;

/** Errors of the socket or of pg itself when the server went away. */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOENT', // a unix socket that is gone (PGlite's database process restarting)
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Connection ended unexpectedly',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    if (!(current instanceof Error)) return false;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.test(code) || UNAVAILABLE_ERRNOS.has(code)))
      return true;
    if (
      UNAVAILABLE_MESSAGES.some(
        (text) => current instanceof Error && current.message.includes(text),
      )
    )
      return true;
    current = current.cause;
  }
  return false;
}
