// The live event streams (issue 41 "Live"): Server-Sent Events that tell an open page "this
// request changed" so it asks again. Only ids and kinds travel, never a request's data: the
// page refetches through its ordinary calls, which check access as always. Outside
// `defineCall` (an answer that never ends is no envelope); the OpenAPI document lists them
// from `LIVE_STREAMS` (conformance/src/contract-calls.ts).
import { z } from 'zod';
import { ZId } from './bounded.js';
import type { TCall } from './define-call.js';

/** What happened to a request: created, taken into processing, a step, completed, rejected. */
export const ZLiveEventKind = z.enum(['created', 'taken', 'step', 'completed', 'rejected']);
export type TLiveEventKind = z.infer<typeof ZLiveEventKind>;

/** The data of one `request` event (SSE `event: request`). */
export const ZLiveRequestEvent = z.object({
  customerRequestId: ZId,
  kind: ZLiveEventKind,
});
export type TLiveRequestEvent = z.infer<typeof ZLiveRequestEvent>;

/**
 * The SSE event names: `ready` once the stream listens (a page refetches then, since it may
 * have missed changes while it connected), `request` per change, `resync` when the server
 * may have missed changes itself (its database connection came back: refetch everything).
 */
export const LIVE_EVENT_NAMES = ['ready', 'request', 'resync'] as const;
export type TLiveEventName = (typeof LIVE_EVENT_NAMES)[number];

/** One event stream of the contract: GET, the session token in X-Auth-Token. */
export type TLiveStream = {
  method: 'GET';
  path: string;
  access: Exclude<TCall['access'], null | 'session'>;
  summary: string;
};

/** The staff's stream: every organisation's requests (the inbox's access). */
export const BACKOFFICE_EVENTS_STREAM = {
  method: 'GET',
  path: '/backoffice/events',
  access: { route: '/backoffice/inbox', level: 1 },
  summary:
    'Server-Sent Events: welke aanvraag van welke organisatie veranderde (id en soort), voor de backoffice.',
} as const satisfies TLiveStream;

/** A customer's stream: the requests of the caller's own organisation only. */
export const REQUEST_EVENTS_STREAM = {
  method: 'GET',
  path: '/customer/requests/events',
  access: { route: '/requests', level: 1 },
  summary: 'Server-Sent Events: welke aanvraag van de eigen organisatie veranderde (id en soort).',
} as const satisfies TLiveStream;

/** Every event stream, for the api's routes and the OpenAPI document. */
export const LIVE_STREAMS: readonly TLiveStream[] = [
  BACKOFFICE_EVENTS_STREAM,
  REQUEST_EVENTS_STREAM,
];

/** How often the server sends a comment line so proxies keep an idle stream open (ms). */
export const LIVE_KEEP_ALIVE_MS = 20_000;
