// The body guard's own stream, on a bare app with routes whose handlers do not read their
// body at all: whatever the route does with the body, its deadline and a client that
// leaves mid-body end nothing but that one call (issue 35 §1).
import { connect, type AddressInfo, type Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyTimeoutPlugin } from './body-timeout.js';
import { errorHandlerPlugin } from './error-handler.js';

const GRACE_MS = 300;
let app: FastifyInstance;
let port: number;
const uncaught: unknown[] = [];
const collect = (error: unknown) => uncaught.push(error);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  process.on('uncaughtException', collect);
  app = Fastify();
  bodyTimeoutPlugin(app, { graceMs: GRACE_MS, minBytesPerSecond: 1024 * 1024 });
  errorHandlerPlugin(app);
  // why: a parser that never reads the body, as an upload that refused its first bytes.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, null));
  app.post('/late', async () => {
    await sleep(GRACE_MS * 3);
    return { answered: 'late' };
  });
  app.post('/early', async () => ({ answered: 'early' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  process.off('uncaughtException', collect);
  await app.close();
});

/** Sends the head of a POST promising `length` bytes and `body` (less than that). */
function partly(
  path: string,
  length: number,
  body: string,
): { socket: Socket; text: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  let text = '';
  socket.on('data', (chunk) => (text += chunk.toString('utf8')));
  const done = new Promise<string>((resolve) => socket.once('close', () => resolve(text)));
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-unread\r\n` +
      `Content-Length: ${length}\r\n\r\n${body}`,
  );
  return { socket, text: done };
}

describe('the body guard', () => {
  it("owns its stream's error when the deadline passes and nobody reads the body", async () => {
    const { text } = partly('/late', 100, 'abc');
    const answer = await text;
    // the route answers in its own time; the connection closes, the body never came in
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toMatch(/connection: close/i);
    expect(answer).toContain('late');
    expect(uncaught).toEqual([]);
  });

  it('owns the error of a client that leaves mid-body while nobody reads the body', async () => {
    const { socket } = partly('/late', 100, 'abc');
    await sleep(50);
    socket.destroy();
    await sleep(GRACE_MS * 4);
    expect(uncaught).toEqual([]);
  });

  it('closes a connection whose answer went out before its body, and leaves no deadline', async () => {
    const { text } = partly('/early', 100, 'abc');
    const answer = await text;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toMatch(/connection: close/i);
    await sleep(GRACE_MS * 2);
    expect(uncaught).toEqual([]);
  });
});
