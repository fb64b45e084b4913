// Runs the built admin CLI against the database of one e2e server, as supplier staff would.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { databaseName, dataDir, REPO_ROOT, SERVERS, type TServerName } from './servers';

export function runAdmin(server: TServerName, ...args: string[]): string {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir(server) };
  // why: on PGlite the CLI finds the running server's database process through DATA_DIR.
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${databaseName(server)}`;
    env.DATABASE_URL = url.toString();
  }
  env.PUBLIC_URL = `http://127.0.0.1:${SERVERS[server].port}`;
  return execFileSync(
    process.execPath,
    [join(REPO_ROOT, 'api', 'dist', 'cli', 'admin.js'), ...args],
    {
      env,
      encoding: 'utf8',
    },
  );
}

/** A unique e-mail address per call, so tests that change accounts never collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@delinde.nl`;
}

/**
 * Walks depot order `id` to COMPLETED as the supplier does (PLANNED, IN_PROGRESS, complete):
 * its products move and its customer request completes. Answers the CLI's last line.
 */
export function completeDepotOrder(server: TServerName, id: number, minutes = 20): string {
  runAdmin(
    server,
    'depot-step',
    '--id',
    String(id),
    '--action',
    'PLANNED',
    '--message',
    'Ingepland',
  );
  runAdmin(
    server,
    'depot-step',
    '--id',
    String(id),
    '--action',
    'IN_PROGRESS',
    '--message',
    'Chauffeur onderweg',
  );
  return runAdmin(server, 'depot-complete', '--id', String(id), '--minutes', String(minutes));
}

/** Records an inspection result of a product (id or serial) as the supplier's inspector. */
export function recordInspection(
  server: TServerName,
  product: string,
  conclusion: 'COMPLETED' | 'REJECTED' = 'COMPLETED',
): string {
  return runAdmin(server, 'inspection-record', '--product', product, '--conclusion', conclusion);
}
