// Issue 24 finding 2, tried again over real sockets: one account opens list and Excel calls
// whose bodies arrive one byte at a time; another organisation's lists and Excel downloads
// answer normally meanwhile (the slow calls hold no lane slot: they take one only once
// their body is in), and a body that keeps trickling is cut off with 408.
import { connect, type AddressInfo, type Socket } from 'node:net';
import { MESSAGES } from '@portal/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNA, CARLA, createTestContext, type TTestContext } from '../testing/test-context.js';

let t: TTestContext;
let port: number;
let anna: string;
let carla: string;

/** Long enough that the slow bodies below are still trickling when the check is done. */
const GRACE_MS = 20_000;

beforeAll(async () => {
  t = await createTestContext({ bodyGraceMs: GRACE_MS });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
  anna = await t.login(ANNA);
  carla = await t.login(CARLA);
});
afterAll(() => t.close());

type TSlowCall = { socket: Socket; answer: Promise<string>; stop: () => void };

/** A POST whose body goes out one byte every `everyMs`; `answer` is what came back. */
function slowPost(path: string, body: string, token: string, everyMs: number): TSlowCall {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  let text = '';
  const answer = new Promise<string>((resolve) => {
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.on('close', () => resolve(text));
  });
  socket.write(
    `POST /Rest/Pwa${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nX-Auth-Token: ${token}\r\n\r\n`,
  );
  let sent = 0;
  const timer = setInterval(() => {
    if (sent >= body.length || socket.destroyed) return clearInterval(timer);
    socket.write(body[sent] ?? '');
    sent += 1;
  }, everyMs);
  return {
    socket,
    answer,
    stop: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

const LIST_BODY = JSON.stringify({ tabType: 'active', filters: { limitOffset: 1, limitRows: 10 } });
const EXCEL_BODY = JSON.stringify({ tabType: 'active', filters: {} });

describe('slow bodies', () => {
  it("hold no lane slot: another organisation's lists and Excel answer at once", async () => {
    // more slow calls than either lane has slots (4 lists, 2 exports on PGlite)
    const slow = [
      ...Array.from({ length: 6 }, () =>
        slowPost('/customer/rentals/cases', LIST_BODY, anna, 1_000),
      ),
      ...Array.from({ length: 3 }, () =>
        slowPost('/customer/rentals/cases/excel', EXCEL_BODY, anna, 1_000),
      ),
    ];
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const began = performance.now();
      const base = `http://127.0.0.1:${port}/Rest/Pwa`;
      const post = (path: string, body: string) =>
        fetch(`${base}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-auth-token': carla },
          body,
        });
      const answers = await Promise.all([
        ...Array.from({ length: 5 }, () => post('/customer/rentals/cases', LIST_BODY)),
        post('/customer/rentals/cases/excel', EXCEL_BODY),
        post('/customer/rentals/cases/excel', EXCEL_BODY),
      ]);
      const seconds = (performance.now() - began) / 1000;
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
      const list = (await answers[0]?.json()) as { status: string };
      expect(list.status).toBe('success');
      expect(answers[5]?.headers.get('content-type')).toContain('spreadsheet');
      expect((await answers[5]?.arrayBuffer())?.byteLength).toBeGreaterThan(1_000);
      // the slow calls are all still sending: none of them was answered or cut off
      expect(slow.every(({ socket }) => !socket.destroyed)).toBe(true);
      // why: a slot held by a slow body made these wait 15 s and answer 503 before.
      expect(seconds).toBeLessThan(GRACE_MS / 1000 / 2);
    } finally {
      for (const call of slow) call.stop();
    }
  });

  it('cuts a body that keeps trickling off with 408 and closes the connection', async () => {
    const quick = await t.buildAppWith({ bodyGraceMs: 1_000 });
    await quick.listen({ host: '127.0.0.1', port: 0 });
    const quickPort = (quick.server.address() as AddressInfo).port;
    const saved = port;
    port = quickPort;
    try {
      const began = performance.now();
      const call = slowPost('/customer/rentals/cases', LIST_BODY, anna, 300);
      const answer = await call.answer;
      const seconds = (performance.now() - began) / 1000;
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(answer).toMatch(/connection: close/i);
      expect(answer).toContain(MESSAGES.connectionTooSlow);
      // the grace period plus the time its 70-odd bytes need at 8 KB/s, not the whole body
      expect(seconds).toBeGreaterThan(0.9);
      expect(seconds).toBeLessThan(LIST_BODY.length * 0.3);
    } finally {
      port = saved;
    }
  });
});
