// The shared set-up of the customer request tests (request-overview-calls,
// request-details-calls and customer-requests-excel .test.ts): one app on a fresh database
// per test file, its requests replaced by a known set (25 open ones of De Linde for paging,
// processing ones for the filters, an archive, one of Thuiszorg Oost), signed in as Anna
// and Carla.
// why: the bindings below are set in beforeAll; ES module exports are live, so each test
// file reads them as it would read its own `let`s.
import type { TRequestType } from '@portal/shared/contract/rentals';
import type { TRequestStatus } from '@portal/shared/contract/requests';
import { afterAll, beforeAll } from 'vitest';
import {
  createCustomerRequest,
  type TCustomField,
} from '../../repositories/customer-requests-repository.js';
import { ANNA, CARLA, createTestContext, type TTestContext } from '../../testing/test-context.js';

type TRow = { customerRequestId: number; type: string; createDate: string; contact: string | null };

export let t: TTestContext;
export let anna: string;
export let carla: string;
export let linde: number;
let oost: number;
let annaUserId: number;
/** A top-level location of De Linde, one of its children, and another top-level one. */
export let top: { id: number; name: string };
export let child: { id: number; name: string };
let other: { id: number; name: string };
export let contact1: { id: number; name: string };
export let contact2: { id: number; name: string };
export const ids: Record<string, number> = {};
export let openIds: number[] = [];
export let clock = Date.parse('2026-01-01T08:00:00Z');

export async function one<T>(sql: string, params: (string | number)[]): Promise<T> {
  const [row] = await t.db.query<T>(sql, params);
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
}

export async function make(
  organisationId: number,
  status: TRequestStatus,
  type: TRequestType,
  more: {
    locationFromId?: number | null;
    locationToId?: number | null;
    contactId?: number | null;
    customData?: TCustomField[];
    handledBy?: string | null;
  } = {},
): Promise<number> {
  clock += 60_000;
  const createdAt = new Date(clock);
  return t.db.transaction((tx) =>
    createCustomerRequest(tx, {
      organisationId,
      type,
      status,
      createdByUserId: organisationId === linde ? annaUserId : null,
      contactId: more.contactId ?? null,
      locationFromId: more.locationFromId ?? null,
      locationToId: more.locationToId ?? null,
      customData: more.customData ?? [],
      handledBy: more.handledBy ?? null,
      createdAt,
    }),
  );
}

export async function overview(body: Record<string, unknown>, token = anna) {
  const answer = await t.call('POST', '/customer/requests/overview', {
    token,
    body: { limitOffset: 1, limitRows: 10, ...body },
  });
  const response = answer.json.response as { requests: TRow[]; totalCount: number } | null;
  return { answer, requests: response?.requests ?? [], totalCount: response?.totalCount ?? -1 };
}

export const idsOf = (rows: TRow[]) => rows.map((row) => row.customerRequestId);

/** Registers the file's beforeAll (app, the known requests, tokens) and afterAll. */
export function setUpCustomerRequestTests(): void {
  beforeAll(async () => {
    t = await createTestContext();
    // why: start from no requests at all, whatever the demo seed brings, so counts are exact.
    await t.db.query('DELETE FROM customer_requests');
    linde = (
      await one<{ id: number }>('SELECT id FROM organisations WHERE name = $1', [
        'Zorggroep De Linde',
      ])
    ).id;
    oost = (
      await one<{ id: number }>('SELECT id FROM organisations WHERE name = $1', ['Thuiszorg Oost'])
    ).id;
    annaUserId = (await one<{ id: number }>('SELECT id FROM users WHERE email = $1', [ANNA])).id;
    child = await one(
      `SELECT c.id, c.name FROM locations c JOIN locations p ON p.id = c.parent_id
       WHERE c.organisation_id = $1 ORDER BY c.id LIMIT 1`,
      [linde],
    );
    top = await one(
      'SELECT p.id, p.name FROM locations p JOIN locations c ON c.parent_id = p.id WHERE c.id = $1',
      [child.id],
    );
    other = await one(
      `SELECT id, name FROM locations WHERE organisation_id = $1 AND parent_id IS NULL AND id <> $2
       ORDER BY id LIMIT 1`,
      [linde, top.id],
    );
    const contacts = await t.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM contacts WHERE organisation_id = $1 ORDER BY id LIMIT 2',
      [linde],
    );
    [contact1, contact2] = contacts as [{ id: number; name: string }, { id: number; name: string }];

    // 25 open requests (paging), oldest first.
    openIds = [];
    for (let n = 0; n < 25; n += 1) openIds.push(await make(linde, 'OPEN', 'RENTAL-REQUEST'));
    // Processing requests for the filters.
    ids.p1 = await make(linde, 'PROCESSING', 'DEPOT-IN', {
      locationFromId: top.id,
      contactId: contact1.id,
    });
    ids.p2 = await make(linde, 'PROCESSING', 'DEPOT-OUT', {
      locationToId: child.id,
      contactId: contact2.id,
    });
    ids.p3 = await make(linde, 'PROCESSING', 'DEPOT-IN', {
      locationFromId: other.id,
      contactId: contact2.id,
    });
    ids.p4 = await make(linde, 'PROCESSING', 'REPAIR-RENTAL', { contactId: contact1.id });
    // Archive: completed and rejected.
    ids.done = await make(linde, 'COMPLETED', 'RENTAL-STOP', { handledBy: 'Piet Pieters' });
    ids.rejected = await make(linde, 'REJECTED', 'REPAIR-DEPOT');
    // Another organisation.
    ids.oost = await make(oost, 'OPEN', 'DEPOT-IN', {
      customData: [{ key: 'secret', title: 'Geheim', value: 'van Oost' }],
    });

    anna = await t.login(ANNA);
    carla = await t.login(CARLA);
  });
  afterAll(() => t.close());
}
