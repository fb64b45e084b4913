// The administrator's 'Reactietijden' calls (issue 41, level 3): the table of every type's
// normal and urgent hours, saved with its version; a changed target holds for requests
// submitted afterwards (running ones keep their due_at); of two saves on one version at
// once exactly one wins, on PGlite and on PostgreSQL (the save locks the table); a change
// by hand in SQL makes a page's version stale too; the default row must keep its hours.
import { BACKOFFICE_ADMIN_TEXTS } from '@portal/shared/rules/backoffice-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../../seed/demo-accounts.js';
import { createTestContext, type TTestContext } from '../../testing/test-context.js';

const T = BACKOFFICE_ADMIN_TEXTS.sla;
const ADMIN = DEMO_STAFF.find((staff) => staff.role === 'administrator')?.email ?? '';

type TTarget = { type: string; isUrgent: boolean; hours: number | null };
type TTable = { targets: TTarget[]; version: string };

let t: TTestContext;
let femke: string;

beforeAll(async () => {
  t = await createTestContext();
  femke = await t.login(ADMIN);
}, 120_000);

afterAll(async () => t.close());

async function table(): Promise<TTable> {
  const answer = await t.call('GET', '/backoffice/sla-targets', { token: femke });
  return answer.json.response as TTable;
}

const hoursOf = (targets: TTarget[], type: string, isUrgent: boolean) =>
  targets.find((target) => target.type === type && target.isUrgent === isUrgent)?.hours;

function withHours(targets: TTarget[], type: string, isUrgent: boolean, hours: number | null) {
  return targets.map((target) =>
    target.type === type && target.isUrgent === isUrgent ? { ...target, hours } : target,
  );
}

const save = (body: unknown, key?: string) =>
  t.call('POST', '/backoffice/sla-targets/save', {
    token: femke,
    body,
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  });

describe('the SLA targets', () => {
  it('shows every type twice, its own hours or none, and the default row', async () => {
    const { targets, version } = await table();
    expect(version).toMatch(/^[0-9a-f]{32}$/);
    expect(targets).toHaveLength(18);
    expect(hoursOf(targets, 'REPAIR-RENTAL', true)).toBe(4);
    expect(hoursOf(targets, 'RENTAL-STOP', false)).toBeNull();
    expect(hoursOf(targets, '*', false)).toBe(72);
  });

  it('saves; the new target holds for requests submitted afterwards, not for running ones', async () => {
    const [running] = await t.db.query<{ id: number; due: string }>(
      `SELECT id, due_at::text AS due FROM customer_requests
       WHERE type = 'REPAIR-RENTAL' AND NOT is_urgent ORDER BY id LIMIT 1`,
    );
    const before = await table();
    const answer = await save(
      { version: before.version, targets: withHours(before.targets, 'REPAIR-RENTAL', false, 36) },
      'sla-1',
    );
    expect(answer.json.status).toBe('success');
    expect(answer.json.message).toBe(T.saved);
    const saved = answer.json.response as TTable;
    expect(hoursOf(saved.targets, 'REPAIR-RENTAL', false)).toBe(36);
    expect(saved.version).not.toBe(before.version);

    const [due] = await t.db.query<{ hours: number }>(
      `SELECT extract(epoch FROM customer_requests_due_at('REPAIR-RENTAL', false, now()) - now())::int / 3600 AS hours`,
    );
    expect(due?.hours).toBe(36);
    const [still] = await t.db.query<{ due: string }>(
      'SELECT due_at::text AS due FROM customer_requests WHERE id = $1',
      [running?.id ?? 0],
    );
    expect(still?.due).toBe(running?.due);
  });

  it('clears a type back to the default, and refuses a default row without hours', async () => {
    const before = await table();
    const cleared = await save({
      version: before.version,
      targets: withHours(before.targets, 'REPAIR-RENTAL', false, null),
    });
    expect(hoursOf((cleared.json.response as TTable).targets, 'REPAIR-RENTAL', false)).toBeNull();
    const now = await table();
    const refused = await save({
      version: now.version,
      targets: withHours(now.targets, '*', true, null),
    });
    expect(refused.json.message).toBe(T.errors.defaultRequired);
  });

  it('refuses hours outside 1 to 720 and a fraction', async () => {
    const { version, targets } = await table();
    for (const hours of [0, 721, 2.5]) {
      const answer = await save({ version, targets: withHours(targets, '*', false, hours) });
      expect(answer.json.status, String(hours)).toBe('error');
    }
    expect(hoursOf((await table()).targets, '*', false)).toBe(72);
  });

  it('of two saves on one version at once, exactly one wins; the other reads the conflict', async () => {
    const { version, targets } = await table();
    const answers = await Promise.all([
      save({ version, targets: withHours(targets, 'DEPOT-IN', false, 10) }),
      save({ version, targets: withHours(targets, 'DEPOT-IN', false, 20) }),
    ]);
    const statuses = answers.map((answer) => answer.json.status).sort();
    expect(statuses).toEqual(['error', 'success']);
    const refused = answers.find((answer) => answer.json.status === 'error');
    expect(refused?.json.message).toBe(T.errors.conflict);
    const winner = answers.find((answer) => answer.json.status === 'success');
    const won = hoursOf((winner?.json.response as TTable).targets, 'DEPOT-IN', false);
    expect(hoursOf((await table()).targets, 'DEPOT-IN', false)).toBe(won);
  });

  it('a change by hand in SQL makes the version a page showed stale', async () => {
    const { version, targets } = await table();
    await t.db.query(
      "UPDATE request_sla_targets SET hours = 47 WHERE type = 'DEPOT-OUT' AND NOT is_urgent",
    );
    const answer = await save({ version, targets: withHours(targets, 'DEPOT-OUT', true, 9) });
    expect(answer.json.message).toBe(T.errors.conflict);
  });
});
