// Bulkheads: list and export calls wait for a free slot of their lane before their work
// starts, so a crowd of them never fills the request thread, the database's pools or
// PGlite's one session, and short calls (identify, details, writes) keep answering at once.
// A call takes its slot only once its body is read (a preHandler hook, after the body
// time-out of body-timeout.ts): a client that sends its body slowly holds its own socket,
// never a slot. One account holds at most all slots but one (`perAccount`), and a freed
// slot goes to the waiting call of the account that holds the fewest, so one user's crowd
// of calls never keeps another organisation waiting. The database is the bottleneck of a
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
import { answerFromHook } from '../answer/answer-from-hook.js';
import { failure } from '../answer/envelope.js';
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

/** Whose calls share an account's part of a lane (the user id); null counts for nobody. */
export type TLaneAccount = number | string | null;

type TWaiter = { account: TLaneAccount; grant: () => void };

export class Lane {
  readonly #slots: number;
  #free: number;
  /** Most slots one account holds at once. */
  readonly #perAccount: number;
  readonly #held = new Map<TLaneAccount, number>();
  readonly #waiting: TWaiter[] = [];

  /** `slots` in all; one account holds at most `perAccount` (default: all but one). */
  constructor(slots: number, perAccount = Math.max(1, slots - 1)) {
    this.#slots = slots;
    this.#free = slots;
    this.#perAccount = perAccount;
  }

  /** Calls holding a slot and calls waiting for one (metrics). */
  get counts(): { busy: number; waiting: number } {
    return { busy: this.#slots - this.#free, waiting: this.#waiting.length };
  }

  #heldBy(account: TLaneAccount): number {
    return this.#held.get(account) ?? 0;
  }

  #mayTake(account: TLaneAccount): boolean {
    return account === null || this.#heldBy(account) < this.#perAccount;
  }

  /** The slot's release, which frees it once however often it is called. */
  #take(account: TLaneAccount): () => void {
    this.#free -= 1;
    if (account !== null) this.#held.set(account, this.#heldBy(account) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#free += 1;
      const held = this.#heldBy(account) - 1;
      if (held > 0) this.#held.set(account, held);
      else this.#held.delete(account);
      this.#handOn();
    };
  }

  /**
   * Gives free slots to waiting calls: each to the longest waiting call of the account
   * that holds the fewest slots (among those under their share).
   */
  #handOn(): void {
    while (this.#free > 0) {
      let chosen = -1;
      for (let i = 0; i < this.#waiting.length; i += 1) {
        const { account } = this.#waiting[i] as TWaiter;
        if (!this.#mayTake(account)) continue;
        const best = chosen === -1 ? null : (this.#waiting[chosen] as TWaiter).account;
        if (chosen === -1 || this.#heldBy(account) < this.#heldBy(best)) chosen = i;
      }
      if (chosen === -1) return;
      const [waiter] = this.#waiting.splice(chosen, 1);
      waiter?.grant();
    }
  }

  /** A free slot's release, or null when `account` must wait (then wait with acquire). */
  tryAcquire(account: TLaneAccount = null): (() => void) | null {
    // why: a free slot with calls of this account waiting goes to them first, in order.
    const isQueued = this.#waiting.some((waiter) => waiter.account === account);
    if (this.#free === 0 || !this.#mayTake(account) || isQueued) return null;
    return this.#take(account);
  }

  /**
   * Resolves with the slot's release, or null when none came free within `timeoutMs` or
   * `signal` aborted the wait (the caller left).
   */
  acquire(
    timeoutMs: number,
    signal?: AbortSignal,
    account: TLaneAccount = null,
  ): Promise<(() => void) | null> {
    if (signal?.aborted) return Promise.resolve(null);
    const free = this.tryAcquire(account);
    if (free) return Promise.resolve(free);
    return new Promise((resolve) => {
      const waiter: TWaiter = {
        account,
        grant: () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', giveUp);
          resolve(this.#take(account));
        },
      };
      const giveUp = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', giveUp);
        const index = this.#waiting.indexOf(waiter);
        if (index !== -1) this.#waiting.splice(index, 1);
        resolve(null);
      };
      const timer = setTimeout(giveUp, timeoutMs);
      signal?.addEventListener('abort', giveUp);
      this.#waiting.push(waiter);
    });
  }
}

/** Waits for a slot of `lane`; null when none came free in time or the client left. */
async function waitForSlot(
  lane: Lane,
  reply: FastifyReply,
  account: TLaneAccount,
): Promise<(() => void) | null> {
  // why: a client that leaves while waiting (a phone losing Wi-Fi, a cancelled page)
  // gives up its place; its 'close' has come and gone by the time a slot would be free,
  // so a slot handed to it would never be released, and the lane would run dry.
  const left = new AbortController();
  const leave = () => left.abort();
  reply.raw.once('close', leave);
  try {
    return await lane.acquire(MAX_WAIT_MS, left.signal, account);
  } finally {
    reply.raw.off('close', leave);
  }
}

/** The slot a call holds, by its request (released once however often it is called). */
const slots = new WeakMap<FastifyRequest, () => void>();

/**
 * Frees the lane slot `request` holds (nothing when it holds none): its database work is
 * done. registerCall calls it before a call waits for its access entries' commit, which
 * the group-commit writer shares among every waiting call; a slot held through that wait
 * let only the lane's few calls ever share an insert (bench/HISTORY.md "Wave 9").
 */
export function releaseLaneSlot(request: FastifyRequest): void {
  slots.get(request)?.();
}

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
  // why: preHandler, after the body is read (and its time-out passed), so that a slow
  // client holds nothing shared; the session and the declared size were checked before.
  app.addHook('preHandler', async (request, reply) => {
    const lane = request.routeOptions.config.lane;
    if (!lane) return;
    const account = request.callSession?.userId ?? null;
    const release =
      lanes[lane].tryAcquire(account) ?? (await waitForSlot(lanes[lane], reply, account));
    if (!release) {
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return answerFromHook(reply, 503, failure(MESSAGES.serverBusy));
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
