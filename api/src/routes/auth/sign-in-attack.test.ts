// Issue 24 finding 1, tried again as an attacker would, over real sockets: strangers on
// eight addresses (127.0.0.2-9) keep sending wrong passwords for the owner's account while
// she signs in every second from her own client; she gets in every time, within a few
// seconds, and the strangers' guesses stay few (api/src/auth/README.md "Sign-in").
import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_ANSWER_FLOOR_MS } from '../../config.js';
import { SIGN_IN_FAILURES } from '../../auth/login-policy.js';
import { throttleKey } from '../../repositories/throttle-repository.js';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.js';
import { ANNA, createTestContext, type TTestContext } from '../../testing/test-context.js';
import type { FastifyInstance } from 'fastify';

let t: TTestContext;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  t = await createTestContext();
  // why: as in production, a refused sign-in answers no sooner than the floor.
  app = await t.buildAppWith({ loginAnswerFloorMs: DEFAULT_LOGIN_ANSWER_FLOOR_MS });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

type TAnswer = { status: string; headers: IncomingHttpHeaders; ms: number };

/** POST /auth/login from `localAddress` (a client address of this machine). */
function signIn(localAddress: string, password: string, cookie?: string): Promise<TAnswer> {
  const began = performance.now();
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: '/Rest/Pwa/auth/login',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () =>
          resolve({
            status: (JSON.parse(text) as { status: string }).status,
            headers: response.headers,
            ms: performance.now() - began,
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(JSON.stringify({ emailaddress: ANNA, password }));
  });
}

describe('a stranger guessing the owner\u2019s password', () => {
  it('never keeps her from signing in, and gets few guesses', async () => {
    // the owner signed in before, here, in her browser
    const first = await signIn('127.0.0.1', DEMO_PASSWORD);
    expect(first.status).toBe('success');
    const cookie = String(first.headers['set-cookie']).split(';')[0] ?? '';

    let attacking = true;
    let guesses = 0;
    const attacker = async (address: string) => {
      while (attacking) {
        const answer = await signIn(address, `Gok-${guesses}`);
        expect(answer.status).toBe('error');
        guesses += 1;
      }
    };
    const attackers = [2, 3, 4, 5, 6, 7, 8, 9].map((n) => attacker(`127.0.0.${n}`));
    const owner: TAnswer[] = [];
    try {
      // why: the strangers first use up what the account allows unknown clients.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      for (let n = 0; n < 6; n += 1) {
        // every other try from another address: her browser is known by its cookie there
        owner.push(await signIn(n % 2 === 0 ? '127.0.0.1' : '127.0.0.10', DEMO_PASSWORD, cookie));
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    } finally {
      attacking = false;
      await Promise.all(attackers);
    }
    expect(owner.map((answer) => answer.status)).toEqual(Array(6).fill('success'));
    expect(Math.max(...owner.map((answer) => answer.ms))).toBeLessThan(3_000);
    // an unknown client, even with the right password, waits like the strangers
    expect((await signIn('127.0.0.11', DEMO_PASSWORD)).status).toBe('error');

    // of all the strangers' guesses, only the free ones of unknown clients and one more
    // had their password checked
    const [anna] = await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      ANNA,
    ]);
    const [counted] = await t.db.query<{ failures: number }>(
      'SELECT failures FROM auth_throttle WHERE key = $1',
      [throttleKey('login-unknown-clients', `user:${anna?.id ?? 0}`)],
    );
    expect(guesses).toBeGreaterThan(40);
    expect(counted?.failures).toBe(SIGN_IN_FAILURES.unknownClients.freeFailures + 1);
  });
});
