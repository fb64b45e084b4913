// What a log line says of an expected failure: its message, no stack. A background loop
// (housekeeping, the mail sender, the upload sweeper) or a request during a database outage
// fails for a reason outside the code (the database or a server away, the pool closing),
// retries on its own, and would otherwise write a stack each turn of the outage; the
// production log gate (scripts/log-gate.mjs) refuses stacks as the sign of a bug. Errors
// that are bugs keep `{ err }` and their stack (plugins/error-handler.ts 'unexpected error').

/** The log fields of an expected failure: `{ reason: message }`. */
export function failureReason(error: unknown): { reason: string } {
  return { reason: error instanceof Error ? error.message : String(error) };
}
