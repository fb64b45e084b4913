import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TTestContext } from '../testing/test-context.js';
import {
  appendProcessStep,
  createCustomerRequest,
  FIRST_STEP,
  hasRunningRequest,
} from './customer-requests-repository.js';
import { claimKey, findStoredKey, storeAnswer } from './idempotency-repository.js';

let t: TTestContext;
let linde: number;
let oost: number;
beforeAll(async () => {
  t = await createTestContext();
  const orgs = await t.db.query<{ id: number; name: string }>(
    'SELECT id, name FROM organisations ORDER BY id',
  );
  linde = orgs.find((o) => o.name === 'Zorggroep De Linde')?.id ?? 0;
  oost = orgs.find((o) => o.name === 'Thuiszorg Oost')?.id ?? 0;
});
afterAll(() => t.close());

describe('customer requests repository', () => {
  it('creates a request with its custom data and first process step in one transaction', async () => {
    const id = await t.db.transaction((tx) =>
      createCustomerRequest(tx, {
        organisationId: linde,
        type: 'REPAIR-RENTAL',
        createdByUserId: null,
        contactId: null,
        sourceId: 424242,
        customData: [{ key: 'description', title: 'Omschrijving', value: 'Zijhek klemt' }],
      }),
    );
    const [row] = await t.db.query<{ status: string; custom_data: unknown }>(
      'SELECT status, custom_data FROM customer_requests WHERE id = $1',
      [id],
    );
    expect(row).toEqual({
      status: 'OPEN',
      custom_data: [{ key: 'description', title: 'Omschrijving', value: 'Zijhek klemt' }],
    });
    const steps = await t.db.query<{ action: string }>(
      'SELECT action FROM customer_request_process WHERE request_id = $1',
      [id],
    );
    expect(steps).toEqual([{ action: FIRST_STEP.action }]);
    expect(await hasRunningRequest(t.db, linde, 'REPAIR-RENTAL', 424242)).toBe(true);
    expect(await hasRunningRequest(t.db, oost, 'REPAIR-RENTAL', 424242)).toBe(false);
    expect(await hasRunningRequest(t.db, linde, 'RENTAL-STOP', 424242)).toBe(false);

    expect(
      await appendProcessStep(t.db, {
        organisationId: oost,
        requestId: id,
        action: 'x',
        message: null,
      }),
    ).toBe(false);
    expect(
      await appendProcessStep(t.db, {
        organisationId: linde,
        requestId: id,
        action: 'In behandeling genomen',
        message: null,
      }),
    ).toBe(true);
  });

  it('rolls the request back with the transaction it was created in', async () => {
    const before = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM customer_requests',
    );
    await expect(
      t.db.transaction(async (tx) => {
        await createCustomerRequest(tx, {
          organisationId: linde,
          type: 'RENTAL-REQUEST',
          createdByUserId: null,
          contactId: null,
          customData: [],
        });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const after = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM customer_requests',
    );
    expect(after).toEqual(before);
  });
});

describe('idempotency repository', () => {
  it('claims a key once, whoever sends it, and keeps its answer and what it was for', async () => {
    const [user] = await t.db.query<{ id: number }>(
      'SELECT id FROM users WHERE organisation_id = $1 LIMIT 1',
      [linde],
    );
    const userId = user?.id ?? 0;
    const scope = { organisationId: linde, userId, call: 'test', key: 'k-1', requestHash: 'h' };
    expect(await findStoredKey(t.db, 'k-1')).toBeNull();
    await t.db.transaction(async (tx) => {
      expect(await claimKey(tx, scope)).toBe(true);
      await storeAnswer(tx, scope, { status: 'success', response: { id: 7 } });
    });
    expect(await t.db.transaction((tx) => claimKey(tx, scope))).toBe(false);
    // the key is one, also for another call or another organisation
    const elsewhere = { ...scope, organisationId: oost, call: 'other' };
    expect(await t.db.transaction((tx) => claimKey(tx, elsewhere))).toBe(false);
    expect(await findStoredKey(t.db, 'k-1')).toEqual({
      organisationId: linde,
      userId,
      call: 'test',
      requestHash: 'h',
      response: { status: 'success', response: { id: 7 } },
    });
  });
});
