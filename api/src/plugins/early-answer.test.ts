// Issue 35 §1, over real sockets: a call answered before its body is in (a refused upload,
// a body over its limit, a text field over its size) leaves nothing behind that can end
// the process later, whether the client holds its socket open after the answer or closes
// it. Before the fix the body guard's stream was destroyed at the body's deadline with an
// error nobody listened to, and the process exited 'grace + declared size / 8 KB/s' later.
import { connect, type AddressInfo, type Socket } from 'node:net';
import { MESSAGES } from '@portal/shared/rules';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offendingLogLines } from '../testing/log-gate.js';
import { ANNA, createTestContext, type TTestContext } from '../testing/test-context.js';

/** Short deadlines, so that every body's deadline passes within this test. */
const GRACE_MS = 1_500;
const MIN_BYTES_PER_SECOND = 2 * 1024 * 1024;

let t: TTestContext;
let app: FastifyInstance;
let port: number;
let anna: string;
let caseId: number;
let contactId: number;
const uncaught: unknown[] = [];
const collect = (error: unknown) => uncaught.push(error);

beforeAll(async () => {
  process.on('uncaughtException', collect);
  t = await createTestContext();
  app = await t.buildAppWith({
    bodyGraceMs: GRACE_MS,
    bodyMinBytesPerSecond: MIN_BYTES_PER_SECOND,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
  anna = await t.login(ANNA);
  const [rental] = await t.db.query<{ id: number }>(
    "SELECT id FROM rental_cases WHERE barcode = 'VH-DEMO-0001'",
  );
  const [contact] = await t.db.query<{ id: number }>(
    'SELECT c.id FROM contacts c JOIN users u ON u.id = c.user_id WHERE u.email = $1',
    [ANNA],
  );
  caseId = rental?.id ?? 0;
  contactId = contact?.id ?? 0;
});
afterAll(async () => {
  process.off('uncaughtException', collect);
  await t.close();
});

type TEarlyCall = {
  /** The answer's head and body, once it is complete (or whatever came before the end). */
  answer: Promise<string>;
  /** Resolves when the server closed the connection. */
  closedByServer: Promise<void>;
  socket: Socket;
};

/**
 * Sends `head` and then `parts` (one after another, waiting for the socket to drain) and
 * stops sending once an answer starts coming in; the rest of the body never comes.
 */
function earlyCall(head: string, parts: Iterable<string>): TEarlyCall {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  let text = '';
  let resolveAnswer: (text: string) => void = () => undefined;
  const answer = new Promise<string>((resolve) => (resolveAnswer = resolve));
  const closedByServer = new Promise<void>((resolve) => {
    socket.once('end', resolve);
    socket.once('close', resolve);
  });
  socket.on('data', (chunk) => {
    text += chunk.toString('utf8');
    if (/\r\n\r\n[\s\S]*\}$/.test(text)) resolveAnswer(text);
  });
  socket.once('close', () => resolveAnswer(text));
  void (async () => {
    socket.write(head);
    for (const part of parts) {
      if (text || socket.destroyed) return;
      if (!socket.write(part)) {
        await Promise.race([
          new Promise((resolve) => socket.once('drain', resolve)),
          answer,
          closedByServer,
        ]);
      }
    }
  })();
  return { answer, closedByServer, socket };
}

const lengthHead = (method: string, path: string, length: number, token?: string) =>
  `${method} /Rest/Pwa${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
  `Content-Length: ${length}\r\n${token ? `X-Auth-Token: ${token}\r\n` : ''}\r\n`;

const chunkedHead = (method: string, path: string, token?: string) =>
  `${method} /Rest/Pwa${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
  `Transfer-Encoding: chunked\r\n${token ? `X-Auth-Token: ${token}\r\n` : ''}\r\n`;

/** `text` as HTTP chunks of at most `size` characters, without the final empty chunk. */
function* chunks(text: string, size = 16 * 1024): Generator<string> {
  for (let at = 0; at < text.length; at += size) {
    const piece = text.slice(at, at + size);
    yield `${Buffer.byteLength(piece).toString(16)}\r\n${piece}\r\n`;
  }
}

/** `text` in pieces of `size` characters (a body of a declared length). */
function* pieces(text: string, size = 256 * 1024): Generator<string> {
  for (let at = 0; at < text.length; at += size) yield text.slice(at, at + size);
}

/** `total` bytes of a JSON list body in chunks, generated as they are sent. */
function* endlessListBody(total: number): Generator<string> {
  yield* chunks('{"tabType":"active","filters":{"limitOffset":1,"limitRows":10},"x":"');
  const piece = 'x'.repeat(64 * 1024);
  for (let sent = 0; sent < total; sent += piece.length) yield* chunks(piece, piece.length);
}

function repairStart(fields: Record<string, unknown>): string {
  const base = { sourceId: caseId, requestType: 'REPAIR-RENTAL', contactId, ...fields };
  return JSON.stringify(base).slice(0, -1);
}

/** The early answers of issue 35, each held open after its answer or closed at once. */
function hostileCalls(): { name: string; call: () => TEarlyCall; expected: (RegExp | string)[] }[] {
  const longDescription = `${repairStart({ description: 'x'.repeat(200 * 1024) })},"files":[]}`;
  const notAPhoto = `${repairStart({ description: 'Kapot' })},"files":[{"name":"foto.png","file":"data:image/png;base64,${'A'.repeat(400 * 1024)}"}]}`;
  const tooLarge = `${repairStart({ description: 'Te groot' })},"files":[{"name":"groot.jpg","file":"data:image/jpeg;base64,/9j/4A${'A'.repeat(10_000_002 - 6)}"}]}`;
  const login = `{"emailaddress":"iemand@example.nl","password":"${'p'.repeat(40 * 1024)}`;
  const repair = '/customer/articles/product/request/repair';
  return [
    {
      name: 'repair with a 200 KB description, all but ~3.5 KB sent',
      call: () =>
        earlyCall(lengthHead('PUT', repair, Buffer.byteLength(longDescription), anna), [
          longDescription.slice(0, -3_500),
        ]),
      expected: [/^HTTP\/1\.1 200/, MESSAGES.invalidValue],
    },
    {
      name: 'chunked sign-in of 40 KB without its final chunk, no token',
      call: () => earlyCall(chunkedHead('POST', '/auth/login'), chunks(login)),
      expected: [/^HTTP\/1\.1 413/],
    },
    {
      name: 'repair with a 400 KB file that is no photo',
      call: () =>
        earlyCall(lengthHead('PUT', repair, Buffer.byteLength(notAPhoto), anna), [notAPhoto]),
      expected: [/^HTTP\/1\.1 200/, MESSAGES.fileNotSupported],
    },
    {
      name: 'repair with a photo of 10,000,002 characters',
      call: () =>
        earlyCall(lengthHead('PUT', repair, Buffer.byteLength(tooLarge), anna), pieces(tooLarge)),
      expected: [/^HTTP\/1\.1 200/, MESSAGES.fileTooLarge],
    },
    {
      name: 'chunked list body of 90 MB',
      call: () =>
        earlyCall(
          chunkedHead('POST', '/customer/rentals/cases', anna),
          endlessListBody(90 * 1024 * 1024),
        ),
      expected: [/^HTTP\/1\.1 413/],
    },
  ];
}

/** The longest body deadline of the calls above (the 10 MB photo's), and some room. */
const ALL_DEADLINES_MS = GRACE_MS + (12_000_000 / MIN_BYTES_PER_SECOND) * 1000 + 1_500;

describe('an answer before the body is in', () => {
  it('leaves nothing that ends the process, held open or closed after the answer', async () => {
    const held: TEarlyCall[] = [];
    for (const { name, call, expected } of hostileCalls()) {
      for (const closeAfterAnswer of [false, true]) {
        const early = call();
        const answer = await early.answer;
        for (const pattern of expected) {
          if (typeof pattern === 'string') expect(answer, name).toContain(pattern);
          else expect(answer, name).toMatch(pattern);
        }
        expect(answer, name).toMatch(/connection: close/i);
        if (closeAfterAnswer) early.socket.destroy();
        else held.push(early);
      }
    }
    // the server closes every connection whose body it did not read, held open or not
    await Promise.all(held.map((early) => early.closedByServer));
    await new Promise((resolve) => setTimeout(resolve, ALL_DEADLINES_MS));
    expect(uncaught).toEqual([]);
    const identify = await fetch(`http://127.0.0.1:${port}/Rest/Pwa/auth/identify`, {
      headers: { 'x-auth-token': anna },
    });
    expect(identify.status).toBe(200);
  });

  it('is no error when the client leaves mid-body: the call ends there, nothing is logged', async () => {
    const photo = `${repairStart({ description: 'Weg' })},"files":[{"name":"foto.jpg","file":"data:image/jpeg;base64,/9j/4A${'A'.repeat(600_000)}"}]}`;
    const list = '{"tabType":"active","filters":{"limitOffset":1,"limitRows":10}}';
    const repair = '/customer/articles/product/request/repair';
    const halves = [
      earlyCall(lengthHead('PUT', repair, Buffer.byteLength(photo), anna), [
        photo.slice(0, 300_000),
      ]),
      earlyCall(lengthHead('POST', '/customer/rentals/cases', list.length, anna), [
        list.slice(0, 30),
      ]),
      earlyCall(chunkedHead('POST', '/auth/login'), chunks('{"emailaddress":"iemand@example.nl"')),
    ];
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const half of halves) half.socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(offendingLogLines()).toEqual([]);
    expect(uncaught).toEqual([]);
    const [parts] = await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM file_parts',
    );
    expect(parts?.count).toBe(0);
  });
});
