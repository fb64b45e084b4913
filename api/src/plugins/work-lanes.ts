// Bulkheads: list and export calls wait for a free slot of their lane before any of their
// work starts (even before their session is looked up), so a crowd of them never fills the
// request thread, the urgent lane of the database or PGlite's one session, and short calls
// (identify, details, writes) keep answering at once. The database is the bottleneck of a
// list call: a few at a time keep it busy, the rest wait here for free. A call that waits
// too long answers 503 with Retry-After. A route names its lane in its Fastify config
// (`laneConfig`): registerCall gives every call that pages ('list') and registerExcelRoute
// every export ('export'), so a new area's lists and exports are in their lane without a
// table to remember (the articles and depot lists once were not). Once in, a lane call
// does its work on the request thread in turns (lane-turns.ts), so short calls that come
// in meanwhile are answered between them.
import { availableParallelism } from 'node:os';
import { MESSAGES } from '@portal/shared/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TDatabase } from '../db/database.js';
import { failure } from '../http/envelope.js';
import { nextTurn } from './lane-turns.js';

export type TLane = 'list' | 'export';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The lane the route's calls wait in (plugins/work-lanes.ts); none when unset. */
    lane?: TLane;
  }
}

/** The route config that puts a route in `lane` (nothing for no lane). */
export function laneConfig(lane: TLane | null): { lane?: TLane } {
  return lane ? { lane } : {};
}

/** A schema without its default/optional/nullable wrappers. */
function unwrapped(schema: z.ZodType): z.ZodType {
  let current: unknown = schema;
  while (
    current &&
    typeof current === 'object' &&
    'unwrap' in current &&
    typeof current.unwrap === 'function'
  ) {
    current = (current.unwrap as () => unknown).call(current);
  }
  return current as z.ZodType;
}

function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | null {
  const inner = unwrapped(schema);
  return 'shape' in inner && inner.shape && typeof inner.shape === 'object'
    ? (inner.shape as Record<string, z.ZodType>)
    : null;
}

/**
 * Whether a call's body pages through a list: `limitOffset` at its top (depot, requests)
 * or in its `filters` (rentals, articles), as the spec writes the two forms.
 */
export function pagesThroughList(body: z.ZodType): boolean {
  const shape = shapeOf(body);
  if (!shape) return false;
  if ('limitOffset' in shape) return true;
  const filters = shape.filters ? shapeOf(shape.filters) : null;
  return filters !== null && 'limitOffset' in filters;
}

/**
 * Slots per lane. PGlite runs one statement at a time, so a few list calls keep it busy;
 * PostgreSQL runs them side by side, two per core of this machine (where a local server
 * shares them with the api): on 2 cores 4 slots served 50 connections at ~2,090 req/s
 * against ~1,870 with 8 (bench/README.md). Exports hold a slot for their whole download.
 */
const SLOTS: Record<TDatabase['kind'], Record<TLane, number>> = {
  pglite: { list: 4, export: 2 },
  postgres: { list: Math.max(4, 2 * availableParallelism()), export: 2 },
};

/** A call that has not got a slot after this long answers 503. */
const MAX_WAIT_MS = 15_000;
const RETRY_AFTER_SECONDS = 5;

export class Lane {
  readonly #slots: number;
  #free: number;
  readonly #waiting: (() => void)[] = [];

  constructor(slots: number) {
    this.#slots = slots;
    this.#free = slots;
  }

  /** Calls holding a slot and calls waiting for one (metrics). */
  get counts(): { busy: number; waiting: number } {
    return { busy: this.#slots - this.#free, waiting: this.#waiting.length };
  }

  #release = (): void => {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#free += 1;
  };

  /** The release of one slot, which frees it once however often it is called. */
  #slot(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#release();
    };
  }

  /** A free slot's release, or null when every slot is taken (then wait with acquire). */
  tryAcquire(): (() => void) | null {
    if (this.#free === 0 || this.#waiting.length > 0) return null;
    this.#free -= 1;
    return this.#slot();
  }

  /**
   * Resolves with the slot's release, or null when none came free within `timeoutMs` or
   * `signal` aborted the wait (the caller left).
   */
  acquire(timeoutMs: number, signal?: AbortSignal): Promise<(() => void) | null> {
    if (signal?.aborted) return Promise.resolve(null);
    const free = this.tryAcquire();
    if (free) return Promise.resolve(free);
    return new Promise((resolve) => {
      const granted = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', giveUp);
        resolve(this.#slot());
      };
      const giveUp = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', giveUp);
        const index = this.#waiting.indexOf(granted);
        if (index !== -1) this.#waiting.splice(index, 1);
        resolve(null);
      };
      const timer = setTimeout(giveUp, timeoutMs);
      signal?.addEventListener('abort', giveUp);
      this.#waiting.push(granted);
    });
  }
}

/** Waits for a slot of `lane`; null when none came free in time or the client left. */
async function waitForSlot(lane: Lane, reply: FastifyReply): Promise<(() => void) | null> {
  // why: a client that leaves while waiting (a phone losing Wi-Fi, a cancelled page)
  // gives up its place; its 'close' has come and gone by the time a slot would be free,
  // so a slot handed to it would never be released, and the lane would run dry.
  const left = new AbortController();
  const leave = () => left.abort();
  reply.raw.once('close', leave);
  try {
    return await lane.acquire(MAX_WAIT_MS, left.signal);
  } finally {
    reply.raw.off('close', leave);
  }
}

/** The slot a call holds, by its request (released once however often it is called). */
const slots = new WeakMap<FastifyRequest, () => void>();

/**
 * Serialises and writes a lane call's answer in a turn of its own (lane-turns.ts). Its
 * slot is free by then: what the slot guards, the database, is done with it, and another
 * call can start its query while this one waits for its turn.
 */
async function answerInTurn(request: FastifyRequest, _reply: FastifyReply, payload: unknown) {
  slots.get(request)?.();
  await nextTurn();
  return payload;
}

/** Puts the lane routes' calls in their lanes; answers the lanes (their counts for metrics). */
export function workLanesPlugin(
  app: FastifyInstance,
  kind: TDatabase['kind'],
): Record<TLane, Lane> {
  const lanes = {
    list: new Lane(SLOTS[kind].list),
    export: new Lane(SLOTS[kind].export),
  };
  app.addHook('onRequest', async (request, reply) => {
    const lane = request.routeOptions.config.lane;
    if (!lane) return;
    const release = lanes[lane].tryAcquire() ?? (await waitForSlot(lanes[lane], reply));
    if (!release) {
      return reply
        .code(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send(failure(MESSAGES.serverBusy));
    }
    // why: 'close' comes when the answer is out or the client left, whichever first.
    reply.raw.once('close', release);
    reply.raw.once('finish', release);
    slots.set(request, release);
    await nextTurn();
  });
  // why: a route-level hook, so calls outside the lanes do not pass through it at all.
  app.addHook('onRoute', (route) => {
    if (!route.config?.lane) return;
    const own = route.preSerialization;
    route.preSerialization = [...(own ? [own].flat() : []), answerInTurn];
  });
  return lanes;
}
