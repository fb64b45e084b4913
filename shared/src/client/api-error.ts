/** The error every client function throws: its message is the Dutch text for the user. */
import type { TUnsentWrite } from './outbox.js';
import type { TParsedStatusValue } from './status-parser.js';

/** Details of an ApiError beyond its message. */
export type TApiErrorInit = {
  status: TParsedStatusValue;
  /** HTTP status of the answer; 0 when no answer arrived (network failure). */
  httpStatus: number;
  fields?: Record<string, string>;
  cause?: unknown;
  /** A write with an Idempotency-Key that got no answer: what the outbox can send later. */
  unsent?: TUnsentWrite;
};

/** A failed call: `message` is the catalogue or server text to show as is. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: TParsedStatusValue;
  readonly httpStatus: number;
  /** Messages per field, when the server named the fields that failed. */
  readonly fields: Record<string, string> | undefined;
  /** A write that got no answer, as the outbox keeps it (outbox.ts). */
  readonly unsent: TUnsentWrite | undefined;

  constructor(message: string, init: TApiErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.httpStatus = init.httpStatus;
    this.fields = init.fields;
    this.unsent = init.unsent;
  }

  /** True when no answer arrived at all (offline, DNS, aborted connection). */
  get isNetworkError(): boolean {
    return this.httpStatus === 0;
  }
}

/** Whether `error` is an ApiError (also across module copies, by name). */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError || (error instanceof Error && error.name === 'ApiError');
}
