// Slow readers (issue 35 §4) over real sockets: an asset larger than what the kernel's
// buffers take at once on loopback (~4 MB), read too slowly or not at all, has its socket
// ended; read at full speed, it arrives whole. The deadlines are lowered so that each
// passes within a few seconds; the production figures are ANSWER_DEADLINES.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TTestContext } from '../testing/test-context.js';
import { ANSWER_DEADLINES, overDeadline } from './answer-deadline.js';

const ASSET_BYTES = 16 * 1024 * 1024;
const builds = mkdtempSync(join(tmpdir(), 'portal-answer-deadline-'));
const ASSET = '/assets/groot-Ab12Cd34.js';

let t: TTestContext;
let ports: { rate: number; idle: number };
const apps: FastifyInstance[] = [];

async function listening(app: FastifyInstance): Promise<number> {
  apps.push(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as AddressInfo).port;
}

beforeAll(async () => {
  mkdirSync(join(builds, 'shell', 'dist', 'assets'), { recursive: true });
  writeFileSync(join(builds, 'shell', 'dist', 'index.html'), '<!doctype html><title>P</title>');
  // why: random bytes, so that nothing on the way makes them smaller.
  writeFileSync(join(builds, 'shell', 'dist', ASSET), randomBytes(ASSET_BYTES));
  t = await createTestContext({ buildsRoot: builds });
  ports = {
    // the rate: 2 MB/s after 0.5 s; the kernel's ~4 MB are owed after ~2.5 s
    rate: await listening(
      await t.buildAppWith({
        answerGraceMs: 500,
        answerMinBytesPerSecond: 2 * 1024 * 1024,
        answerIdleWriteMs: 60_000,
      }),
    ),
    // not a byte taken for 1 s
    idle: await listening(
      await t.buildAppWith({
        answerGraceMs: 60_000,
        answerMinBytesPerSecond: 1,
        answerIdleWriteMs: 1_000,
      }),
    ),
  };
});
afterAll(async () => {
  await t.close();
  rmSync(builds, { recursive: true, force: true });
});

type TRead = { bytes: number; ended: 'end' | 'reset' | 'close'; ms: number };

/**
 * GETs the asset over a raw socket and reads `perTick` bytes every 50 ms (Infinity: as fast
 * as it comes, 0: nothing for 3 s, then all there is: a paused socket does not see its
 * reset); answers how much came and how the server ended it.
 */
function readAsset(port: number, perTick: number): Promise<TRead> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    const count = (chunk: Buffer) => (bytes += chunk.length);
    let bytes = 0;
    let ended: TRead['ended'] = 'close';
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET') ended = 'reset';
    });
    socket.once('end', () => (ended = 'end'));
    socket.write(`GET ${ASSET} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    if (perTick === Infinity) socket.on('data', count);
    else socket.pause();
    const slowly = () => {
      let left = perTick;
      while (left > 0) {
        const chunk = socket.read(Math.min(left, socket.readableLength || 1)) as Buffer | null;
        if (!chunk) break;
        count(chunk);
        left -= chunk.length;
      }
    };
    const timer =
      perTick === 0
        ? setTimeout(() => socket.on('data', count).resume(), 3_000)
        : perTick !== Infinity
          ? setInterval(slowly, 50)
          : undefined;
    socket.once('close', () => {
      clearInterval(timer);
      clearTimeout(timer);
      resolve({ bytes, ended, ms: Date.now() - started });
    });
  });
}

describe('an answer its client does not read', () => {
  it('is ended once it is read slower than the minimum rate', async () => {
    // 2 KB every 50 ms: 40 KB/s, a fiftieth of this app's floor
    const read = await readAsset(ports.rate, 2 * 1024);
    expect(read.ended).toBe('reset');
    expect(read.bytes).toBeLessThan(ASSET_BYTES);
    expect(read.ms).toBeLessThan(20_000);
  });

  it('is ended once not a byte of it is taken for the idle time', async () => {
    const read = await readAsset(ports.idle, 0);
    // why: a reset that came while the client did not read reads as the end on Linux.
    expect(read.ended).not.toBe('close');
    expect(read.bytes).toBeLessThan(ASSET_BYTES);
    expect(read.ms).toBeLessThan(20_000);
  });

  it('arrives whole when it is read at the speed it comes, on the same apps', async () => {
    for (const port of [ports.rate, ports.idle]) {
      const read = await readAsset(port, Infinity);
      expect(read.ended).toBe('end');
      // the head and the whole asset
      expect(read.bytes).toBeGreaterThan(ASSET_BYTES);
    }
  });
});

describe('the rule', () => {
  const options = {
    graceMs: ANSWER_DEADLINES.graceMs,
    minBytesPerSecond: ANSWER_DEADLINES.minBytesPerSecond,
    idleWriteMs: ANSWER_DEADLINES.idleWriteMs,
  };
  const at = (waitedMs: number, taken: number, sinceProgressMs = 0) =>
    overDeadline({ waitedMs, taken, takenBefore: 0, lastProgressAt: -sinceProgressMs }, 0, options);

  it('never cuts a phone on 3G (50 KB/s), also when it stalls after reading', () => {
    for (const seconds of [1, 10, 60, 200, 600])
      expect(at(seconds * 1000, seconds * 50 * 1024)).toBe(null);
    // 2 MB at 50 KB/s in 40 s, then 60 s in a tunnel: its average still covers the floor
    expect(at(100_000, 2 * 1024 * 1024, 14_000)).toBe(null);
  });

  it('gives the grace period to anyone, and cuts a reader below 8 KB/s after it', () => {
    expect(at(9_000, 0, 9_000)).toBe(null);
    expect(at(60_000, 60 * 4 * 1024)).toBe('too slow');
    expect(at(20_000, 10 * 1024 * 1024, 15_000)).toBe('idle');
  });
});
