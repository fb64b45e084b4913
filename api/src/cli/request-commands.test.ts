import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../mail/mailer.js';
import { createCustomerRequest } from '../repositories/customer-requests-repository.js';
import { RequestWorkflowError } from '../services/request-workflow.js';
import { createTestContext, type TTestContext } from '../testing/test-context.js';
import { UsageError, type TOptions } from './admin-commands.js';
import {
  requestCompleteCommand,
  requestListCommand,
  requestProcessCommand,
  requestRejectCommand,
  requestStepCommand,
} from './request-commands.js';

let t: TTestContext;
let linde: number;
let oost: number;

const run = (command: typeof requestListCommand, options: TOptions) =>
  command({ db: t.db, config: t.config, mailer: createMailer(t.config), options });

async function newRequest(organisationId: number): Promise<number> {
  return t.db.transaction((tx) =>
    createCustomerRequest(tx, {
      organisationId,
      type: 'RENTAL-STOP',
      createdByUserId: null,
      contactId: null,
      customData: [],
    }),
  );
}

beforeAll(async () => {
  t = await createTestContext();
  await t.db.query('DELETE FROM customer_requests');
  const orgs = await t.db.query<{ id: number; name: string }>('SELECT id, name FROM organisations');
  linde = orgs.find((o) => o.name === 'Zorggroep De Linde')?.id ?? 0;
  oost = orgs.find((o) => o.name === 'Thuiszorg Oost')?.id ?? 0;
});
afterAll(() => t.close());

describe('request commands', () => {
  it('lists requests, filtered by organisation and status', async () => {
    expect(await run(requestListCommand, {})).toEqual(['No customer requests.']);
    const a = await newRequest(linde);
    const b = await newRequest(oost);
    const all = (await run(requestListCommand, {})).join('\n');
    expect(all).toMatch(/^id\s+organisation\s+type\s+status\s+created/);
    expect(all).toContain('Zorggroep De Linde');
    expect(all).toContain('Thuiszorg Oost');
    const linde1 = await run(requestListCommand, { org: 'zorggroep de linde' });
    expect(linde1).toHaveLength(3);
    expect(linde1[2]).toMatch(new RegExp(`^${a}\\s+Zorggroep De Linde\\s+RENTAL-STOP\\s+OPEN`));
    expect(await run(requestListCommand, { org: String(oost), status: 'open' })).toHaveLength(3);
    expect(await run(requestListCommand, { status: 'COMPLETED' })).toEqual([
      'No customer requests.',
    ]);
    await expect(run(requestListCommand, { status: 'DONE' })).rejects.toThrow(UsageError);
    await expect(run(requestListCommand, { org: 'Onbekend' })).rejects.toThrow(UsageError);
    await run(requestRejectCommand, { id: String(b), message: 'Opgeruimd' });
  });

  it("sends the requester's mail of its move itself, or leaves it for the api when SMTP is away", async () => {
    const [anna] = await t.db.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'beheerder@delinde.nl'",
    );
    const id = await t.db.transaction((tx) =>
      createCustomerRequest(tx, {
        organisationId: linde,
        type: 'RENTAL-STOP',
        createdByUserId: anna?.id ?? null,
        contactId: null,
        customData: [],
      }),
    );
    expect(
      await run(requestStepCommand, { id: String(id), action: 'Ingepland', message: 'Vrijdag' }),
    ).toEqual([
      `Request ${id} (OPEN): step "Ingepland" added`,
      `Mails sent: 1 (.eml files in ${t.config.outboxDir})`,
    ]);
    expect(t.outbox().at(-1)?.subject).toBe(`Nieuwe stap in uw aanvraag ${id}`);
    // A mail server that refuses the connection (port 9 of this host: discard, not served).
    const away = { ...t.config, smtpUrl: 'smtp://127.0.0.1:9' };
    const lines = await requestRejectCommand({
      db: t.db,
      config: away,
      mailer: createMailer(away),
      options: { id: String(id), message: 'Niet nodig' },
    });
    expect(lines[1]).toBe(
      'Mails not sent now: 1 (SMTP 127.0.0.1:9 did not take them); they stay in the outbox and the portal tries again.',
    );
    const [row] = await t.db.query<{ state: string }>(
      "SELECT state FROM request_mail_outbox WHERE kind = 'reject' AND customer_request_id = $1",
      [id],
    );
    expect(row?.state).toBe('pending');
  });

  it('moves a request through processing, a step and completion', async () => {
    const id = String(await newRequest(linde));
    expect(
      await run(requestProcessCommand, { id, employee: 'Piet Pieters', message: 'Opgepakt' }),
    ).toEqual([`Request ${id}: OPEN -> PROCESSING (handled by Piet Pieters)`]);
    expect(
      await run(requestStepCommand, { id, action: 'Ingepland', message: 'Ophalen op vrijdag' }),
    ).toEqual([`Request ${id} (PROCESSING): step "Ingepland" added`]);
    expect(await run(requestCompleteCommand, { id })).toEqual([
      `Request ${id}: PROCESSING -> COMPLETED (completed)`,
    ]);
    const listed = (await run(requestListCommand, { status: 'COMPLETED' })).join('\n');
    expect(listed).toContain('Piet Pieters');
  });

  it('rejects with a reason', async () => {
    const id = String(await newRequest(linde));
    expect(await run(requestRejectCommand, { id, message: 'Niet leverbaar' })).toEqual([
      `Request ${id}: OPEN -> REJECTED (rejected)`,
    ]);
  });

  it('refuses missing options, unknown ids and invalid transitions', async () => {
    await expect(run(requestProcessCommand, { employee: 'Piet' })).rejects.toThrow(
      '--id is required',
    );
    await expect(run(requestProcessCommand, { id: 'abc', employee: 'Piet' })).rejects.toThrow(
      UsageError,
    );
    await expect(run(requestProcessCommand, { id: '5' })).rejects.toThrow('--employee is required');
    await expect(run(requestRejectCommand, { id: '5' })).rejects.toThrow('--message is required');
    await expect(run(requestStepCommand, { id: '5', action: 'x' })).rejects.toThrow(
      '--message is required',
    );
    await expect(run(requestCompleteCommand, { id: '987654' })).rejects.toThrow(
      'No customer request 987654',
    );
    const id = String(await newRequest(linde));
    const error = await run(requestCompleteCommand, { id }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestWorkflowError);
    expect((error as Error).message).toBe(
      `Request ${id} is OPEN and cannot become COMPLETED (allowed: PROCESSING, REJECTED)`,
    );
  });
});

describe('admin CLI process', () => {
  const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-cli-test-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  function admin(...args: string[]) {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    // why: always a throw-away PGlite folder, even when the suite runs on PostgreSQL.
    delete env.DATABASE_URL;
    return spawnSync(
      process.execPath,
      ['--import', 'tsx', '--conditions=source', 'src/cli/admin.ts', ...args],
      { cwd: apiDir, env, encoding: 'utf8', timeout: 60_000 },
    );
  }

  it('exits non-zero with a clear message on an unknown id and on bad usage', () => {
    const unknown = admin('request-process', '--id', '424242', '--employee', 'Piet');
    expect(unknown.stderr).toContain('Refused: No customer request 424242');
    expect(unknown.status).toBe(1);
    const usage = admin('request-reject', '--id', '1');
    expect(usage.stderr).toContain('--message is required');
    expect(usage.status).toBe(2);
    const list = admin('request-list');
    expect(list.stdout.trim()).toBe('No customer requests.');
    expect(list.status).toBe(0);
  }, 120_000);
});
