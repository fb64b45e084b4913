// The hostile-clients suite (issue 35 §3): the built api on PGlite (what `npm start` runs)
// and on PostgreSQL, under slowhttptest's slowloris, slow body (a list call, the repair
// upload) and slow read at 300 connections together, and at the same time signed-in slow
// bodies, answers held open after they came (the early answers of issue 35), an unfinished
// chunked body without a token, bodies cut at random offsets, downloads dropped after
// their first bytes, 10,000 parameters and deep JSON; meanwhile a user of another
// organisation calls identify and a list every 200 ms. Pass: one process throughout (its
// pid), no level-50 line, identify's p99 at most 3x its idle p99 and never over 1 s, no
// answer above 499 but the lanes' 503, and every socket freed within the deadlines after.
import { randomInt } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import type { Socket } from 'node:net';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ANSWER_DEADLINES } from '../src/plugins/answer-deadline.js';
import { DEFAULT_BODY_GRACE_MS, MIN_BODY_BYTES_PER_SECOND } from '../src/plugins/body-timeout.js';
import { DEMO_PASSWORD, login } from './support/calls.js';
import { newDatabase, sql } from './support/databases.js';
import {
  callHead,
  firstStatus,
  largestShellAsset,
  openServerSockets,
  percentile,
  probe,
  rawSocket,
  slowhttptest,
  trickleBody,
} from './support/hostile.js';
import { logEntries, sleep, startApi, type TApi } from './support/processes.js';

const CARLA = 'beheerder@thuiszorgoost.nl';
const ATTACK_SECONDS = 20;
const IDLE_MS = 5_000;
/** The largest body a signed-in slow body declares here (the repair upload's). */
const SLOW_REPAIR_BYTES = 64 * 1024;
/** When every socket must be free after the attacks: the body and answer deadlines. */
const FREED_WITHIN_MS =
  Math.max(
    DEFAULT_BODY_GRACE_MS + (SLOW_REPAIR_BYTES / MIN_BODY_BYTES_PER_SECOND) * 1000,
    ANSWER_DEADLINES.idleWriteMs,
    ANSWER_DEADLINES.keepAliveMs,
  ) + 5_000;

const LIST = '/Rest/Pwa/customer/rentals/cases';
const REPAIR = '/Rest/Pwa/customer/articles/product/request/repair';
const LIST_BODY = JSON.stringify({ tabType: 'active', filters: { limitOffset: 1, limitRows: 10 } });
const repairBody = (fields: Record<string, unknown>) =>
  JSON.stringify({ sourceId: 1, requestType: 'REPAIR-RENTAL', contactId: 1, ...fields });

const apis: TApi[] = [];
afterAll(async () => {
  await Promise.all(apis.map((api) => api.stop()));
});

/** What the raw attacks got back: each status, by attack. */
type TStatuses = Map<string, number[]>;

function record(statuses: TStatuses, attack: string, status: number): void {
  statuses.set(attack, [...(statuses.get(attack) ?? []), status]);
}

/** The raw attacks, one every 100 ms in turn, until `until`; held sockets are kept in `held`. */
async function rawAttacks(
  api: TApi,
  token: string,
  until: number,
  statuses: TStatuses,
  held: Socket[],
): Promise<void> {
  const pending: Promise<unknown>[] = [];
  const track = (attack: string, status: Promise<number>) =>
    pending.push(status.then((code) => record(statuses, attack, code)));
  // Signed-in slow bodies: a list body and the repair upload, one byte a second.
  for (let n = 0; n < 10; n += 1) {
    track(
      'slow list body',
      trickleBody(api.port, callHead('POST', LIST, 4096, token), ' '.repeat(4096)),
    );
    track(
      'slow repair body',
      trickleBody(
        api.port,
        callHead('PUT', REPAIR, SLOW_REPAIR_BYTES, token),
        ' '.repeat(SLOW_REPAIR_BYTES),
      ),
    );
  }
  const longDescription = repairBody({ description: 'x'.repeat(200 * 1024), files: [] });
  const login40k = `{"emailaddress":"iemand@example.nl","password":"${'p'.repeat(40 * 1024)}`;
  const cutBodies = [
    ['list', 'POST', LIST, LIST_BODY],
    ['repair', 'PUT', REPAIR, repairBody({ description: 'Kapot', files: [] })],
    [
      'login',
      'POST',
      '/Rest/Pwa/auth/login',
      JSON.stringify({ emailaddress: 'a@b.nl', password: DEMO_PASSWORD }),
    ],
  ] as const;
  const attacks: (() => void)[] = [
    // the early answer of issue 35, its socket held open after the answer
    () => {
      const socket = rawSocket(api.port);
      held.push(socket);
      track('early answer held open', firstStatus(socket));
      socket.write(callHead('PUT', REPAIR, Buffer.byteLength(longDescription), token));
      socket.write(longDescription.slice(0, -3_500));
    },
    // an unfinished chunked body without a token, held open
    () => {
      const socket = rawSocket(api.port);
      held.push(socket);
      track('unfinished chunked sign-in', firstStatus(socket));
      socket.write(callHead('POST', '/Rest/Pwa/auth/login', null));
      for (let at = 0; at < login40k.length; at += 8192) {
        const piece = login40k.slice(at, at + 8192);
        socket.write(`${Buffer.byteLength(piece).toString(16)}\r\n${piece}\r\n`);
      }
    },
    // a body cut at a random byte, its client gone
    () => {
      const [name, method, path, body] = cutBodies[randomInt(cutBodies.length)] ?? cutBodies[0];
      const socket = rawSocket(api.port);
      socket.write(
        callHead(method, path, Buffer.byteLength(body), name === 'login' ? undefined : token),
      );
      socket.write(body.slice(0, randomInt(1, body.length)), () => socket.destroy());
    },
    // an Excel download dropped after its first bytes
    () => {
      const socket = rawSocket(api.port);
      const body = JSON.stringify({ tabType: 'active', filters: {} });
      track('download dropped', firstStatus(socket));
      socket.once('data', () => socket.destroy());
      socket.write(callHead('POST', `${LIST}/excel`, Buffer.byteLength(body), token) + body);
    },
    // 10,000 query parameters, and 10,000 body parameters
    () => {
      const socket = rawSocket(api.port);
      const query = Array.from({ length: 10_000 }, (_, n) => `p${n}=${n}`).join('&');
      track('10,000 query parameters', firstStatus(socket));
      socket.end(
        `GET /Rest/Pwa/auth/identify?${query} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Auth-Token: ${token}\r\n\r\n`,
      );
    },
    () => {
      const socket = rawSocket(api.port);
      const body = JSON.stringify({
        ...Object.fromEntries(Array.from({ length: 10_000 }, (_, n) => [`p${n}`, n])),
        tabType: 'active',
        filters: { limitOffset: 1, limitRows: 10 },
      });
      track('10,000 body parameters', firstStatus(socket));
      socket.end(callHead('POST', LIST, Buffer.byteLength(body), token) + body);
    },
    // JSON nested 50,000 deep
    () => {
      const socket = rawSocket(api.port);
      const body = `{"tabType":"active","filters":${'['.repeat(50_000)}${']'.repeat(50_000)}}`;
      track('deep JSON', firstStatus(socket));
      socket.end(callHead('POST', LIST, Buffer.byteLength(body), token) + body);
    },
  ];
  for (let n = 0; Date.now() < until; n += 1) {
    attacks[n % attacks.length]?.();
    await sleep(100);
  }
  await Promise.all(pending);
}

describe.each(['PGlite', 'PostgreSQL'] as const)('the api on %s under hostile clients', (kind) => {
  it(
    'serves another organisation throughout, logs no error and frees every socket after',
    { timeout: 360_000 },
    async () => {
      const database = kind === 'PostgreSQL' ? await newDatabase(inject('clusterUrl')) : null;
      const api = await startApi(
        database
          ? { name: 'hostile-postgres', databaseUrl: database }
          : { name: 'hostile-pglite', env: { SEED_DEMO: 'true' }, readyWithinMs: 180_000 },
      );
      apis.push(api);
      const pid = api.child.pid;
      const anna = await login(api.url);
      const carla = await login(api.url, CARLA);
      const asset = largestShellAsset();

      // why: identify's p99 against its idle p99 is judged only on a machine whose cores are
      // this test's (npm test runs the ops suite last and alone); on one that others keep
      // busy (a load of 15-20 on 2 cores while this was written) both are noise.
      const [load = 0] = loadavg();
      const isMachineOurs = load < availableParallelism();
      const idle = probe(api.url, carla);
      await sleep(IDLE_MS);
      await idle.stop();
      const idleP99 = percentile(idle.identify, 99);

      const busy = probe(api.url, carla);
      const statuses: TStatuses = new Map();
      const held: Socket[] = [];
      const started = Date.now();
      const url = (path: string) => `${api.url}${path}`;
      let heldAt19s = NaN;
      const sample = sleep((ATTACK_SECONDS - 1) * 1000).then(
        () => (heldAt19s = openServerSockets(api.port)),
      );
      const attackOutput = await Promise.all([
        sample,
        slowhttptest(
          ['-H', '-c', '100', '-r', '50', '-i', '5', '-u', url('/Rest/Pwa/auth/identify')],
          ATTACK_SECONDS,
        ),
        slowhttptest(
          [
            '-B',
            '-c',
            '50',
            '-r',
            '50',
            '-i',
            '2',
            '-s',
            '8192',
            '-x',
            '10',
            '-f',
            'application/json',
            '-u',
            url(LIST),
          ],
          ATTACK_SECONDS,
        ),
        slowhttptest(
          [
            '-B',
            '-t',
            'PUT',
            '-c',
            '50',
            '-r',
            '50',
            '-i',
            '2',
            '-s',
            '1000000',
            '-x',
            '10',
            '-f',
            'application/json',
            '-u',
            url(REPAIR),
          ],
          ATTACK_SECONDS,
        ),
        slowhttptest(
          [
            '-X',
            '-c',
            '100',
            '-r',
            '50',
            '-w',
            '512',
            '-y',
            '1024',
            '-n',
            '5',
            '-z',
            '32',
            '-k',
            '3',
            '-u',
            url(asset.path),
          ],
          ATTACK_SECONDS,
        ),
        rawAttacks(api, anna, started + ATTACK_SECONDS * 1000, statuses, held),
      ]);
      const attacksEnded = Date.now();
      await busy.stop();

      // Every socket the attacks left (the held early answers, the slow bodies) is freed.
      let open = openServerSockets(api.port);
      while (open > 0 && Date.now() - attacksEnded < FREED_WITHIN_MS) {
        await sleep(500);
        open = openServerSockets(api.port);
      }
      const freedAfterMs = Date.now() - attacksEnded;
      for (const socket of held) socket.destroy();
      // The downloads dropped after their first bytes stopped their workers' batch loops
      // and closed their database connections (two each): once the api's own idle ones are
      // gone (10 s), at most its health check's few are left (PostgreSQL shows them all).
      let connections = NaN;
      if (database) {
        const deadline = Date.now() + 20_000;
        do {
          await sleep(1_000);
          const [row] = await sql<{ count: number }>(
            database,
            'SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
          );
          connections = row?.count ?? NaN;
        } while (connections > 3 && Date.now() < deadline);
      }

      const busyP99 = percentile(busy.identify, 99);
      const figures = {
        kind,
        load: Math.round(load * 10) / 10,
        idleP99: Math.round(idleP99 * 10) / 10,
        busyP99: Math.round(busyP99 * 10) / 10,
        busyMax: Math.round(Math.max(...busy.identify) * 10) / 10,
        probes: busy.identify.length,
        freedAfterMs,
        heldAt19s,
        connections,
        statuses: Object.fromEntries(
          [...statuses].map(([attack, codes]) => [attack, [...new Set(codes)].sort().join(',')]),
        ),
      };
      // why: the figures of api/ops/README.md "Hostile-clients suite figures" come from here.
      console.log(`hostile-clients suite figures: ${JSON.stringify(figures)}`);

      expect(api.child.exitCode, attackOutput.slice(1, 5).join('\n')).toBeNull();
      expect(new Set(logEntries(api).map((entry) => entry.pid))).toEqual(new Set([pid]));
      expect(logEntries(api).filter((entry) => Number(entry.level) >= 50)).toEqual([]);
      expect(busy.failures).toEqual([]);
      expect(busy.identify.length).toBeGreaterThan(ATTACK_SECONDS * 3);
      if (isMachineOurs) expect(busyP99).toBeLessThanOrEqual(Math.max(3 * idleP99, 1));
      else
        console.log(`identify's p99 not judged: load ${load} on ${availableParallelism()} cores`);
      expect(Math.max(...busy.identify)).toBeLessThan(1_000);
      // Most of the 300 slow connections the server ended before the attack did (slowloris
      // at its headers' 10 s, slow bodies refused before the body, slow reads at the 15 s
      // keep-alive once the kernel took their answers); without the answer deadlines the 100
      // slow reads and 100 slowloris alone were all held 19 s in. What it still holds then:
      // signed-in slow bodies within their deadline, the probe, raw attacks in flight and
      // connections a busy machine opened late (36-73 seen at a load of ~20 on 2 cores).
      expect(heldAt19s).toBeLessThan(150);
      const serverErrors = [...statuses].flatMap(([attack, codes]) =>
        codes.filter((code) => code >= 500 && code !== 503).map((code) => `${attack}: ${code}`),
      );
      expect(serverErrors).toEqual([]);
      if (database) expect(connections).toBeLessThanOrEqual(3);
      expect(open, `sockets still open ${freedAfterMs} ms after the attacks`).toBe(0);
    },
  );
});
