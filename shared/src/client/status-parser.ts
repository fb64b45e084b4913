/**
 * The one status parser of spec 000 §7/§8: every answer of the API passes through here and
 * comes out as a status plus the Dutch message the user should see, so no caller has to
 * know the error catalogue.
 */
import { MESSAGES } from '../rules/catalogue/messages.js';

/**
 * Status after parsing. `FORBIDDEN` is not sent by the server as a status; it is what a
 * 403 answer means (spec 000 §4).
 */
export type TParsedStatusValue = 'success' | 'error' | 'handled' | 'SESSION_EXPIRED' | 'FORBIDDEN';

/** What the parser makes of one answer. */
export type TParsedStatus = {
  status: TParsedStatusValue;
  /** Dutch text for the user; null on a success without a server message. */
  message: string | null;
  /** The answer's `response` field, untouched (unknown until a schema parsed it). */
  response: unknown;
  /** Messages per field when the server sent `response.fields` (validation failures). */
  fields?: Record<string, string>;
};

/** The code the supplier's API uses for a generic failure; the typo is the API's own. */
export const GENERAL_ERROR_API_CODE = 'genaral_error_api';

const KNOWN_STATUSES = new Set(['success', 'error', 'handled', 'SESSION_EXPIRED']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFields(response: unknown): Record<string, string> | undefined {
  if (!isRecord(response) || !isRecord(response.fields)) return undefined;
  const fields: Record<string, string> = {};
  for (const [name, text] of Object.entries(response.fields)) {
    if (typeof text === 'string' && text !== '') fields[name] = text;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

function failure(response: unknown = null): TParsedStatus {
  return { status: 'error', message: MESSAGES.fetchFailed, response };
}

/**
 * Reads one answer (spec 000 §8):
 * - HTTP 401 or status SESSION_EXPIRED → SESSION_EXPIRED, 'Sessie is verlopen';
 * - HTTP 403 → FORBIDDEN, 'U heeft geen toegang tot deze pagina';
 * - missing answer, not an object, HTTP 500 or 404, no valid status, or an error without
 *   message → error with the generic fetch-failed text;
 * - code (or message) `genaral_error_api` → error with the generic API text;
 * - otherwise the server's message as is.
 */
export function parseStatus(httpStatus: number, body: unknown): TParsedStatus {
  const response = isRecord(body) ? (body.response ?? null) : null;
  if (httpStatus === 401 || (isRecord(body) && body.status === 'SESSION_EXPIRED')) {
    return { status: 'SESSION_EXPIRED', message: MESSAGES.sessionExpired, response };
  }
  if (httpStatus === 403) {
    return { status: 'FORBIDDEN', message: MESSAGES.forbidden, response };
  }
  if (httpStatus === 500 || httpStatus === 404) return failure();
  if (!isRecord(body)) return failure();
  if (typeof body.status !== 'string' || !KNOWN_STATUSES.has(body.status)) return failure();

  const status = body.status as TParsedStatusValue;
  const serverMessage =
    typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null;
  if (body.code === GENERAL_ERROR_API_CODE || serverMessage === GENERAL_ERROR_API_CODE) {
    return { status: 'error', message: MESSAGES.generalErrorApi, response };
  }
  // why: any other non-2xx answer is a failure even if it claims success.
  if (httpStatus >= 400 && status !== 'error') return failure(response);

  if (status === 'error') {
    const fields = readFields(response);
    return {
      status,
      message: serverMessage ?? MESSAGES.fetchFailed,
      response,
      ...(fields ? { fields } : {}),
    };
  }
  return { status, message: serverMessage, response };
}
