// Runs the built admin CLI against the database of one e2e server, as supplier staff would.
import { execFile, execFileSync } from 'node:child_process';
import { join } from 'node:path';
import {
  databaseNameOf,
  dataDirOf,
  REPO_ROOT,
  SERVERS,
  serverUrl,
  type TServerName,
} from './servers';

export function runAdmin(server: TServerName, ...args: string[]): string {
  return runAdminOn(SERVERS[server].name, { PUBLIC_URL: serverUrl(server) }, ...args);
}

/** The CLI's environment for the api start-api.mjs started as `name`, `env` added. */
function adminEnv(name: string, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const removed = new Set(Object.keys(env).filter((key) => env[key] === undefined));
  const all: NodeJS.ProcessEnv = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !removed.has(key)),
  );
  all.DATA_DIR = dataDirOf(name);
  // why: on PGlite the CLI finds the running server's database process through DATA_DIR.
  if (process.env.DATABASE_URL) {
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${databaseNameOf(name)}`;
    all.DATABASE_URL = url.toString();
  }
  for (const [key, value] of Object.entries(env)) if (value !== undefined) all[key] = value;
  return all;
}

const ADMIN_JS = join(REPO_ROOT, 'api', 'dist', 'cli', 'admin.js');

/**
 * Runs the CLI on the database of the api start-api.mjs started as `name` (a test's own one
 * too), with `env` added to the test's environment (undefined removes a variable).
 */
export function runAdminOn(name: string, env: NodeJS.ProcessEnv, ...args: string[]): string {
  return execFileSync(process.execPath, [ADMIN_JS, ...args], {
    env: adminEnv(name, env),
    encoding: 'utf8',
  });
}

/**
 * runAdminOn without blocking the test's process: for a test that serves something the CLI
 * calls (an SMTP server). Answers its stdout and stderr and its exit code.
 */
export function runAdminOnAsync(
  name: string,
  env: NodeJS.ProcessEnv,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [ADMIN_JS, ...args],
      { env: adminEnv(name, env), encoding: 'utf8' },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** A unique e-mail address per call, so tests that change accounts never collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@delinde.nl`;
}

/**
 * Walks depot order `id` to COMPLETED as the supplier does (plan it for today, deliver it,
 * complete it): its products move and its customer request completes. Answers the CLI's
 * last line.
 */
export function completeDepotOrder(server: TServerName, id: number, minutes = 20): string {
  planDepotOrder(server, id);
  runAdmin(server, 'depot-deliver', '--id', String(id), '--message', 'Chauffeur geweest');
  return runAdmin(server, 'depot-complete', '--id', String(id), '--minutes', String(minutes));
}

/** Plans depot order `id` for today (yyyy-MM-dd in Amsterdam), 08:00-12:00. */
export function planDepotOrder(server: TServerName, id: number, window = '08:00-12:00'): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(
    new Date(),
  );
  return runAdmin(
    server,
    'depot-plan',
    '--id',
    String(id),
    '--date',
    today,
    '--window',
    window,
    '--message',
    'Ingepland',
  );
}

/** Records an inspection result of a product (id or serial) as the supplier's inspector. */
export function recordInspection(
  server: TServerName,
  product: string,
  conclusion: 'COMPLETED' | 'REJECTED' = 'COMPLETED',
): string {
  return runAdmin(server, 'inspection-record', '--product', product, '--conclusion', conclusion);
}
