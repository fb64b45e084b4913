// The live event streams (issue 41 "Live") over real HTTP, with two api processes' worth of
// apps on one database (each with its own LISTEN connection): who may open which stream,
// that a change committed through one app reaches the streams of the other, that a
// customer hears her own organisation only, that a rollback says nothing, and that a
// stream ends cleanly when its client leaves, its session ends or the app closes (the log
// gate fails the file on an error line). Runs on PGlite and on PostgreSQL alike.
import {
  BACKOFFICE_EVENTS_STREAM,
  REQUEST_EVENTS_STREAM,
  type TLiveRequestEvent,
} from '@portal/shared/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TQueryable } from '../db/database.js';
import { buildApp } from '../app.js';
import { DEMO_STAFF } from '../seed/demo-accounts.js';
import { gatedLogger } from '../testing/log-gate.js';
import { requestWorkflow } from '../services/request-workflow.js';
import { createCustomerRequest } from '../repositories/customer-requests-repository.js';
import { ANNA, CARLA, createTestContext, type TTestContext } from '../testing/test-context.js';
import { announceRequestEvent } from './request-events.js';

const KEEP_ALIVE_MS = 300;

let t: TTestContext;
let other: FastifyInstance;
let base: string;
let otherBase: string;
let dirk: string;
let anna: string;
let annaOrg: number;
let carlaOrg: number;

type TStream = {
  status: number;
  events: { name: string; data: unknown }[];
  text: () => string;
  /** Resolves with the first event matching `test` (rejects after `ms`). */
  next(test: (event: { name: string; data: unknown }) => boolean, ms?: number): Promise<unknown>;
  /** Resolves when the server ends the stream ('ended') or it fails ('failed'). */
  ended: Promise<'ended' | 'failed'>;
  abort(): void;
};

async function openStream(origin: string, path: string, token?: string): Promise<TStream> {
  const controller = new AbortController();
  const answer = await fetch(`${origin}/Rest/Pwa${path}`, {
    headers: { accept: 'text/event-stream', ...(token ? { 'x-auth-token': token } : {}) },
    signal: controller.signal,
  });
  const events: { name: string; data: unknown }[] = [];
  const waiters: {
    test: (e: (typeof events)[number]) => boolean;
    resolve: (v: unknown) => void;
  }[] = [];
  let raw = '';
  let pending = '';
  // why: the portal's streams write LF line ends and one data line per event; the client's
  // parser (shared/client sse-parser.ts) is tested on its own against the whole format.
  const parser = {
    push(text: string) {
      pending += text;
      const blocks = pending.split('\n\n');
      pending = blocks.pop() ?? '';
      for (const block of blocks) {
        const name = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (name && data !== undefined) onEvent(name, data);
      }
    },
  };
  function onEvent(name: string, data: string) {
    const event = { name, data: JSON.parse(data) as unknown };
    events.push(event);
    for (const waiter of [...waiters]) {
      if (waiter.test(event)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(event.data);
      }
    }
  }
  const ended = (async () => {
    if (!answer.body) return 'ended' as const;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of answer.body) {
        const text = decoder.decode(chunk as Uint8Array, { stream: true });
        raw += text;
        parser.push(text);
      }
      return 'ended' as const;
    } catch {
      return 'failed' as const;
    }
  })();
  return {
    status: answer.status,
    events,
    text: () => raw,
    next(test, ms = 5_000) {
      const found = events.find(test);
      if (found) return Promise.resolve(found.data);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no such event within ${ms} ms`)), ms);
        waiters.push({
          test,
          resolve: (value) => {
            clearTimeout(timer);
            resolve(value);
          },
        });
      });
    },
    ended,
    abort: () => controller.abort(),
  };
}

const isRequest = (id: number, kind?: string) => (event: { name: string; data: unknown }) =>
  event.name === 'request' &&
  (event.data as TLiveRequestEvent).customerRequestId === id &&
  (kind === undefined || (event.data as TLiveRequestEvent).kind === kind);

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A new OPEN request of `organisationId`, created as every write creates one. */
async function newRequest(organisationId: number): Promise<number> {
  return t.db.transaction((tx: TQueryable) =>
    createCustomerRequest(tx, {
      organisationId,
      type: 'REPAIR-RENTAL',
      createdByUserId: null,
      contactId: null,
      customData: [{ key: 'remark', title: 'Opmerking', value: 'live test' }],
    }),
  );
}

function address(app: FastifyInstance): string {
  const info = app.server.address();
  if (!info || typeof info === 'string') throw new Error('no address');
  return `http://127.0.0.1:${info.port}`;
}

beforeAll(async () => {
  t = await createTestContext({ liveKeepAliveMs: KEEP_ALIVE_MS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  other = await t.buildAppWith({ liveKeepAliveMs: KEEP_ALIVE_MS });
  await other.listen({ port: 0, host: '127.0.0.1' });
  base = address(t.app);
  otherBase = address(other);
  dirk = await t.login(DEMO_STAFF[0]?.email ?? '');
  anna = await t.login(ANNA);
  const orgOf = async (email: string) => {
    const [row] = await t.db.query<{ organisation_id: number }>(
      'SELECT organisation_id FROM users WHERE lower(email) = lower($1)',
      [email],
    );
    return row?.organisation_id ?? 0;
  };
  annaOrg = await orgOf(ANNA);
  carlaOrg = await orgOf(CARLA);
}, 120_000);

afterAll(async () => t?.close());

describe('who may open a stream', () => {
  it('refuses a stream without a token or with an unknown one (401 SESSION_EXPIRED)', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const answer = await fetch(`${base}/Rest/Pwa${BACKOFFICE_EVENTS_STREAM.path}`, {
        headers: token ? { 'x-auth-token': token } : {},
      });
      expect(answer.status).toBe(401);
      expect(((await answer.json()) as { status: string }).status).toBe('SESSION_EXPIRED');
    }
    const customer = await fetch(`${base}/Rest/Pwa${REQUEST_EVENTS_STREAM.path}`);
    expect(customer.status).toBe(401);
  });

  it("refuses a customer the staff's stream and staff the customer's (403)", async () => {
    const sneaky = await t.loginWith('live-sneaky@delinde.nl', { '*': 2, '/backoffice': 2 });
    for (const token of [anna, sneaky]) {
      const answer = await fetch(`${base}/Rest/Pwa${BACKOFFICE_EVENTS_STREAM.path}`, {
        headers: { 'x-auth-token': token },
      });
      expect(answer.status).toBe(403);
      await answer.body?.cancel();
    }
    const staff = await fetch(`${base}/Rest/Pwa${REQUEST_EVENTS_STREAM.path}`, {
      headers: { 'x-auth-token': dirk },
    });
    expect(staff.status).toBe(403);
    await staff.body?.cancel();
  });

  it('refuses a customer without the requests page', async () => {
    const token = await t.loginWith('live-rentals-only@delinde.nl', { '/rentals': 1 });
    const answer = await fetch(`${base}/Rest/Pwa${REQUEST_EVENTS_STREAM.path}`, {
      headers: { 'x-auth-token': token },
    });
    expect(answer.status).toBe(403);
    await answer.body?.cancel();
  });
});

describe('what a stream carries', () => {
  it('opens as an event stream that says ready and keeps itself alive', async () => {
    const stream = await openStream(base, BACKOFFICE_EVENTS_STREAM.path, dirk);
    expect(stream.status).toBe(200);
    await stream.next((event) => event.name === 'ready');
    await until(() => stream.text().includes(': keep-alive'), 3_000);
    stream.abort();
  });

  it("reaches the staff's streams on both apps after a write through either", async () => {
    const here = await openStream(base, BACKOFFICE_EVENTS_STREAM.path, dirk);
    const there = await openStream(otherBase, BACKOFFICE_EVENTS_STREAM.path, dirk);
    await Promise.all([here, there].map((s) => s.next((event) => event.name === 'ready')));

    const id = await newRequest(carlaOrg);
    for (const stream of [here, there]) await stream.next(isRequest(id, 'created'));

    // A staff move through the back-office call on the other app.
    const details = await t.call('GET', `/backoffice/requests/${id}`, { token: dirk });
    const { version } = (details.json.response as { request: { version: number } }).request;
    const take = await other.inject({
      method: 'POST',
      url: `/Rest/Pwa/backoffice/requests/${id}/take`,
      headers: { 'x-auth-token': dirk },
      payload: { version },
    });
    expect(take.json<{ status: string }>().status).toBe('success');
    for (const stream of [here, there]) await stream.next(isRequest(id, 'taken'));

    // The admin CLI's workflow (the same services) is heard as well.
    await requestWorkflow(t.db).addProcessStep(id, 'Gebeld', 'De monteur komt morgen');
    await requestWorkflow(t.db).complete(id);
    for (const stream of [here, there]) {
      await stream.next(isRequest(id, 'step'));
      await stream.next(isRequest(id, 'completed'));
    }
    // Only ids and kinds travel.
    const sent = here.events.find(isRequest(id, 'step'))?.data;
    expect(sent).toEqual({ customerRequestId: id, kind: 'step' });
    here.abort();
    there.abort();
  });

  it("gives a customer her own organisation's changes only", async () => {
    const stream = await openStream(otherBase, REQUEST_EVENTS_STREAM.path, anna);
    expect(stream.status).toBe(200);
    await stream.next((event) => event.name === 'ready');
    const foreign = await newRequest(carlaOrg);
    await requestWorkflow(t.db).reject(foreign, 'Geen reparatie nodig');
    const own = await newRequest(annaOrg);
    await stream.next(isRequest(own, 'created'));
    // why: notifications arrive in commit order, so the foreign ones would have come first.
    expect(stream.events.filter(isRequest(foreign))).toEqual([]);
    stream.abort();
  });

  it('says nothing of a write that is rolled back', async () => {
    const stream = await openStream(base, BACKOFFICE_EVENTS_STREAM.path, dirk);
    await stream.next((event) => event.name === 'ready');
    await expect(
      t.db.transaction(async (tx) => {
        await announceRequestEvent(tx, {
          customerRequestId: 999_999,
          organisationId: annaOrg,
          kind: 'step',
        });
        throw new Error('rolled back on purpose');
      }),
    ).rejects.toThrow('rolled back on purpose');
    const committed = await newRequest(annaOrg);
    await stream.next(isRequest(committed, 'created'));
    expect(stream.events.filter(isRequest(999_999))).toEqual([]);
    stream.abort();
  });
});

describe('how a stream ends', () => {
  it('ends when its client aborts, leaving nothing open and no error line', async () => {
    // why: the streams the tests above aborted are let go a moment later.
    await until(() => t.app.liveStreamCount() === 0);
    const before = 0;
    const stream = await openStream(base, BACKOFFICE_EVENTS_STREAM.path, dirk);
    await stream.next((event) => event.name === 'ready');
    expect(t.app.liveStreamCount()).toBe(before + 1);
    stream.abort();
    await until(() => t.app.liveStreamCount() === before);
    // A change after the client left goes nowhere and breaks nothing.
    await newRequest(annaOrg);
  });

  it('ends when its session ends (the next keep-alive finds it revoked)', async () => {
    const token = await t.login(DEMO_STAFF[1]?.email ?? '');
    const stream = await openStream(base, BACKOFFICE_EVENTS_STREAM.path, token);
    await stream.next((event) => event.name === 'ready');
    await t.call('POST', '/auth/logout', { token });
    await expect(stream.ended).resolves.toBe('ended');
  });

  it('ends cleanly when the app closes', async () => {
    const closing = await buildApp({
      config: { ...t.config, liveKeepAliveMs: KEEP_ALIVE_MS },
      db: t.db,
      logger: gatedLogger(),
    });
    await closing.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(address(closing), BACKOFFICE_EVENTS_STREAM.path, dirk);
    await stream.next((event) => event.name === 'ready');
    await closing.close();
    await expect(stream.ended).resolves.toBe('ended');
  });
});
