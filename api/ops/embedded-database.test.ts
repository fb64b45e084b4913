// The embedded database (PGlite, `npm start`): a process stops cleanly on SIGTERM, database
// process included; its data is backed up while it runs, and moved to PostgreSQL with one
// command, after which the portal runs on PostgreSQL with the same accounts and data.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { notPrivate } from '../src/testing/file-modes.js';
import { call, login } from './support/calls.js';
import { newDatabase } from './support/databases.js';
import { ADMIN_CLI } from './support/paths.js';
import { startApi, type TApi } from './support/processes.js';

const folders: string[] = [];
const apis: TApi[] = [];
afterAll(async () => {
  await Promise.all(apis.map((api) => api.stop()));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function folder(): string {
  const made = mkdtempSync(join(tmpdir(), 'portal-ops-embedded-'));
  folders.push(made);
  return made;
}

function admin(
  args: string[],
  env: Record<string, string>,
): { status: number | null; output: string } {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  const result = spawnSync(process.execPath, [ADMIN_CLI, ...args], {
    env: { ...rest, ...env },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function mailsIn(outbox: string): number {
  return existsSync(outbox)
    ? readdirSync(outbox).filter((name) => name.endsWith('.eml')).length
    : 0;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function activeCases(base: string, token: string): Promise<number> {
  const answer = await call(base, 'POST', '/customer/rentals/cases', {
    token,
    body: { tabType: 'active', filters: { limitOffset: 1, limitRows: 10 } },
  });
  return (answer.json.response as { totalCount: number }).totalCount;
}

describe('the embedded database', () => {
  it(
    'stops cleanly, is backed up while running and moves to PostgreSQL',
    { timeout: 120_000 },
    async () => {
      const dataDir = folder();
      // as an older portal left it: the api makes it the owner's alone when it starts
      chmodSync(dataDir, 0o755);
      const embedded = await startApi({ name: 'embedded', dataDir, env: { SEED_DEMO: 'true' } });
      apis.push(embedded);
      const token = await login(embedded.url);
      const cases = await activeCases(embedded.url, token);
      expect(cases).toBeGreaterThan(0);

      // A consistent copy while the portal runs, through its own database process.
      const backupDir = folder();
      const backup = admin(['backup', '--to', backupDir], { DATA_DIR: dataDir });
      expect(backup, backup.output).toMatchObject({ status: 0 });
      const users = admin(['list-users'], { DATA_DIR: backupDir });
      expect(users.output).toContain('beheerder@delinde.nl');
      // a reset mail in the outbox (its live link, the address in its name) ...
      const forgot = await call(embedded.url, 'POST', '/auth/forgot', {
        body: { userName: 'beheerder@delinde.nl' },
      });
      expect(forgot.json.status).toBe('handled');
      await expect.poll(() => mailsIn(join(dataDir, 'outbox')), { timeout: 10_000 }).toBe(1);
      // ... the database and the backup hold everything: the owner's alone (0600 in 0700)
      expect(notPrivate(dataDir)).toEqual([]);
      expect(notPrivate(backupDir)).toEqual([]);

      // SIGTERM: the api and its database process stop, exit code 0.
      const { pid } = JSON.parse(readFileSync(join(dataDir, 'db', 'portal.socket'), 'utf8')) as {
        pid: number;
      };
      expect(isRunning(pid)).toBe(true);
      expect(await embedded.stop('SIGTERM')).toEqual({ code: 0, signal: null });
      expect(isRunning(pid)).toBe(false);

      const target = await newDatabase(inject('clusterUrl'), { seeded: false });
      const moved = admin(['export-to-postgres', '--to', target], { DATA_DIR: dataDir });
      expect(moved, moved.output).toMatchObject({ status: 0 });
      expect(moved.output).toMatch(/^Copied \d+ rows in \d+ tables/);
      const again = admin(['export-to-postgres', '--to', target], { DATA_DIR: dataDir });
      expect(again.status).toBe(1);
      expect(again.output).toContain('already has data');

      const onPostgres = await startApi({ name: 'postgres', databaseUrl: target });
      apis.push(onPostgres);
      // The session made on PGlite moved along; signing in works too.
      expect((await call(onPostgres.url, 'GET', '/auth/identify', { token })).status).toBe(200);
      const fresh = await login(onPostgres.url);
      expect(await activeCases(onPostgres.url, fresh)).toBe(cases);
    },
  );
});
