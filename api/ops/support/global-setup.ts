// One PostgreSQL cluster for the ops suite, with the demo data loaded once into a template
// database that each test copies (CREATE DATABASE ... TEMPLATE: a few hundred ms instead
// of loading the demo data again).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import {
  startPostgresCluster,
  type TPostgresCluster,
  type TPostgresControl,
} from '../../../scripts/postgres-cluster.mjs';
import { sql } from './databases.js';
import { ADMIN_CLI, API_MAIN, databaseUrl, TEMPLATE_DATABASE } from './paths.js';

declare module 'vitest' {
  export interface ProvidedContext {
    clusterUrl: string;
    clusterControl: TPostgresControl;
  }
}

let cluster: TPostgresCluster | undefined;

export async function setup(project: TestProject): Promise<void> {
  for (const file of [API_MAIN, ADMIN_CLI]) {
    if (!existsSync(file))
      throw new Error(`${file} is missing: build the api first (npm run build).`);
  }
  cluster = await startPostgresCluster({ quiet: true });
  await sql(cluster.url, `CREATE DATABASE ${TEMPLATE_DATABASE}`);
  const admin = spawnSync(process.execPath, [ADMIN_CLI, 'seed'], {
    env: { ...process.env, DATABASE_URL: databaseUrl(cluster.url, TEMPLATE_DATABASE) },
    encoding: 'utf8',
  });
  if (admin.status !== 0) throw new Error(`Loading the demo data failed: ${admin.stderr}`);
  project.provide('clusterUrl', cluster.url);
  project.provide('clusterControl', cluster.control);
}

export function teardown(): void {
  cluster?.stop();
}
