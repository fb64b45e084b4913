// The attacks of the hostile-clients suite (issue 35 §3): Debian's slowhttptest, and raw
// sockets for what it cannot do (a signed-in slow body, an answer held open after it came,
// bodies cut short, downloads dropped, huge and deep inputs). Each attack keeps what the
// server answered, so the test can tell a refusal from a failure.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { REPO_ROOT } from './paths.js';
import { sleep } from './processes.js';

const SLOWHTTPTEST = '/usr/bin/slowhttptest';

/**
 * Runs slowhttptest with `args` for `seconds`; resolves when it has ended (its sockets
 * closed). why nice: an attacker's machine is not the server's; on this one its CPU would
 * otherwise be taken from the api it attacks (4 of them at 300 connections use a core).
 */
export function slowhttptest(args: string[], seconds: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const command = [SLOWHTTPTEST, ...args, '-l', String(seconds), '-p', '3'];
    const child = spawn('nice', ['-n', '15', ...command], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', () => resolve(output));
  });
}

/** The largest script of the built shell (the 453 KB shared chunk when this was written). */
export function largestShellAsset(): { path: string; bytes: number } {
  const folder = join(REPO_ROOT, 'shell', 'dist', 'assets');
  const [largest] = readdirSync(folder)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ path: `/assets/${name}`, bytes: statSync(join(folder, name)).size }))
    .sort((a, b) => b.bytes - a.bytes);
  if (!largest) throw new Error(`${folder} holds no script: build the shell first`);
  return largest;
}

/** The sockets the api on `port` holds open with a client (not yet closed on its side). */
export function openServerSockets(port: number): number {
  const listed = spawnSync(
    'ss',
    ['-Htn', 'state', 'established', 'state', 'close-wait', `sport = :${port}`],
    { encoding: 'utf8' },
  );
  return listed.stdout.split('\n').filter((line) => line.trim() !== '').length;
}

/** `values` sorted, the `p`-th percentile (0-100). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export type TProbe = {
  /** Milliseconds of each identify. */
  identify: number[];
  /** What went wrong (a status other than 200, a connection error). */
  failures: string[];
  stop(): Promise<void>;
};

/**
 * The other organisation's user: identify and a list, one after the other, every 200 ms,
 * on a keep-alive connection of its own (closed by stop()).
 */
export function probe(base: string, token: string): TProbe {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const result: TProbe = { identify: [], failures: [], stop: async () => {} };
  let running = true;
  const loop = (async () => {
    while (running) {
      const tick = sleep(200);
      const started = performance.now();
      const identify = await send(agent, base, 'GET', '/Rest/Pwa/auth/identify', token);
      result.identify.push(performance.now() - started);
      const list = await send(agent, base, 'POST', '/Rest/Pwa/customer/rentals/cases', token, {
        tabType: 'active',
        filters: { limitOffset: 1, limitRows: 10 },
      });
      for (const [name, status] of [
        ['identify', identify],
        ['list', list],
      ] as const) {
        if (status !== 200) result.failures.push(`${name}: ${status}`);
      }
      await tick;
    }
  })();
  result.stop = async () => {
    running = false;
    await loop;
    agent.destroy();
  };
  return result;
}

/** One call; answers its status, or the error's code as text. */
function send(
  agent: Agent,
  base: string,
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<number | string> {
  return new Promise((resolve) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const call = request(
      `${base}${path}`,
      {
        method,
        agent,
        headers: {
          'x-auth-token': token,
          ...(text ? { 'content-type': 'application/json' } : {}),
        },
      },
      (answer) => {
        answer.resume();
        answer.once('end', () => resolve(answer.statusCode ?? 0));
        answer.once('error', (error) => resolve(String(error)));
      },
    );
    call.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? String(error)));
    call.end(text);
  });
}

/** A raw connection to the api; errors are the attack's business, never the test's. */
export function rawSocket(port: number): Socket {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  return socket;
}

/** The head of a call with a body of `length` bytes, or chunked when `length` is null. */
export function callHead(
  method: string,
  path: string,
  length: number | null,
  token?: string,
): string {
  return (
    `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
    (length === null ? 'Transfer-Encoding: chunked\r\n' : `Content-Length: ${length}\r\n`) +
    (token ? `X-Auth-Token: ${token}\r\n` : '') +
    '\r\n'
  );
}

/** The status of the first answer that comes on `socket` (0 if none came before it closed). */
export function firstStatus(socket: Socket): Promise<number> {
  return new Promise((resolve) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(text);
      if (match) {
        socket.off('data', onData);
        resolve(Number(match[1]));
      }
    };
    socket.on('data', onData);
    socket.once('close', () => resolve(0));
  });
}

/**
 * A body sent one byte a second on a connection of its own, until the server ends it;
 * answers the status it answered (408 expected) once the connection closed.
 */
export function trickleBody(port: number, head: string, body: string): Promise<number> {
  const socket = rawSocket(port);
  const status = firstStatus(socket);
  socket.write(head);
  let at = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || at >= body.length - 1) return;
    socket.write(body[at] ?? ' ');
    at += 1;
  }, 1_000);
  return new Promise((resolve) =>
    socket.once('close', () => {
      clearInterval(timer);
      void status.then(resolve);
    }),
  );
}
