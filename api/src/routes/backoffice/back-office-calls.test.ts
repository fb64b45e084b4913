// The back office's calls (issue 41): only staff reach them (a customer with '*': 2 gets
// 403), each writes access entries for the request's organisation, the moves are the CLI's
// workflow, and of two staff acting on one request at once exactly one succeeds.
import { BACKOFFICE_TEXTS } from '@portal/shared/rules/backoffice-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../../seed/demo-accounts.js';
import { requestWorkflow } from '../../services/request-workflow.js';
import { ANNA, createTestContext, type TTestContext } from '../../testing/test-context.js';

let t: TTestContext;
let dirk: string;
let eva: string;
let anna: string;
let openId: number;
let openOrg: number;

const DIRK = DEMO_STAFF[0]?.email ?? '';
const EVA = DEMO_STAFF[1]?.email ?? '';

type TRequest = { version: number; status: string; assignee: string | null; process: unknown[] };

beforeAll(async () => {
  t = await createTestContext();
  dirk = await t.login(DIRK);
  eva = await t.login(EVA);
  anna = await t.login(ANNA);
  const [row] = await t.db.query<{ id: number; organisation_id: number }>(
    "SELECT id, organisation_id FROM customer_requests WHERE status = 'OPEN' ORDER BY id LIMIT 1",
  );
  if (!row) throw new Error('the demo has no open request');
  openId = row.id;
  openOrg = row.organisation_id;
}, 120_000);

afterAll(async () => t.close());

const inbox = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', '/backoffice/inbox', {
    token,
    body: { tabType: 'open', limitOffset: 1, limitRows: 25, ...body },
  });

describe('back office access', () => {
  it('refuses a customer account with every permission on every back-office call (403)', async () => {
    const calls = [
      await inbox(anna),
      await t.call('GET', '/backoffice/inbox/options', { token: anna }),
      await t.call('GET', `/backoffice/requests/${openId}`, { token: anna }),
      await t.call('POST', `/backoffice/requests/${openId}/take`, {
        token: anna,
        body: { version: 1 },
      }),
    ];
    expect(calls.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403]);
  });

  it('refuses a customer account even with /backoffice in its permissions', async () => {
    const token = await t.loginWith('sneaky@delinde.nl', { '/backoffice': 2 });
    expect((await inbox(token)).statusCode).toBe(403);
  });

  it('refuses a staff role on a user outside the supplier organisation (database)', async () => {
    await expect(
      t.db.query("UPDATE users SET roles = '{staff,planner}' WHERE lower(email) = lower($1)", [
        ANNA,
      ]),
    ).rejects.toThrow(/staff roles only/);
  });

  it('gives staff no customer data through the customer calls', async () => {
    const answer = await t.call('POST', '/customer/requests/overview', {
      token: dirk,
      body: { tabType: 'open', limitOffset: 1, limitRows: 10 },
    });
    expect(answer.statusCode).toBe(403);
  });
});

describe('the inbox', () => {
  it('lists every organisation in SLA order with counts per tab, and logs per row', async () => {
    const answer = await inbox(dirk);
    expect(answer.statusCode).toBe(200);
    const response = answer.json.response as {
      requests: { organisationId: number; dueAt: string }[];
      totalCount: number;
      counts: { open: number };
    };
    const organisations = new Set(response.requests.map((row) => row.organisationId));
    expect(organisations.size).toBeGreaterThan(1);
    const due = response.requests.map((row) => row.dueAt);
    expect([...due].sort()).toEqual(due);
    expect(response.counts.open).toBe(response.totalCount);
    // One entry per organisation on the page, naming each of its requests shown.
    const [logged] = await t.db.query<{ entries: number; requests: number }>(
      `SELECT count(*)::int AS entries, sum(cardinality(record_ids))::int AS requests
       FROM access_log WHERE call = 'POST /backoffice/inbox' AND kind = 'list'`,
    );
    expect(logged).toEqual({ entries: organisations.size, requests: response.requests.length });
  });

  it('filters by organisation', async () => {
    const answer = await inbox(dirk, { organisation: openOrg });
    const rows = (answer.json.response as { requests: { organisationId: number }[] }).requests;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.organisationId === openOrg)).toBe(true);
  });
});

describe('a request and its moves', () => {
  it('shows it, logging a view acting for its organisation', async () => {
    const answer = await t.call('GET', `/backoffice/requests/${openId}`, { token: dirk });
    expect(answer.json.status).toBe('success');
    const entries = await t.db.query<{ organisation_id: number; kind: string }>(
      `SELECT organisation_id, kind FROM access_log
       WHERE call = 'GET /backoffice/requests/:customerRequestId' AND record_ids = ARRAY[$1::bigint]`,
      [openId],
    );
    expect(entries).toEqual([{ organisation_id: openOrg, kind: 'view' }]);
  });

  it('takes, adds a step and completes; the second of two takes gets the conflict', async () => {
    const details = await t.call('GET', `/backoffice/requests/${openId}`, { token: dirk });
    const { version } = (details.json.response as { request: TRequest }).request;
    const [first, second] = await Promise.all([
      t.call('POST', `/backoffice/requests/${openId}/take`, { token: dirk, body: { version } }),
      t.call('POST', `/backoffice/requests/${openId}/take`, { token: eva, body: { version } }),
    ]);
    const statuses = [first?.json.status, second?.json.status].sort();
    expect(statuses).toEqual(['error', 'success']);
    const refused = [first, second].find((answer) => answer?.json.status === 'error');
    expect(refused?.json.message).toBe(BACKOFFICE_TEXTS.errors.conflict);
    const taken = [first, second].find((answer) => answer?.json.status === 'success');
    const request = (taken?.json.response as { request: TRequest }).request;
    expect(request.status).toBe('PROCESSING');
    expect(request.version).toBe(version + 1);

    const step = await t.call('POST', `/backoffice/requests/${openId}/step`, {
      token: dirk,
      body: { version: request.version, message: 'De monteur komt morgen' },
    });
    expect(step.json.status).toBe('success');
    const stepped = (step.json.response as { request: TRequest }).request;
    const stale = await t.call('POST', `/backoffice/requests/${openId}/complete`, {
      token: eva,
      body: { version: request.version },
    });
    expect(stale.json.message).toBe(BACKOFFICE_TEXTS.errors.conflict);
    const done = await t.call('POST', `/backoffice/requests/${openId}/complete`, {
      token: eva,
      body: { version: stepped.version },
    });
    expect((done.json.response as { request: TRequest }).request.status).toBe('COMPLETED');

    // The customer reads the step in her own details.
    const customer = await t.call('GET', `/customer/requests/details/${openId}`, {
      token: await customerOf(openOrg),
    });
    const process = (customer.json.response as { details: { process: { message: string }[] } })
      .details.process;
    expect(process.map((row) => row.message)).toContain('De monteur komt morgen');
  });

  it('refuses an empty rejection reason with the invalid input message, changing nothing', async () => {
    const answer = await t.call('POST', `/backoffice/requests/${openId}/reject`, {
      token: dirk,
      body: { version: 1, message: '   ' },
    });
    expect(answer.json.status).toBe('error');
  });

  it('is the same workflow the CLI uses (it sends no version)', async () => {
    const [row] = await t.db.query<{ id: number }>(
      "SELECT id FROM customer_requests WHERE status = 'OPEN' ORDER BY id DESC LIMIT 1",
    );
    const result = await requestWorkflow(t.db).takeIntoProcessing(row?.id ?? 0, 'Piet');
    expect(result.status).toBe('PROCESSING');
    expect(result.version).toBe(2);
  });
});

async function customerOf(organisationId: number): Promise<string> {
  const [user] = await t.db.query<{ email: string }>(
    "SELECT email FROM users WHERE organisation_id = $1 AND password_hash IS NOT NULL AND NOT 'staff' = ANY (roles) ORDER BY id LIMIT 1",
    [organisationId],
  );
  return t.login(user?.email ?? '');
}
