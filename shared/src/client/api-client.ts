/**
 * The fetch wrapper every area calls the API with (spec 000 §7): base URL, JSON content
 * type, X-Auth-Token, the shared status parser, SESSION_EXPIRED and 403 handling, and
 * zod parsing of each answer with the call's own schema from `contract`.
 */
import type { z } from 'zod';
import type { TCall } from '../contract/define-call.js';
import { buildPath, IDEMPOTENCY_HEADER } from '../contract/define-call.js';
import { MESSAGES } from '../rules/catalogue/messages.js';
import { answerKey, isDeviceReadable, lastAnswer, rememberAnswer } from './answer-cache.js';
import { ApiError } from './api-error.js';
import {
  isBrowserOffline,
  noteAnswerArrived,
  noteNoAnswer,
  noteShownFromDevice,
} from './connection-state.js';
import type { TUnsentWrite } from './outbox.js';
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

/** Who is signed in now, as the device's answers and outbox are kept by user. */
function currentOwner(): { userId: number; token: string } | null {
  const auth = authStorage.get();
  const token = config.getToken();
  return auth && token ? { userId: auth.userId, token } : null;
}

/** The failure of a call that got no answer; offline it says so ('U bent offline...'). */
function noAnswer(cause: unknown, unsent?: TUnsentWrite): ApiError {
  return new ApiError(isBrowserOffline() ? MESSAGES.offline : MESSAGES.fetchFailed, {
    status: 'error',
    httpStatus: 0,
    cause,
    ...(unsent ? { unsent } : {}),
  });
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

/** An answer, or the one kept on the device (`fromDevice`: when it was fetched). */
type TAnswer = { httpStatus: number; body: unknown; fromDevice?: number };

async function send<C extends TCall>(call: C, options: TCallOptions<C>): Promise<TAnswer> {
  const params = (options.params ?? {}) as Record<string, string | number>;
  const url = apiUrl(buildPath(call.path, params));
  const body =
    call.method !== 'GET' && options.body !== undefined ? JSON.stringify(options.body) : undefined;
  const owner = currentOwner();
  // why: answers are kept for a session only, so nobody's data outlives a sign-out.
  const readKey =
    owner && isDeviceReadable(call) ? answerKey(owner.userId, call.method, url, body) : null;
  const idempotencyKey = options.headers?.[IDEMPOTENCY_HEADER];
  let answer: Response;
  let text: string;
  try {
    answer = await fetch(url, {
      method: call.method,
      headers: { ...options.headers, ...apiHeaders() },
      ...(body !== undefined ? { body } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    // why: a body cut off while arriving (dropped connection, a reload) is no answer at
    // all, not a malformed one: callers must not act on it as if the server refused.
    text = await answer.text();
  } catch (cause) {
    if (isAbort(cause, options.signal)) throw noAnswer(cause);
    noteNoAnswer();
    if (readKey && owner) {
      const stored = await lastAnswer(readKey, owner.userId);
      if (stored) {
        noteShownFromDevice(stored.fetchedAt);
        return { httpStatus: 200, body: parseJson(stored.text), fromDevice: stored.fetchedAt };
      }
    }
    const isWrite = call.method === 'PUT' || call.method === 'DELETE';
    throw noAnswer(
      cause,
      isWrite && idempotencyKey && body !== undefined
        ? { method: call.method, url: new URL(url, location.href).href, body, idempotencyKey }
        : undefined,
    );
  }
  noteAnswerArrived();
  const parsed = parseJson(text);
  if (
    readKey &&
    owner &&
    answer.status === 200 &&
    parseStatus(answer.status, parsed).status === 'success' &&
    // why: an answer that arrives after a sign-out (or another user's sign-in) is not kept.
    currentOwner()?.token === owner.token
  ) {
    void rememberAnswer(readKey, owner.userId, text);
  }
  return { httpStatus: answer.status, body: parsed };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
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
