// Backup and restore of PostgreSQL as README.md "Running in production" says: pg_dump while
// the portal runs, pg_restore into a new database, and the portal serves it as it was.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { call, login, rentalRequestBody, rentalRequestIds } from './support/calls.js';
import { newDatabase } from './support/databases.js';
import { startApi, type TApi } from './support/processes.js';

const apis: TApi[] = [];
const folder = mkdtempSync(join(tmpdir(), 'portal-ops-dump-'));
afterAll(async () => {
  await Promise.all(apis.map((api) => api.stop()));
  rmSync(folder, { recursive: true, force: true });
});

function tool(name: string, args: string[]): void {
  const result = spawnSync(join(inject('clusterControl').binDir, name), args, { encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
}

describe('PostgreSQL backup and restore', () => {
  it('restores a pg_dump taken while the portal runs into a portal that serves it', async () => {
    const database = await newDatabase(inject('clusterUrl'));
    const running = await startApi({ name: 'running', databaseUrl: database });
    apis.push(running);
    const token = await login(running.url);
    const ids = await rentalRequestIds(database);
    const written = await call(running.url, 'PUT', '/customer/rentals/request/article', {
      token,
      body: rentalRequestBody(ids),
    });
    const requestId = (written.json.response as { customerRequestId: number }).customerRequestId;

    const dump = join(folder, 'portal.dump');
    tool('pg_dump', ['-Fc', '-d', database, '-f', dump]);
    const restored = await newDatabase(inject('clusterUrl'), { seeded: false });
    tool('pg_restore', ['--no-owner', '-d', restored, dump]);

    const serving = await startApi({ name: 'restored', databaseUrl: restored });
    apis.push(serving);
    expect((await call(serving.url, 'GET', '/auth/identify', { token })).status).toBe(200);
    const details = await call(serving.url, 'GET', `/customer/requests/details/${requestId}`, {
      token: await login(serving.url),
    });
    expect(details.json.status).toBe('success');
  });
});
