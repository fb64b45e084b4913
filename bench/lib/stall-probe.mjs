// The stall probe every benchmark of a heavy path shares (lists, management): identify
// probed beside a constant server while a load generator and downloads run, the load in a
// process of its own, and an Excel download timed to its first byte and its end.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { ownConnection, timed } from './measure.mjs';
import { REPO_ROOT } from './portal-server.mjs';

/**
 * Downloads an Excel (POST `path` with `body`); first byte, total, bytes. Throws unless it
 * is a spreadsheet that starts as a zip.
 */
export async function downloadExcel(baseUrl, token, path, body) {
  const began = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'x-auth-token': token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(120_000),
  });
  if (response.status !== 200 || !response.headers.get('content-type')?.includes('spreadsheet')) {
    throw new Error(`Excel answered ${response.status} ${await response.text()}`);
  }
  let firstByteMs = null;
  let bytes = 0;
  let head = null;
  for await (const chunk of response.body) {
    firstByteMs ??= performance.now() - began;
    head ??= Buffer.from(chunk).subarray(0, 2).toString('latin1');
    bytes += chunk.byteLength;
  }
  if (head !== 'PK') throw new Error('The Excel is not a zip file');
  return { firstByteMs, totalMs: performance.now() - began, bytes };
}

/**
 * Identify on the portal and the constant server's answer (lib/constant-server.mjs), in pairs
 * 10 ms apart, until `stop(count)`: the constant server has nothing else to do, so what the load
 * adds to its time is what this machine's CPU adds to any answer, the api's own thread aside.
 */
export async function probeIdentify(baseUrl, token, constantUrl, stop) {
  const samples = [];
  const constant = [];
  const portal = ownConnection();
  const constantServer = ownConnection();
  const identify = async () =>
    samples.push(
      await timed(() => portal.call(baseUrl, 'GET', '/Rest/Pwa/auth/identify', { token })),
    );
  const constantAnswer = async () =>
    constant.push(await timed(() => constantServer.call(constantUrl, 'POST', '')));
  try {
    while (!stop(samples.length)) {
      // why: in a random order, so that neither always goes first after the pause.
      const inTurn = Math.random() < 0.5 ? [identify, constantAnswer] : [constantAnswer, identify];
      for (const probe of inTurn) await probe();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    portal.close();
    constantServer.close();
  }
  return { samples, constant };
}

/**
 * Load from a process of its own (lib/load.mjs), at `niceness` (0 normal); stop() ends it
 * early and resolves its result.
 */
export function startLoad(options, niceness = 0) {
  const child = spawn(
    process.execPath,
    [join(REPO_ROOT, 'bench', 'lib', 'load.mjs'), JSON.stringify(options)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  if (niceness) setPriority(child.pid, niceness);
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  const done = new Promise((resolve, reject) => {
    child.once('exit', () => {
      try {
        resolve(JSON.parse(output.trim().split('\n').at(-1)));
      } catch {
        reject(new Error(`The load generator answered no result: ${output}`));
      }
    });
  });
  process.once('exit', () => child.kill('SIGKILL'));
  return {
    stop() {
      child.kill('SIGTERM');
      return done;
    },
  };
}
