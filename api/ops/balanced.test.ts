// Two api processes on one PostgreSQL behind HAProxy (deploy/haproxy.cfg, round robin):
// nothing a user does depends on which process answers.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/package-paths.js';
import { activateRelease, rollbackRelease } from '../src/releases/release-commands.js';
import { readSheet } from '../src/testing/read-sheet.js';
import { startBalancedPair, type TBalancedPair } from './support/balanced-pair.js';
import {
  ANNA,
  call,
  DEMO_PASSWORD,
  login,
  rentalRequestBody,
  rentalRequestIds,
} from './support/calls.js';
import { sql } from './support/databases.js';
import { eventually, logEntries, type TApi } from './support/processes.js';

let pair: TBalancedPair;
/** The released areas both processes serve (README.md "Releasing one area"). */
const releasesDir = mkdtempSync(join(tmpdir(), 'portal-ops-releases-'));

beforeAll(async () => {
  pair = await startBalancedPair({ env: { RELEASES_DIR: releasesDir } });
});
afterAll(async () => {
  await pair?.close();
  rmSync(releasesDir, { recursive: true, force: true });
});

const answeredBy = (api: TApi, route: string) =>
  logEntries(api).filter((entry) => entry.msg === 'answered' && entry.route === route);

describe('two processes behind a load balancer', () => {
  it('serves a session started on one process on the other, and takes turns', async () => {
    const token = await login(pair.api1.url);
    const identify = await call(pair.api2.url, 'GET', '/auth/identify', { token });
    expect([identify.status, identify.json.status]).toEqual([200, 'success']);

    const ids: string[] = [];
    for (let n = 0; n < 6; n += 1) {
      const answer = await call(pair.balancer.url, 'GET', '/auth/identify', { token });
      expect(answer.status).toBe(200);
      ids.push(answer.headers.get('x-request-id') ?? '');
    }
    // why: the balancer's request id is the one the api logs and answers with.
    expect(ids.every((id) => /^[0-9a-f-]{36}$/i.test(id))).toBe(true);
    await eventually(() => {
      const logged = [pair.api1, pair.api2].flatMap((api) =>
        answeredBy(api, '/Rest/Pwa/auth/identify').map((entry) => entry.reqId),
      );
      expect(logged).toEqual(expect.arrayContaining(ids));
      // Round robin: each process answered half of the six (and pair.api2 the first call too).
      expect(answeredBy(pair.api1, '/Rest/Pwa/auth/identify').length).toBe(3);
      expect(answeredBy(pair.api2, '/Rest/Pwa/auth/identify').length).toBe(4);
    });
  });

  it('creates one request for an Idempotency-Key sent to both processes at once', async () => {
    const token = await login(pair.balancer.url);
    const ids = await rentalRequestIds(pair.database);
    const count = async () =>
      (
        await sql<{ n: number }>(pair.database, 'SELECT count(*)::int AS n FROM customer_requests')
      )[0]?.n;
    const before = await count();
    const send = (base: string) =>
      call(base, 'PUT', '/customer/rentals/request/article', {
        token,
        body: rentalRequestBody(ids),
        headers: { 'Idempotency-Key': 'ops-both-at-once' },
      });
    const [first, second] = await Promise.all([send(pair.api1.url), send(pair.api2.url)]);
    expect(first.json.status).toBe('success');
    expect(second.json).toEqual(first.json);
    expect(await count()).toBe((before ?? 0) + 1);
  });

  it('counts failed sign-ins of one account on both processes together', async () => {
    const carla = 'beheerder@thuiszorgoost.nl';
    // Six failures, three on each: each process alone would still let the fourth go free.
    await Promise.all(
      [pair.api1, pair.api2, pair.api1, pair.api2, pair.api1, pair.api2].map((api) =>
        login(api.url, carla, 'Fout-wachtwoord-1').catch(() => null),
      ),
    );
    const refused = await call(pair.api1.url, 'POST', '/auth/login', {
      body: { emailaddress: carla, password: DEMO_PASSWORD },
    });
    expect(refused.json.status).toBe('error');
    expect(refused.json.auth).toBeUndefined();
    const metrics = await fetch(`http://127.0.0.1:${pair.api1.metricsPort}/metrics`).then(
      (answer) => answer.text(),
    );
    expect(metrics).toMatch(
      /portal_sign_in_throttled_total\{call="login",reason="account"\} [1-9]/,
    );
    // The metrics port serves the process's own metrics too (event-loop delay).
    expect(metrics).toMatch(/^portal_nodejs_eventloop_lag_p99_seconds \d/m);
    expect(metrics).toMatch(/^portal_db_pool_connections\{pool="main",state="idle"\} \d/m);
  });

  it('streams an Excel download through the balancer', async () => {
    const token = await login(pair.balancer.url, ANNA);
    const answer = await fetch(`${pair.balancer.url}/Rest/Pwa/customer/rentals/cases/excel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth-token': token },
      body: JSON.stringify({ tabType: 'active', filters: {} }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('spreadsheetml');
    expect(answer.headers.get('transfer-encoding')).toBe('chunked');
    const sheet = await readSheet(Buffer.from(await answer.arrayBuffer()));
    const [active] = await sql<{ n: number }>(
      pair.database,
      `SELECT count(*)::int AS n FROM rental_cases r JOIN organisations o ON o.id = r.organisation_id
       WHERE o.name = 'Zorggroep De Linde' AND r.status = 'ACTIVE'`,
    );
    expect(sheet.rows.length).toBe((active?.n ?? 0) + 1);
  });

  it('serves an area activated once from both processes, and its rollback too', async () => {
    // A release as `npm run release` leaves it (the build itself: e2e/tests/release/).
    const folder = '1.1.1-0123456789';
    const dir = join(releasesDir, 'management', folder);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'remoteEntry.js'), 'export const release = "ops";');
    const info = { area: 'management', version: '1.1.1', requires: { react: '^19.0.0' } };
    writeFileSync(join(dir, 'release.json'), JSON.stringify(info));
    const context = { repoRoot: REPO_ROOT, buildsRoot: REPO_ROOT, releasesDir };
    const entryOn = async (api: TApi) =>
      ((await (await fetch(`${api.url}/remotes.json`)).json()) as Record<string, { entry: string }>)
        .management?.entry;

    await activateRelease(context, 'management', folder);
    for (const api of [pair.api1, pair.api2]) {
      expect(await entryOn(api), api.name).toBe(`/mf/management/${folder}/remoteEntry.js`);
      const entry = await fetch(`${api.url}/mf/management/${folder}/remoteEntry.js`);
      expect(await entry.text()).toBe('export const release = "ops";');
    }
    await rollbackRelease(context, 'management');
    for (const api of [pair.api1, pair.api2]) {
      expect(await entryOn(api), api.name).not.toContain(folder);
    }
  });
});
