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
