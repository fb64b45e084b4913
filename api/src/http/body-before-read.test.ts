// Over a real socket: the session and the declared size are checked before the body is
// read, and a refused upload is answered while the client is still sending it.
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@portal/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNA, createTestContext, type TTestContext } from '../testing/test-context.js';

let t: TTestContext;
let port: number;
let anna: string;
let caseId: number;
let contactId: number;

beforeAll(async () => {
  t = await createTestContext();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
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
afterAll(() => t.close());

/**
 * Sends the head of a request and then `body` (not all that Content-Length promises) and
 * resolves with the status line, headers and body of the answer, or 'no answer'.
 */
function sendPartly(head: string, body: string, waitMs = 3000): Promise<string> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(answer || 'no answer');
    }, waitMs);
    socket.on('data', (data) => {
      answer += data.toString('utf8');
      if (/\r\n\r\n[\s\S]*\}$/.test(answer)) {
        clearTimeout(timer);
        socket.destroy();
        resolve(answer);
      }
    });
    socket.on('error', () => undefined);
    socket.write(head);
    socket.write(body);
  });
}

const head = (path: string, length: number, token?: string, method = 'PUT') =>
  `${method} /Rest/Pwa${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
  `Content-Length: ${length}\r\n${token ? `X-Auth-Token: ${token}\r\n` : ''}\r\n`;

describe('before the body is read', () => {
  it('answers 401 to a 96 MB upload without a token after its first kilobyte', async () => {
    const answer = await sendPartly(
      head('/customer/articles/product/request/repair', 96_000_000),
      '{"files":[{"name":"a","file":"data:image/png;base64,' + 'A'.repeat(1000),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    expect(answer).toMatch(/connection: close/i);
    expect(answer).toContain('SESSION_EXPIRED');
  });

  it('answers 413 to an ordinary call whose declared body is over its limit', async () => {
    const answer = await sendPartly(head('/customer/rentals/request/article', 300_000, anna), '{');
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain(MESSAGES.invalidInput);
  });

  it('refuses an Excel download the same way: 401 without a token, 413 over its limit', async () => {
    const path = '/customer/rentals/cases/excel';
    const anonymous = await sendPartly(head(path, 10_000, undefined, 'POST'), '{"a":"');
    expect(anonymous).toMatch(/^HTTP\/1\.1 401/);
    expect(anonymous).toContain('SESSION_EXPIRED');
    const oversize = await sendPartly(head(path, 300_000, anna, 'POST'), '{');
    expect(oversize).toMatch(/^HTTP\/1\.1 413/);
    expect(oversize).toContain(MESSAGES.invalidInput);
  });

  it('refuses an upload whose file passes the limit while the rest is still on its way', async () => {
    const start = JSON.stringify({
      sourceId: caseId,
      requestType: 'REPAIR-RENTAL',
      description: 'Te groot',
      contactId,
    }).slice(0, -1);
    const body = `${start},"files":[{"name":"groot.jpg","file":"data:image/jpeg;base64,/9j/4A${'A'.repeat(10_000_000)}`;
    const answer = await sendPartly(
      head('/customer/articles/product/request/repair', 60_000_000, anna),
      body,
      10_000,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain(MESSAGES.fileTooLarge);
    const [parts] = await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM file_parts',
    );
    expect(parts?.count).toBe(0);
  });

  it('answers an upload without a body or a content type as bad input', async () => {
    for (const headers of [{}, { 'content-type': 'application/json' }]) {
      const answer = await t.app.inject({
        method: 'PUT',
        url: '/Rest/Pwa/customer/articles/product/request/repair',
        headers: { ...headers, 'x-auth-token': anna },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ status: 'error', message: MESSAGES.invalidInput });
    }
    const untyped = await t.app.inject({
      method: 'PUT',
      url: '/Rest/Pwa/customer/articles/product/request/repair',
      headers: { 'x-auth-token': anna, 'content-type': '' },
      payload: '{"sourceId":1',
    });
    expect(untyped.statusCode).toBeLessThan(500);
  });

  it('refuses a file that is no photo or PDF after its first bytes', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script>');
    const body = `{"files":[{"name":"foto.png","file":"data:image/png;base64,${svg.toString('base64')}`;
    const answer = await sendPartly(
      head('/customer/articles/product/request/repair', 50_000_000, anna),
      body,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain(MESSAGES.fileNotSupported);
  });
});
