// The kit finds a backend that does not keep the contract: one that answers every call
// "success" with an empty object, to anyone, fails the schema, the refusals and the
// downloads, each failure with a curl line that sends its request again.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_IDS, runKit, type TKitReport } from '@portal/conformance/kit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let careless: FastifyInstance;
let report: TKitReport;
let baseUrl: string;
const outDir = mkdtempSync(join(tmpdir(), 'portal-conformance-failures-'));

beforeAll(async () => {
  careless = Fastify();
  careless.post('/Rest/Pwa/auth/login', async () => ({
    status: 'success',
    message: null,
    response: null,
    auth: {
      token: 'token',
      fullName: 'Iemand',
      userId: 1,
      roles: ['customer'],
      permissions: { '*': 2 },
      environment: 'customer-portal',
    },
  }));
  careless.get('/Rest/Pwa/auth/identify', async () => ({
    status: 'success',
    message: null,
    response: {
      fullName: 'Iemand',
      userId: 1,
      roles: ['customer'],
      permissions: { '/rentals': 1 },
      environment: 'customer-portal',
    },
  }));
  careless.all('/Rest/Pwa/*', async () => ({ status: 'success', message: null, response: {} }));
  baseUrl = await careless.listen({ port: 0, host: '127.0.0.1' });
  const account = { user: 'iemand@example.org', password: 'x' };
  report = await runKit({
    baseUrl,
    main: account,
    other: account,
    levelOne: account,
    ids: DEMO_IDS,
    writes: false,
    outDir,
    only: null,
  });
});
afterAll(async () => {
  await careless.close();
  rmSync(outDir, { recursive: true, force: true });
});

describe('the conformance kit against a backend that does not keep the contract', () => {
  const failed = (pattern: RegExp) =>
    report.failures.filter((failure) => failure.tier === 'MUST' && pattern.test(failure.check));

  it("fails the answers that do not match the call's schema", () => {
    const schema = failed(/matches the call's response schema/);
    expect(schema.map(({ call }) => call)).toContain('POST /customer/rentals/cases');
  });

  it('fails each call that answers without a token or to an account without the level', () => {
    expect(failed(/401/).length).toBeGreaterThan(50);
    expect(failed(/403/).map(({ call }) => call)).toContain('POST /customer/articles/overview');
  });

  it('fails the downloads that answer JSON instead of the file', () => {
    expect(failed(/answers the file as/).map(({ call }) => call)).toContain(
      'POST /customer/rentals/cases/excel',
    );
  });

  it('gives each failure a curl line that sends its request again', () => {
    const failure = failed(/401/)[0];
    expect(failure?.curl).toMatch(new RegExp(`^curl -sS -i -X \\w+ '${baseUrl}/Rest/Pwa/`));
    const signedIn = failed(/matches the call's response schema/)[0];
    // the token as a shell variable, never the token itself
    expect(signedIn?.curl).toContain('-H "X-Auth-Token: $TOKEN_A"');
    expect(signedIn?.curl).not.toMatch(/: token\b/);
    const junit = readFileSync(report.files.junit, 'utf8');
    expect(junit).toMatch(/<testsuite name="MUST" tests="\d+" failures="[1-9]\d*"/);
    expect(junit).toContain('curl -sS -i');
  });
});
