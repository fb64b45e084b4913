// Builds the app in-process on a fresh, seeded database for one test file, with helpers to
// sign in and call. Low scrypt cost; answers are checked against the call schemas.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TPermissions } from '@portal/shared/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { hashPassword } from '../auth/password-hash.js';
import { readConfig, type TConfig } from '../config.js';
import type { TDatabase } from '../db/database.js';
import { readOutbox, type TOutboxMail } from '../mail/outbox-reader.js';
import { createUser } from '../repositories/users-repository.js';
import { DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { seedDemo } from '../seed/demo-seed.js';
import { gatedLogger } from './log-gate.js';
import { openSeededTestDatabase, openTestDatabase, TEST_SCRYPT_COST } from './test-database.js';

export { TEST_SCRYPT_COST };
export const ANNA = 'beheerder@delinde.nl';
export const BRAM = 'medewerker@delinde.nl';
export const CARLA = 'beheerder@thuiszorgoost.nl';

export type TEnvelope = {
  status: string;
  message: string | null;
  response: unknown;
  auth?: { token: string };
};

export type TTestContext = {
  app: FastifyInstance;
  db: TDatabase;
  config: TConfig;
  /** Signs in (demo password by default) and returns the session token. */
  login(email: string, password?: string): Promise<string>;
  /**
   * Adds a customer of Zorggroep De Linde with exactly `permissions` (the demo password),
   * signs in as them and returns the session token.
   */
  loginWith(email: string, permissions: TPermissions): Promise<string>;
  /** Calls /Rest/Pwa<path> with an optional token and JSON body. */
  call(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    options?: {
      token?: string;
      body?: unknown;
      headers?: Record<string, string>;
      /** The client address the call comes from (throttling). */
      remoteAddress?: string;
    },
  ): Promise<TAnswer>;
  outbox(): TOutboxMail[];
  /** Waits for the work that runs after answers (e.g. the reset mail of forgot). */
  settled(): Promise<void>;
  /** Another app on the same database, e.g. with a different configuration. */
  buildAppWith(overrides: Partial<TConfig>): Promise<FastifyInstance>;
  close(): Promise<void>;
};

export type TAnswer = { statusCode: number; json: TEnvelope; raw: LightMyRequestResponse };

export async function createTestContext(
  overrides: Partial<TConfig> = {},
  options: { beforeReady?: (app: FastifyInstance) => void } = {},
): Promise<TTestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-api-test-'));
  const config: TConfig = {
    ...readConfig({}),
    dataDir,
    databaseUrl: null,
    smtpUrl: null,
    outboxDir: join(dataDir, 'outbox'),
    publicUrl: 'http://portal.test',
    buildsRoot: join(dataDir, 'builds'),
    releasesDir: join(dataDir, 'releases'),
    remotesManifestPath: null,
    scryptCost: TEST_SCRYPT_COST,
    // why: refused logins are padded to a fixed time in production; tests measure it alone.
    loginAnswerFloorMs: 0,
    // why: tests change sessions, rights and accounts in the database behind the api's
    // back, as the admin CLI does, and expect the next call to see it; the cache itself is
    // tested with it on (session-cache.test.ts, plugins/session-auth.test.ts).
    sessionCacheMs: 0,
    checkResponses: true,
    // why: a test that wants housekeeping runs it itself (service/housekeeping.test.ts).
    housekeepingIntervalMs: 0,
    // why: a test that wants the request mails sent sends them itself (request-mail-sender.test.ts).
    mailSendIntervalMs: 0,
    ...overrides,
  };
  // why: the run's seeded copy holds hashes at the test cost; a file that asks for another
  // cost seeds its own.
  const copied = config.scryptCost === TEST_SCRYPT_COST ? await openSeededTestDatabase() : null;
  const database = copied ?? (await openTestDatabase());
  const { db } = database;
  if (!copied) await seedDemo(db, config);
  const apps: FastifyInstance[] = [];
  const buildAppWith = async (more: Partial<TConfig>) => {
    const built = await buildApp({ config: { ...config, ...more }, db, logger: gatedLogger() });
    apps.push(built);
    return built;
  };
  const app = await buildAppWith({});
  options.beforeReady?.(app);
  await app.ready();

  const call: TTestContext['call'] = async (
    method,
    path,
    { token, body, headers, remoteAddress } = {},
  ) => {
    const request: InjectOptions = {
      method,
      url: `/Rest/Pwa${path}`,
      headers: { ...headers },
      ...(remoteAddress ? { remoteAddress } : {}),
    };
    if (token) request.headers = { ...request.headers, 'x-auth-token': token };
    if (body !== undefined) request.payload = body as InjectOptions['payload'];
    const raw = await app.inject(request);
    return { statusCode: raw.statusCode, json: raw.json<TEnvelope>(), raw };
  };

  let signIns = 0;
  async function login(email: string, password = DEMO_PASSWORD): Promise<string> {
    // why: each sign-in from its own address, so the per-address limit never trips here.
    signIns += 1;
    const remoteAddress = `10.${Math.floor(signIns / 65536) % 256}.${Math.floor(signIns / 256) % 256}.${signIns % 256}`;
    const answer = await call('POST', '/auth/login', {
      body: { emailaddress: email, password },
      remoteAddress,
    });
    const token = answer.json.auth?.token;
    if (!token) throw new Error(`login of ${email} failed: ${JSON.stringify(answer.json)}`);
    return token;
  }

  return {
    app,
    db,
    config,
    call,
    login,
    async loginWith(email, permissions) {
      const [org] = await db.query<{ id: number }>(
        "SELECT id FROM organisations WHERE name = 'Zorggroep De Linde'",
      );
      await createUser(db, {
        organisationId: org?.id ?? 0,
        email,
        fullName: email,
        passwordHash: await hashPassword(DEMO_PASSWORD, TEST_SCRYPT_COST),
        roles: ['customer'],
        permissions,
      });
      return login(email);
    },
    outbox: () => readOutbox(config.outboxDir),
    settled: async () => {
      for (const built of apps) await built.afterAnswer.idle();
    },
    buildAppWith,
    async close() {
      for (const built of apps) await built.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
