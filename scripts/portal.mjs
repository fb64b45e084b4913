#!/usr/bin/env node
// Entry point of `npm start` and `npm test`: brings the pinned pnpm itself (a fresh
// machine has only Node and npm), installs, then hands over to the workspace scripts.
// The api it serves is its own child, and a stop signal to this wrapper is the api's
// (serve() below), so stopping `npm start` never leaves the api listening.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants as osConstants } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PNPM_VERSION = '12.21.0';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const toolsDir = join(root, '.tools');
const pnpmBin = join(toolsDir, 'node_modules', '.bin', 'pnpm');

// why: workspace scripts call `pnpm` by name; the pinned one in .tools/ must be the one
// they find, on a machine that has no pnpm of its own.
const PATH = [join(toolsDir, 'node_modules', '.bin'), process.env.PATH ?? ''].join(delimiter);

function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    cwd: root,
    ...options,
    env: { ...process.env, ...options.env, PATH },
  });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function ensurePnpm() {
  const marker = join(toolsDir, 'node_modules', 'pnpm', 'package.json');
  if (existsSync(marker)) {
    const check = spawnSync(pnpmBin, ['--version'], { encoding: 'utf8' });
    if (check.stdout?.trim() === PNPM_VERSION) return;
  }
  console.log(`Installing pnpm ${PNPM_VERSION} into .tools/ ...`);
  run('npm', [
    'install',
    '--prefix',
    toolsDir,
    '--no-save',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `pnpm@${PNPM_VERSION}`,
  ]);
}

function pnpm(...args) {
  run(pnpmBin, args, {
    // why: native addons would otherwise make node-gyp download headers, which cannot
    // be reached here; Node's own headers are on the machine.
    env: { ...process.env, npm_config_nodedir: process.env.npm_config_nodedir ?? '/usr' },
  });
}

const apiDir = join(root, 'api');
const apiMain = join(apiDir, 'dist', 'main.js');
/** What a supervisor or a terminal sends to stop a program; SIGHUP: the terminal closed. */
const STOP_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'];

/**
 * Runs the built api as this process's child and ends with it. why detached: in a group of
 * its own, a terminal's Ctrl-C reaches the api once, through this wrapper, not twice (the
 * api takes a second signal as "stop at once"). Every stop signal this wrapper gets goes on
 * to the api (SIGHUP as SIGTERM: the api drains on that), which stops its database process
 * itself; the wrapper then exits with the api's exit code. Only a SIGKILL of the wrapper
 * (which no program can pass on) leaves the api running.
 */
function serve() {
  if (!existsSync(apiMain)) {
    console.error(`${apiMain} is missing: build the portal first (npm run build).`);
    process.exit(1);
  }
  const api = spawn(process.execPath, [apiMain], {
    cwd: apiDir,
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, PATH },
  });
  const passOn = (signal) => {
    if (api.exitCode === null && api.signalCode === null) {
      api.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal);
    }
  };
  for (const signal of STOP_SIGNALS) process.on(signal, passOn);
  api.once('error', (error) => {
    console.error(`The api could not be started: ${error.message}`);
    process.exit(1);
  });
  api.once('exit', (code, signal) => {
    for (const name of STOP_SIGNALS) process.off(name, passOn);
    // why: a shell reads 128 + the signal's number as "ended by that signal".
    process.exit(code ?? 128 + (signal ? (osConstants.signals[signal] ?? 0) : 1));
  });
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'serve') {
  // why: only runs what `npm run build` made; it needs neither pnpm nor an install.
  serve();
} else {
  prepareAndRun();
}

function prepareAndRun() {
  ensurePnpm();
  const isTool = command === 'admin' || command === 'release';
  if (command !== 'pnpm' && !(isTool && existsSync(join(root, 'node_modules')))) {
    pnpm('install', '--frozen-lockfile', '--reporter=append-only');
  }

  switch (command) {
    case 'start':
      pnpm('run', 'build');
      serve();
      break;
    case 'test':
      // why: the test tools install inside test:all, beside the checks that need none of them.
      pnpm('run', 'test:all');
      break;
    case 'admin':
      pnpm('--silent', '--filter', '@portal/api', 'run', 'admin', ...rest);
      break;
    case 'release':
      // why: straight to the CLI, so a refusal ends on its own message, not pnpm's summary.
      run(join(root, 'api', 'node_modules', '.bin', 'tsx'), [
        '--conditions=source',
        join(root, 'api', 'src', 'cli', 'release.ts'),
        ...rest,
      ]);
      break;
    case 'dev':
      pnpm('--filter', '@portal/shared', 'run', 'build');
      pnpm('run', 'dev:all');
      break;
    case 'pnpm':
      pnpm(...rest);
      break;
    default:
      console.error(
        'usage: node scripts/portal.mjs start|serve|test|admin|release|dev|pnpm <args>',
      );
      process.exit(2);
  }
}
