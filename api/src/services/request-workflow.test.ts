import { MESSAGES } from '@portal/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomerRequest } from '../repositories/customer-requests-repository.js';
import { ANNA, createTestContext, type TTestContext } from '../testing/test-context.js';
import {
  RequestWorkflowError,
  requestWorkflow,
  type TRequestWorkflow,
} from './request-workflow.js';

let t: TTestContext;
let workflow: TRequestWorkflow;
let linde: number;
let anna: string;

async function newRequest(): Promise<number> {
  return t.db.transaction((tx) =>
    createCustomerRequest(tx, {
      organisationId: linde,
      type: 'DEPOT-OUT',
      createdByUserId: null,
      contactId: null,
      customData: [],
    }),
  );
}

async function state(id: number) {
  const [row] = await t.db.query<{ status: string; handled_by: string | null }>(
    'SELECT status, handled_by FROM customer_requests WHERE id = $1',
    [id],
  );
  const steps = await t.db.query<{ action: string; message: string | null }>(
    'SELECT action, message FROM customer_request_process WHERE request_id = $1 ORDER BY created_at, id',
    [id],
  );
  return { ...row, steps: steps.map((step) => [step.action, step.message]) };
}

async function refusal(promise: Promise<unknown>): Promise<RequestWorkflowError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(RequestWorkflowError);
  return error as RequestWorkflowError;
}

beforeAll(async () => {
  t = await createTestContext();
  workflow = requestWorkflow(t.db);
  const [org] = await t.db.query<{ id: number }>(
    "SELECT id FROM organisations WHERE name = 'Zorggroep De Linde'",
  );
  linde = org?.id ?? 0;
  anna = await t.login(ANNA);
});
afterAll(() => t.close());

describe('request workflow', () => {
  it('takes into processing, adds steps and completes, each with its process row', async () => {
    const id = await newRequest();
    expect(await workflow.takeIntoProcessing(id, 'Piet Pieters', 'Wij nemen contact op')).toEqual({
      id,
      organisationId: expect.any(Number),
      from: 'OPEN',
      status: 'PROCESSING',
      version: 2,
    });
    await workflow.addProcessStep(id, 'Ingepland', 'Levering op dinsdag');
    await workflow.complete(id);
    expect(await state(id)).toEqual({
      status: 'COMPLETED',
      handled_by: 'Piet Pieters',
      steps: [
        ['Aanvraag ingediend', 'Ingediend via het klantportaal'],
        [MESSAGES.requestActionTaken, 'Wij nemen contact op'],
        ['Ingepland', 'Levering op dinsdag'],
        [MESSAGES.requestActionCompleted, null],
      ],
    });
    // The customer sees the move in the details.
    const answer = await t.call('GET', `/customer/requests/details/${id}`, { token: anna });
    expect(answer.json.response).toMatchObject({
      details: {
        status: 'COMPLETED',
        employee: 'Piet Pieters',
        process: [
          { action: 'Aanvraag ingediend' },
          { action: 'In behandeling genomen', message: 'Wij nemen contact op' },
          { action: 'Ingepland', message: 'Levering op dinsdag' },
          { action: 'Afgerond', message: '' },
        ],
      },
    });
  });

  it('rejects from OPEN and from PROCESSING, with a reason', async () => {
    const open = await newRequest();
    expect(await workflow.reject(open, 'Geen voorraad')).toMatchObject({ status: 'REJECTED' });
    expect((await state(open)).steps.at(-1)).toEqual([
      MESSAGES.requestActionRejected,
      'Geen voorraad',
    ]);
    const processing = await newRequest();
    await workflow.takeIntoProcessing(processing, 'Piet Pieters');
    expect(await workflow.reject(processing, 'Dubbel ingediend')).toMatchObject({
      from: 'PROCESSING',
      status: 'REJECTED',
    });
    expect((await refusal(workflow.reject(await newRequest(), '  '))).code).toBe('INVALID_INPUT');
  });

  it('refuses invalid transitions and leaves the request untouched', async () => {
    const id = await newRequest();
    const before = await state(id);
    expect((await refusal(workflow.complete(id))).code).toBe('INVALID_TRANSITION');
    expect(await state(id)).toEqual(before);

    await workflow.takeIntoProcessing(id, 'Piet Pieters');
    const again = await refusal(workflow.takeIntoProcessing(id, 'Karin'));
    expect(again.code).toBe('INVALID_TRANSITION');
    expect(again.message).toContain('PROCESSING');
    expect((await state(id)).handled_by).toBe('Piet Pieters');

    await workflow.complete(id, 'Geleverd');
    const closed = await state(id);
    // why: one at a time, so no refusal is left unawaited.
    const attempts = [
      () => workflow.takeIntoProcessing(id, 'Karin'),
      () => workflow.complete(id),
      () => workflow.reject(id, 'Te laat'),
      () => workflow.addProcessStep(id, 'Nog iets', 'Na afronding'),
    ];
    for (const attempt of attempts) {
      expect((await refusal(attempt())).code).toBe('INVALID_TRANSITION');
    }
    expect(await state(id)).toEqual(closed);
  });

  it('refuses unknown ids and empty input', async () => {
    expect((await refusal(workflow.takeIntoProcessing(987654, 'Piet'))).code).toBe('NOT_FOUND');
    expect((await refusal(workflow.addProcessStep(987654, 'a', 'b'))).code).toBe('NOT_FOUND');
    expect((await refusal(workflow.complete(0))).code).toBe('INVALID_INPUT');
    const id = await newRequest();
    expect((await refusal(workflow.takeIntoProcessing(id, ' '))).code).toBe('INVALID_INPUT');
    expect((await refusal(workflow.addProcessStep(id, 'Gebeld', ''))).code).toBe('INVALID_INPUT');
    expect((await state(id)).status).toBe('OPEN');
  });

  it('adds steps to an OPEN request without moving it', async () => {
    const id = await newRequest();
    expect(await workflow.addProcessStep(id, 'Gebeld', 'Klant niet bereikt')).toEqual({
      id,
      organisationId: expect.any(Number),
      from: 'OPEN',
      status: 'OPEN',
      version: 2,
    });
    expect((await state(id)).steps).toHaveLength(2);
  });
});
