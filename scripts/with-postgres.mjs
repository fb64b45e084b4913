#!/usr/bin/env node
// Runs a command against a throw-away PostgreSQL cluster: initdb in a temp folder, a server
// on 127.0.0.1 at a free port (trust auth, sockets in the temp folder), DATABASE_URL set for
// the command, and the server stopped and the folder removed afterwards, also on failure or
// Ctrl-C. Exits with the command's code.
// Usage: node scripts/with-postgres.mjs <command> [args...]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base).filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    : [];
  if (versions.length === 0) {
    console.error(
      `No PostgreSQL server found under ${base}/<version>/bin (apt-get install postgresql).`,
    );
    process.exit(1);
  }
  versions.sort((a, b) => Number.parseFloat(a) - Number.parseFloat(b));
  return join(base, versions.at(-1), 'bin');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const isRoot = process.getuid?.() === 0;
const hasRunuser = spawnSync('sh', ['-c', 'command -v runuser'], { stdio: 'ignore' }).status === 0;
const quote = (arg) => `'${String(arg).replace(/'/g, `'\\''`)}'`;

/** Runs a PostgreSQL tool; as root through the postgres user, which PostgreSQL requires. */
function runTool(bin, args, { quiet = false } = {}) {
  const [cmd, argv] = !isRoot
    ? [bin, args]
    : hasRunuser
      ? ['runuser', ['-u', 'postgres', '--', bin, ...args]]
      : ['su', ['postgres', '-s', '/bin/sh', '-c', [bin, ...args].map(quote).join(' ')]];
  const result = spawnSync(cmd, argv, { stdio: quiet ? 'pipe' : ['ignore', 'pipe', 'inherit'] });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

const binDir = postgresBinDir();
const dir = mkdtempSync(join(tmpdir(), 'portal-pg-'));
const dataDir = join(dir, 'data');
const logFile = join(dir, 'server.log');
let started = false;
let cleaned = false;

function cleanup() {
  if (cleaned) return;
  cleaned = true;
  if (started)
    runTool(join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop'], { quiet: true });
  rmSync(dir, { recursive: true, force: true });
}

function fail(message) {
  console.error(message);
  if (existsSync(logFile)) console.error(readFileSync(logFile, 'utf8'));
  cleanup();
  process.exit(1);
}

try {
  if (isRoot) {
    const chown = spawnSync('chown', ['-R', 'postgres:postgres', dir], { stdio: 'inherit' });
    if (chown.status !== 0) fail(`Could not give ${dir} to the postgres user.`);
  }
  const initdb = runTool(join(binDir, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  if (initdb !== 0) fail('initdb failed.');
  const port = await freePort();
  const serverOptions = [
    '-c listen_addresses=127.0.0.1',
    `-c port=${port}`,
    `-c unix_socket_directories=${dir}`,
    '-c fsync=off',
    '-c max_connections=300',
  ].join(' ');
  started = true;
  const start = runTool(join(binDir, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    logFile,
    '-o',
    serverOptions,
    '-w',
    'start',
  ]);
  if (start !== 0) fail('The PostgreSQL server did not start.');

  const databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL ${binDir.split('/').at(-2)} on ${databaseUrl}`);
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('error', (error) => fail(`Could not run ${command[0]}: ${error.message}`));
  child.on('exit', (code, signal) => {
    cleanup();
    process.exit(code ?? (signal ? 1 : 0));
  });
} catch (error) {
  fail(String(error?.stack ?? error));
}
