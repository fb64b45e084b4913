#!/usr/bin/env node
// Every check of `npm test`, in the order that fails fastest. CI has 2 cores and 30
// minutes: checks that use one core each (ESLint, Prettier, tsc; the unit suite and the
// api suite on PGlite and on PostgreSQL, each one test file at a time) run side by side,
// and each step prints how long it took so the budget stays visible.
// Usage: node scripts/test-all.mjs
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Groups run one after another; the checks inside a group run side by side. */
const GROUPS = [
  [
    // why: Debian's Chromium, PostgreSQL, LibreOffice, ... (minutes on a fresh machine, most
    // of it download and unpacking) are needed from the second group on; lint, Prettier, tsc
    // and the build need none of them, so they run meanwhile.
    { name: 'test tools', script: 'test:tools' },
    { name: 'lint', script: 'lint' },
    { name: 'format', script: 'format:check' },
    { name: 'typecheck', script: 'typecheck' },
    { name: 'doc links', script: 'check:links' },
    // why: ~35 s of one core; it builds a copy of its own, not the repo's dist (scripts/README.md).
    { name: 'area copy', script: 'check:area-copy' },
    // why: the build needs none of the checks beside it and the e2e tests need it; lint and
    // Prettier end long before tsc, so the build takes their core instead of a turn of its own.
    { name: 'build', script: 'build' },
  ],
  [
    // why: Vitest takes one worker fewer than the cores, so on a 2-core machine each suite
    // runs one file at a time (and the api suites wait on their database); side by side
    // they keep both cores busy.
    { name: 'unit tests', script: 'test:unit' },
    // why: the PGlite run is the group's longest; the files whose subject is HTTP, files or
    // processes rather than the database run once, in the PostgreSQL run (api/vitest.config.ts).
    { name: 'api tests on PGlite', script: 'test:api', env: { API_TESTS_DATABASE_ONLY: '1' } },
    { name: 'api tests on PostgreSQL', script: 'test:api:pg' },
  ],
  [{ name: 'e2e tests', script: 'test:e2e' }],
  // why: alone, after the e2e tests: a rolling restart under a 50-connection load and a
  // database outage need the cores to themselves to be judged fairly (~1.5 min).
  [{ name: 'ops tests', script: 'test:ops' }],
];

const running = new Set();

function seconds(since) {
  return `${((Date.now() - since) / 1000).toFixed(0)} s`;
}

/**
 * Runs one check. Alone it writes straight to the terminal; beside others its output is
 * kept and printed whole when it ends, so two logs never interleave line by line.
 */
function runCheck({ name, script, env = {} }, isAlone) {
  const started = Date.now();
  const child = spawn('pnpm', ['run', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: isAlone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    // why: its own process group, so a failed neighbour can stop it with everything it started.
    detached: !isAlone,
  });
  running.add(child);
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    const finish = (code) => {
      running.delete(child);
      if (!isAlone) {
        process.stdout.write(`\n──── ${name} ────\n`);
        process.stdout.write(Buffer.concat(output));
      }
      const verdict = code === 0 ? 'passed' : `FAILED (exit ${code})`;
      console.log(`\n==> ${name}: ${verdict} in ${seconds(started)}\n`);
      resolve({ name, ok: code === 0, stopped: child.stoppedByNeighbour === true });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('exit', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

function stopAll() {
  for (const child of running) {
    child.stoppedByNeighbour = true;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(1);
  });
}

const startedAll = Date.now();
for (const group of GROUPS) {
  const isAlone = group.length === 1;
  const results = await Promise.all(
    group.map((check) =>
      runCheck(check, isAlone).then((result) => {
        // why: a failed check fails the run; its neighbours' minutes would be wasted.
        if (!result.ok) stopAll();
        return result;
      }),
    ),
  );
  const failed = results.filter((result) => !result.ok && !result.stopped);
  if (failed.length > 0) {
    console.error(`npm test failed: ${failed.map((result) => result.name).join(', ')}`);
    process.exit(1);
  }
}
console.log(`All checks passed in ${seconds(startedAll)}.`);
