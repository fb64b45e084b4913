// Several processes starting at once on a new database (a first deploy, or a deploy with a
// new migration): exactly one applies the migrations; the others wait for it, then serve.
// (Loading the demo data at once is tested in the api suite: seed/demo-seed-once.test.ts.)
import { afterAll, describe, expect, inject, it } from 'vitest';
import { readMigrations } from '../src/db/migrate.js';
import { newDatabase, sql } from './support/databases.js';
import { startApi, type TApi } from './support/processes.js';

const apis: TApi[] = [];
afterAll(async () => {
  await Promise.all(apis.map((api) => api.stop()));
});

describe('processes starting at once', () => {
  it('apply the migrations exactly once, and all serve', async () => {
    const database = await newDatabase(inject('clusterUrl'), { seeded: false });
    apis.push(
      ...(await Promise.all(
        ['api1', 'api2', 'api3'].map((name) => startApi({ name, databaseUrl: database })),
      )),
    );
    const names = readMigrations().map((migration) => migration.name);
    const applied = apis.map((api) =>
      api.lines.find((line) => line.startsWith('Migrations applied')),
    );
    expect(applied.filter(Boolean)).toEqual([`Migrations applied: ${names.join(', ')}`]);
    const rows = await sql<{ version: number }>(
      database,
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((row) => row.version)).toEqual(readMigrations().map((m) => m.version));
    for (const api of apis) {
      const ready = await fetch(`${api.url}/readyz`);
      expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);
    }
  });
});
