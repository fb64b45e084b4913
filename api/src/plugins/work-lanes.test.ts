// The lanes that list and export calls wait in: a fixed number of slots, handed on in
// arrival order (and fairly between accounts), a bounded wait, and a call that waits
// answers 503 only after it; a client that leaves while waiting gives up its place.
import { request as httpRequest } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { type TCall } from '@portal/shared/contract';
import { getRentalCasesCall } from '@portal/shared/contract/rentals';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../answer/api-base.js';
import { gatedLogger } from '../testing/log-gate.js';
import { createTestContext } from '../testing/test-context.js';
import { Lane, laneConfig, pagesThroughList, workLanesPlugin, type TLane } from './work-lanes.js';
import { WHOLE_CONTRACT as contract } from '../testing/whole-contract.js';

describe('Lane', () => {
  it('hands out its slots, then passes each released slot to the longest waiting call', async () => {
    const lane = new Lane(2);
    const first = await lane.acquire(1_000);
    const second = await lane.acquire(1_000);
    const order: string[] = [];
    const third = lane.acquire(1_000).then((release) => {
      order.push('third');
      return release;
    });
    const fourth = lane.acquire(1_000).then((release) => {
      order.push('fourth');
      return release;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual([]);
    first?.();
    first?.(); // a second release of the same slot changes nothing
    expect(await third).toBeTypeOf('function');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['third']);
    second?.();
    expect(await fourth).toBeTypeOf('function');
    expect(order).toEqual(['third', 'fourth']);
  });

  it('lets one account hold all slots but one, and hands a freed slot to the account holding fewest', async () => {
    const lane = new Lane(4);
    const a = await Promise.all([1, 2, 3].map(() => lane.acquire(1_000, undefined, 'a')));
    expect(a.every((release) => typeof release === 'function')).toBe(true);
    // a fourth call of 'a' waits although a slot is free; 'b' gets that slot at once
    expect(lane.tryAcquire('a')).toBeNull();
    const fourthOfA = lane.acquire(1_000, undefined, 'a');
    const b1 = lane.tryAcquire('b');
    expect(b1).toBeTypeOf('function');
    // the lane is full; 'a' and 'b' wait, 'a' first
    const order: string[] = [];
    const b2 = lane.acquire(1_000, undefined, 'b').then((release) => {
      order.push('b');
      return release;
    });
    void fourthOfA.then(() => order.push('a'));
    // 'a' frees a slot: 'b' holds fewer (1 against 2 once released), so 'b' goes first
    a[0]?.();
    expect(await b2).toBeTypeOf('function');
    expect(order).toEqual(['b']);
    b1?.();
    expect(await fourthOfA).toBeTypeOf('function');
    expect(order).toEqual(['b', 'a']);
    // an export lane of 2: one account downloads one file at a time
    const exports = new Lane(2);
    expect(exports.tryAcquire('a')).toBeTypeOf('function');
    expect(exports.tryAcquire('a')).toBeNull();
    expect(exports.tryAcquire('b')).toBeTypeOf('function');
  });

  it('gives up after the longest wait', async () => {
    const lane = new Lane(1);
    const held = await lane.acquire(1_000);
    expect(await lane.acquire(30)).toBeNull();
    held?.();
    expect(await lane.acquire(30)).toBeTypeOf('function');
  });
});

/**
 * Every call the contract defines, by its export name (a live event stream has a path and
 * an access too, but no body: it is no call, and in no lane).
 */
const CALLS = Object.entries(contract as Record<string, unknown>).filter(
  (entry): entry is [string, TCall] =>
    typeof entry[1] === 'object' &&
    entry[1] !== null &&
    'path' in entry[1] &&
    'access' in entry[1] &&
    'body' in entry[1],
);

describe('pagesThroughList', () => {
  it('finds paging at the top of a body (depot, requests, back office) and in its filters (rentals, articles)', () => {
    const lists = CALLS.filter(([, call]) => pagesThroughList(call.body)).map(([name]) => name);
    expect(lists.sort()).toEqual(
      [
        'getBackOfficeDepotOrdersCall',
        'getCleaningsCall',
        'getCustomerRequestsCall',
        'getDepotCasesCall',
        'getDepotCategoryCountsCall',
        'getDepotDateOverviewCall',
        'getDepotOverviewCall',
        'getInboxCall',
        'getInspectionsCall',
        'getInvoicesCall',
        'getProductLogCall',
        'getProductOverviewCall',
        'getProductsCall',
        'getRentalCasesCall',
        'getRentalCategoryCountsCall',
        'getRentalDateOverviewCall',
        'getRentalDocumentsCall',
        'getRentalOverviewCall',
        'getRepairOverviewCall',
        'getRepairsCall',
      ].sort(),
    );
  });
});

describe('the lanes of the real routes', () => {
  const lanes = new Map<string, TLane | undefined>();
  const exports = [
    contract.RENTAL_CASES_EXCEL_PATH,
    contract.REQUESTS_EXCEL_PATH,
    contract.PRODUCTS_EXCEL_PATH,
    contract.DEPOT_CASES_EXCEL_PATH,
    contract.MANAGEMENT_EXCEL_PATH,
  ];

  // why: a whole app on a fresh database and one call per route is set-up, not the test; on
  // a loaded 2-core machine it outlasts a test's 30 s but not a hook's time.
  beforeAll(async () => {
    const context = await createTestContext(
      {},
      {
        beforeReady: (app) =>
          app.addHook('onRequest', async (request) => {
            lanes.set(
              `${request.method} ${request.routeOptions.url}`,
              request.routeOptions.config.lane,
            );
          }),
      },
    );
    try {
      // why: unsigned calls; the lane's hook runs before the session check refuses them.
      for (const [, call] of CALLS) {
        const url = `${API_BASE}${call.path.replace(/:[A-Za-z]+/g, '1')}`;
        await context.app.inject({ method: call.method, url, payload: {} });
      }
      for (const path of exports) {
        await context.app.inject({ method: 'POST', url: `${API_BASE}${path}`, payload: {} });
      }
    } finally {
      await context.close();
    }
  });

  it('puts every list call in the list lane and every Excel export in the export lane', () => {
    for (const [name, call] of CALLS) {
      const lane = lanes.get(`${call.method} ${API_BASE}${call.path}`);
      expect(lanes.has(`${call.method} ${API_BASE}${call.path}`), `${name} is served`).toBe(true);
      expect(lane, name).toBe(call.lane ?? (pagesThroughList(call.body) ? 'list' : undefined));
    }
    for (const path of exports) expect(lanes.get(`POST ${API_BASE}${path}`), path).toBe('export');
    expect(lanes.get(`POST ${API_BASE}${contract.getProductsCall.path}`)).toBe('list');
    expect(lanes.get(`POST ${API_BASE}${contract.getDepotCasesCall.path}`)).toBe('list');
  });
});

describe('workLanesPlugin', () => {
  it('keeps no slot for a client that left while it waited, nor runs its handler', async () => {
    const app = Fastify({ logger: gatedLogger() });
    workLanesPlugin(app, 'pglite');
    let started = 0;
    let open: () => void = () => {};
    let gate = new Promise<void>((resolve) => (open = resolve));
    let round = 'first';
    // why: only calls of the current round count, so a call of the first round that is
    // handled late cannot stand in for one of the second.
    app.post(
      `${API_BASE}${getRentalCasesCall.path}`,
      { config: laneConfig('list') },
      async (request) => {
        if (request.headers['x-round'] === round) started += 1;
        await gate;
        return { status: 'success' };
      },
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const post = () => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `${API_BASE}${getRentalCasesCall.path}`,
        headers: { 'content-type': 'application/json', 'x-round': round },
      });
      const answered = new Promise<number>((resolve) => {
        req.on('response', (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        });
        req.on('error', () => resolve(0));
      });
      req.end('{}');
      return { req, answered };
    };
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // why: a loaded machine may take seconds to pass a request to its handler.
    const startedReaches = async (count: number) => {
      for (let waited = 0; started < count && waited < 10_000; waited += 50) await pause(50);
      return started;
    };
    try {
      // the 4 slots of a PGlite list lane are taken, 3 more calls wait, and their clients leave
      const holders = Array.from({ length: 4 }, post);
      expect(await startedReaches(4)).toBe(4);
      const leavers = Array.from({ length: 3 }, post);
      await pause(500);
      expect(started).toBe(4);
      for (const { req } of leavers) req.destroy();
      await pause(500);
      // why: the lane's answer to a client that left let the call go on to its handler,
      // which answered it a second time ('Reply was already sent', issue 35).
      expect(started).toBe(4);
      open();
      expect(await Promise.all(holders.map(({ answered }) => answered))).toEqual([
        200, 200, 200, 200,
      ]);
      // every slot is free again: 4 new calls all start
      gate = new Promise<void>((resolve) => (open = resolve));
      round = 'second';
      started = 0;
      const again = Array.from({ length: 4 }, post);
      expect(await startedReaches(4)).toBe(4);
      open();
      await Promise.all(again.map(({ answered }) => answered));
    } finally {
      open();
      await app.close();
    }
  });
});

describe('the turns of lane calls', () => {
  it('answers a short call that came in meanwhile before the lane calls still to answer', async () => {
    const app = Fastify();
    workLanesPlugin(app, 'pglite');
    const order: string[] = [];
    let started = 0;
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const busy = (ms: number) => {
      for (const end = performance.now() + ms; performance.now() < end;);
    };
    app.post(
      `${API_BASE}${getRentalCasesCall.path}`,
      { config: laneConfig('list') },
      async (request) => {
        started += 1;
        await gate;
        const call = String(request.headers['x-call']);
        // why: an answer whose serialisation takes the request thread for 20 ms, as a
        // crowd of pages does.
        return {
          toJSON: () => {
            busy(20);
            order.push(`list ${call}`);
            return { status: 'success' };
          },
        };
      },
    );
    app.get('/short', async (request) => {
      if (request.headers['x-count']) order.push('short');
      return { status: 'success' };
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const post = (call: number) =>
      new Promise<number>((resolve) => {
        const req = httpRequest({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `${API_BASE}${getRentalCasesCall.path}`,
          headers: { 'content-type': 'application/json', 'x-call': String(call) },
        });
        req.on('response', (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        });
        req.on('error', () => resolve(0));
        req.end('{}');
      });
    const answered = (socket: Socket) =>
      new Promise<void>((resolve) => {
        let text = '';
        const onData = (chunk: Buffer) => {
          text += chunk.toString('latin1');
          if (/\r\n\r\n[\s\S]*success/.test(text)) {
            socket.off('data', onData);
            resolve();
          }
        };
        socket.on('data', onData);
      });
    const shortCall = (socket: Socket, headers = '') => {
      const answer = answered(socket);
      socket.write(`GET /short HTTP/1.1\r\nhost: 127.0.0.1\r\n${headers}\r\n`);
      return answer;
    };
    // why: a connection that the server has already taken, so a request written on it is
    // in the server's socket at once.
    const socket = connect(port, '127.0.0.1');
    try {
      await shortCall(socket);
      const lists = [1, 2, 3, 4].map(post);
      for (let waited = 0; started < 4 && waited < 10_000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(started).toBe(4);
      // the short call is in the server's socket when the four pages are ready together
      const short = shortCall(socket, 'x-count: 1\r\n');
      open();
      expect(await Promise.all(lists)).toEqual([200, 200, 200, 200]);
      await short;
      expect(order).toHaveLength(5);
      expect(order.indexOf('short'), order.join(', ')).toBeLessThanOrEqual(1);
    } finally {
      socket.destroy();
      open();
      await app.close();
    }
  });
});
