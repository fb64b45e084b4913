// Built api instances for the first-load benchmark: each on 127.0.0.1, on a free port,
// with a throw-away DATA_DIR (PGlite and outbox) and no mail leaving the machine.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const REPO_ROOT = join(import.meta.dirname, '..', '..');
const SERVER_MAIN = join(REPO_ROOT, 'api', 'dist', 'main.js');
const START_TIMEOUT_MS = 120_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(url, child) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the api stopped during start-up');
    try {
      if ((await fetch(`${url}/config.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the api did not answer within ${START_TIMEOUT_MS / 1000} s`);
}

/**
 * Starts `api/dist/main.js` with `env` added (BUILDS_ROOT, REMOTES_MANIFEST ...); resolves
 * to `{ url, stop }` once /config.json answers. `stop()` ends it and removes its folder.
 */
export async function startApi(name, env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), `portal-first-load-${name}-`));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const childEnv = {
    ...process.env,
    ...env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
  };
  // why: no mail may leave the machine from a benchmark; without it mails go to the outbox.
  delete childEnv.SMTP_URL;
  // why: each server gets an empty database of its own; a shared one would be seeded twice.
  delete childEnv.DATABASE_URL;
  const output = [];
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => {
    output.push(String(chunk));
    if (output.length > 100) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(url, child);
  } catch (error) {
    await stop();
    throw new Error(`${name}: ${error.message}\n${output.join('')}`);
  }
  return { name, url, stop };
}

/** Signs in as the demo manager; the auth record the portal keeps in local storage. */
export async function signIn(url) {
  const answer = await fetch(`${url}/Rest/Pwa/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      emailaddress: 'beheerder@delinde.nl',
      password: 'Zonnebloem-Tillift-42',
    }),
  });
  const body = await answer.json();
  if (body.status !== 'success' || !body.auth?.token) throw new Error(`${url}: demo login failed`);
  return body.auth;
}
