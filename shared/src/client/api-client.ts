/**
 * The fetch wrapper every area calls the API with (spec 000 §7): base URL, JSON content
 * type, X-Auth-Token, the shared status parser, SESSION_EXPIRED and 403 handling, and
 * zod parsing of each answer with the call's own schema from `contract`.
 */
import type { z } from 'zod';
import type { TCall } from '../contract/define-call.js';
import { buildPath } from '../contract/define-call.js';
import { MESSAGES } from '../rules/messages.js';
import { ApiError } from './api-error.js';
import { parseStatus, type TParsedStatusValue } from './status-parser.js';
import { authStorage } from './storage.js';

/** How the client reaches the API and what it does on session loss. */
export type TApiClientConfig = {
  /** Base of every call path; default `/Rest/Pwa`. */
  baseUrl: string;
  /** The token to send as X-Auth-Token; default: the token of the stored auth record. */
  getToken: () => string | null;
  /** Called once per answer with SESSION_EXPIRED or HTTP 401 (the shell logs out). */
  onSessionExpired: () => void;
  /** Called once per HTTP 403 answer (the shell goes to /noaccess). */
  onForbidden: () => void;
};

export const DEFAULT_API_BASE_URL = '/Rest/Pwa';

const defaults: TApiClientConfig = {
  baseUrl: DEFAULT_API_BASE_URL,
  getToken: () => authStorage.get()?.token ?? null,
  onSessionExpired: () => undefined,
  onForbidden: () => undefined,
};

let config: TApiClientConfig = { ...defaults };

/** Sets (part of) the client configuration; the shell calls this once at start-up. */
export function configureApiClient(options: Partial<TApiClientConfig>): void {
  config = { ...config, ...options };
}

/** Restores the default configuration (tests). */
export function resetApiClient(): void {
  config = { ...defaults };
}

/** The current configuration (read-only use: download, image URLs). */
export function getApiClientConfig(): Readonly<TApiClientConfig> {
  return config;
}

/** The full URL of a path below the API base. */
export function apiUrl(path: string): string {
  const base = config.baseUrl.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Headers every request sends: JSON content type and, when signed in, the token. */
export function apiHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  const token = config.getToken();
  if (token) headers['X-Auth-Token'] = token;
  return headers;
}

/** Path parameters and body of one call, typed by its schemas. */
export type TCallOptions<C extends TCall> = {
  params?: z.input<C['params']>;
  body?: z.input<C['body']>;
  signal?: AbortSignal;
  /**
   * Extra request headers (e.g. `Idempotency-Key` on writes that create a request). They
   * cannot replace the content type or the token header.
   */
  headers?: Record<string, string>;
};

/** What `callApiRaw` resolves with: the parsed status plus the envelope when valid. */
export type TApiResult<C extends TCall> = {
  status: TParsedStatusValue;
  /** Dutch text for the user (server message or catalogue text), or null. */
  message: string | null;
  httpStatus: number;
  /** The whole answer parsed with `call.response`; null when it did not match. */
  data: z.output<C['response']> | null;
  fields?: Record<string, string>;
};

async function send<C extends TCall>(
  call: C,
  options: TCallOptions<C>,
): Promise<{ httpStatus: number; body: unknown }> {
  const params = (options.params ?? {}) as Record<string, string | number>;
  const url = apiUrl(buildPath(call.path, params));
  let answer: Response;
  try {
    answer = await fetch(url, {
      method: call.method,
      headers: { ...options.headers, ...apiHeaders() },
      ...(call.method !== 'GET' && options.body !== undefined
        ? { body: JSON.stringify(options.body) }
        : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (cause) {
    throw new ApiError(MESSAGES.fetchFailed, { status: 'error', httpStatus: 0, cause });
  }
  let text: string;
  try {
    text = await answer.text();
  } catch (cause) {
    // why: a body cut off while arriving (dropped connection, a reload) is no answer at
    // all, not a malformed one: callers must not act on it as if the server refused.
    throw new ApiError(MESSAGES.fetchFailed, { status: 'error', httpStatus: 0, cause });
  }
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { httpStatus: answer.status, body };
}

/**
 * Sends a call and resolves with its result whatever the status, for flows that read the
 * status themselves (login, forgot, checkGuid, setPassword). Session expiry and 403 still
 * run their handlers. Rejects with an ApiError (httpStatus 0) only when no answer arrived.
 */
export async function callApiRaw<C extends TCall>(
  call: C,
  options: TCallOptions<C> = {},
): Promise<TApiResult<C>> {
  const { httpStatus, body } = await send(call, options);
  const parsed = parseStatus(httpStatus, body);
  if (parsed.status === 'SESSION_EXPIRED') config.onSessionExpired();
  if (parsed.status === 'FORBIDDEN') config.onForbidden();
  const envelope = call.response.safeParse(body);
  return {
    status: parsed.status,
    message: parsed.message,
    httpStatus,
    data: envelope.success ? (envelope.data as z.output<C['response']>) : null,
    ...(parsed.fields ? { fields: parsed.fields } : {}),
  };
}

/**
 * Sends a call and resolves with its envelope parsed by `call.response` when the status
 * is success (or handled). Otherwise throws an ApiError whose message is the text to
 * show; on SESSION_EXPIRED / 401 it first calls onSessionExpired, on 403 onForbidden.
 * A malformed answer throws the catalogue's fetch-failed text.
 */
export async function callApi<C extends TCall>(
  call: C,
  options: TCallOptions<C> = {},
): Promise<z.output<C['response']>> {
  const { httpStatus, body } = await send(call, options);
  const parsed = parseStatus(httpStatus, body);
  const init = { status: parsed.status, httpStatus };
  if (parsed.status === 'SESSION_EXPIRED') {
    config.onSessionExpired();
    throw new ApiError(parsed.message ?? MESSAGES.sessionExpired, init);
  }
  if (parsed.status === 'FORBIDDEN') {
    config.onForbidden();
    throw new ApiError(parsed.message ?? MESSAGES.forbidden, init);
  }
  if (parsed.status === 'error') {
    throw new ApiError(parsed.message ?? MESSAGES.fetchFailed, {
      ...init,
      ...(parsed.fields ? { fields: parsed.fields } : {}),
    });
  }
  const envelope = call.response.safeParse(body);
  if (!envelope.success) {
    throw new ApiError(MESSAGES.fetchFailed, {
      status: 'error',
      httpStatus,
      cause: envelope.error,
    });
  }
  return envelope.data as z.output<C['response']>;
}
