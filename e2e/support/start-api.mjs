#!/usr/bin/env node
// Starts one instance of the built api for the e2e suite, on 127.0.0.1, with a database of
// its own: a fresh PostgreSQL database when DATABASE_URL names a server (so the admin CLI
// can work on it while the server runs), otherwise a fresh PGlite data folder. Its log
// (JSON lines at level info) goes to the run's logs/<name>.log, which the global teardown
// checks for personal data and secrets (support/log-hygiene.ts).
// Usage: node start-api.mjs <name> <port> [KEY=VALUE ...]
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const [name, port, ...extra] = process.argv.slice(2);
if (!name || !port) {
  console.error('usage: start-api.mjs <name> <port> [KEY=VALUE ...]');
  process.exit(2);
}
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// why: the same folder and database names as support/servers.ts, for this run only.
const runId = process.env.E2E_RUN_ID ?? 'local';
const runDir = join(root, 'e2e', '.data', `run-${runId}`);
const dataDir = join(runDir, name);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
mkdirSync(join(runDir, 'logs'), { recursive: true });
const log = createWriteStream(join(runDir, 'logs', `${name}.log`), { flags: 'a' });

// why: a release activated in the developer's own releases/ must not change what the
// tests see; a test about releasing passes a RELEASES_DIR of its own.
const env = {
  ...process.env,
  HOST: '127.0.0.1',
  PORT: port,
  DATA_DIR: dataDir,
  RELEASES_DIR: join(dataDir, 'releases'),
};
for (const pair of extra) {
  const at = pair.indexOf('=');
  env[pair.slice(0, at)] = pair.slice(at + 1);
}
env.PUBLIC_URL = `http://127.0.0.1:${port}`;
// why: every worker and many tests sign in from 127.0.0.1 within a minute; the real
// per-address limits (api/src/auth/README.md "Sign-in") would refuse them.
env.SIGN_IN_LIMIT_FACTOR ??= '50';
// why: one line per call, as in production, so the log the teardown checks is a real one.
env.LOG_LEVEL ??= 'info';

if (process.env.DATABASE_URL) {
  const database = `portal_e2e_${runId}_${name}`.replace(/\W/g, '_').toLowerCase();
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${database}`;
  env.DATABASE_URL = url.toString();
}

const child = spawn(process.execPath, [join(root, 'api', 'dist', 'main.js')], {
  env,
  stdio: ['ignore', 'pipe', 'pipe'],
});
child.stdout.pipe(log);
child.stderr.pipe(log);
// why: Playwright shows a server's stderr (its failures) in the run's output.
child.stderr.pipe(process.stderr);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code) => process.exit(code ?? 0));
