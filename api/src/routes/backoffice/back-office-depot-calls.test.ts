// The back office's depot orders (issue 41 "Depot orders the same way"): only staff reach
// the calls (a customer with '*': 2 gets 403), each writes access entries acting for the
// order's organisation, the moves are the CLI's workflow (plan, deliver, complete, cancel),
// the customer reads the new state in her depot details, and of two staff acting on one
// order at once exactly one succeeds (PGlite here; PostgreSQL under scripts/with-postgres.mjs).
import { addDaysIso, todayIso } from '@portal/shared/rules';
import { BACKOFFICE_TEXTS } from '@portal/shared/rules/backoffice-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depotPlanCommand } from '../../cli/depot-commands.js';
import { createMailer } from '../../mail/mailer.js';
import { DEMO_STAFF } from '../../seed/demo-accounts.js';
import { idOf } from '../../testing/rental-fixtures.js';
import { ANNA, createTestContext, type TTestContext } from '../../testing/test-context.js';

const T = BACKOFFICE_TEXTS.depot;
const DIRK = DEMO_STAFF[0]?.email ?? '';
const EVA = DEMO_STAFF[1]?.email ?? '';

let t: TTestContext;
let dirk: string;
let eva: string;
let anna: string;
const ids = { contact: 0, location: 0, linde: 0 };

type TOrder = {
  depotCaseId: number;
  organisationId: number;
  status: string;
  version: number;
  plannedDate: string | null;
  plannedWindow: string | null;
  deliveredAt: string | null;
  customerRequestId: number | null;
  items: { productId: number | null; depotStatus: string | null }[];
};

beforeAll(async () => {
  t = await createTestContext();
  [dirk, eva, anna] = await Promise.all([t.login(DIRK), t.login(EVA), t.login(ANNA)]);
  ids.linde = await idOf(t.db, "SELECT id FROM organisations WHERE name = 'Zorggroep De Linde'");
  ids.contact = await idOf(t.db, 'SELECT id FROM contacts WHERE organisation_id = $1 LIMIT 1', [
    ids.linde,
  ]);
  ids.location = await idOf(
    t.db,
    "SELECT id FROM locations WHERE organisation_id = $1 AND name = 'Verpleeghuis Het Anker'",
    [ids.linde],
  );
}, 120_000);

afterAll(async () => t.close());

/** Anna orders one aid out of the depot ('Leveren uit depot'); answers its depot order's id. */
async function deliveryOfOne(): Promise<number> {
  const articleId = await idOf(
    t.db,
    `SELECT article_id AS id FROM products WHERE organisation_id = $1
       AND depot_status = 'IN_DEPOT' AND NOT enable_reservation
     GROUP BY article_id ORDER BY count(*) DESC, article_id LIMIT 1`,
    [ids.linde],
  );
  const answer = await t.call('PUT', '/customer/depot/request', {
    token: anna,
    body: {
      contactId: ids.contact,
      locationId: ids.location,
      deliverDate: addDaysIso(todayIso(), 3),
      urgency: false,
      customerReference: null,
      comments: null,
      measurementsBed: '90x200',
      articles: [{ articleId, name: 'Artikel', amount: 1 }],
      categories: [],
    },
  });
  expect(answer.json, JSON.stringify(answer.json)).toMatchObject({ status: 'success' });
  const requestId = (answer.json.response as { customerRequestId: number }).customerRequestId;
  return idOf(t.db, 'SELECT id FROM depot_cases WHERE customer_request_id = $1', [requestId]);
}

const list = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', '/backoffice/depot', {
    token,
    body: { tabType: 'pending', limitOffset: 1, limitRows: 25, ...body },
  });

const order = async (id: number): Promise<TOrder> =>
  (
    (await t.call('GET', `/backoffice/depot-orders/${id}`, { token: dirk })).json.response as {
      order: TOrder;
    }
  ).order;

const move = (token: string, id: number, name: string, body: Record<string, unknown>) =>
  t.call('POST', `/backoffice/depot-orders/${id}/${name}`, { token, body });

const customerDetails = async (id: number) =>
  (
    (await t.call('GET', `/customer/depot/details/${id}`, { token: anna })).json.response as {
      details: {
        depotStatus: string;
        statusLabel: string;
        plannedDate: string | null;
        plannedWindow: string | null;
        deliveredAt: string | null;
      };
    }
  ).details;

describe('back-office depot access', () => {
  it('refuses a customer account with every permission on every depot call (403)', async () => {
    const id = await idOf(t.db, 'SELECT id FROM depot_cases ORDER BY id LIMIT 1');
    const answers = [
      await list(anna),
      await t.call('GET', `/backoffice/depot-orders/${id}`, { token: anna }),
      await move(anna, id, 'plan', { version: 1, date: todayIso(), window: '08:00-12:00' }),
      await move(anna, id, 'cancel', { version: 1, message: 'Weg' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403]);
  });
});

describe('the depot orders list', () => {
  it('lists the running orders newest first with the tab counts, logging per organisation', async () => {
    const answer = await list(dirk);
    expect(answer.statusCode).toBe(200);
    const response = answer.json.response as {
      orders: { depotCaseId: number; organisationId: number; createDate: string; status: string }[];
      totalCount: number;
      counts: { pending: number; archive: number };
    };
    expect(response.orders.length).toBeGreaterThan(0);
    expect(response.counts.pending).toBe(response.totalCount);
    expect(response.counts.archive).toBeGreaterThan(0);
    const dates = response.orders.map((row) => row.createDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(response.orders.every((row) => row.status !== 'COMPLETED')).toBe(true);
    const organisations = new Set(response.orders.map((row) => row.organisationId));
    const [logged] = await t.db.query<{ entries: number; orders: number }>(
      `SELECT count(*)::int AS entries, sum(cardinality(record_ids))::int AS orders
       FROM access_log WHERE call = 'POST /backoffice/depot' AND kind = 'list'
         AND record_type = 'depotOrder'`,
    );
    expect(logged).toEqual({ entries: organisations.size, orders: response.orders.length });
  });

  it('filters by organisation and status, searches a number and sorts by planned day', async () => {
    const planned = await list(dirk, { organisation: ids.linde, status: 'PLANNED' });
    const rows = (planned.json.response as { orders: { organisationId: number; status: string }[] })
      .orders;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.organisationId === ids.linde && row.status === 'PLANNED')).toBe(
      true,
    );
    const id = await idOf(t.db, "SELECT id FROM depot_cases WHERE tab = 'pending' LIMIT 1");
    const found = await list(dirk, { search: String(id) });
    const foundIds = (found.json.response as { orders: { depotCaseId: number }[] }).orders.map(
      (row) => row.depotCaseId,
    );
    expect(foundIds).toContain(id);
    const sorted = await list(dirk, { sortBy: 'plannedDate', sortDirection: 'asc' });
    expect(sorted.json.status).toBe('success');
  });
});

describe('an order and its moves', () => {
  it('shows it, logging a view acting for its organisation', async () => {
    const id = await deliveryOfOne();
    const shown = await order(id);
    expect(shown).toMatchObject({ depotCaseId: id, status: 'OPEN', version: 1 });
    expect(shown.items).toHaveLength(1);
    const entries = await t.db.query<{ organisation_id: number; kind: string }>(
      `SELECT organisation_id, kind FROM access_log
       WHERE call = 'GET /backoffice/depot-orders/:depotCaseId' AND record_ids = ARRAY[$1::bigint]`,
      [id],
    );
    expect(entries).toEqual([{ organisation_id: ids.linde, kind: 'view' }]);
  });

  it('refuses a plan with a bad window or a day in the past, with Dutch messages at the fields', async () => {
    const id = await deliveryOfOne();
    const format = await move(dirk, id, 'plan', {
      version: 1,
      date: todayIso(),
      window: 'ochtend',
    });
    expect(format.json).toMatchObject({
      status: 'error',
      response: { fields: { window: T.errors.windowFormat } },
    });
    const order2 = await move(dirk, id, 'plan', {
      version: 1,
      date: todayIso(),
      window: '12:00-08:00',
    });
    expect(order2.json.response).toEqual({ fields: { window: T.errors.windowOrder } });
    const past = await move(dirk, id, 'plan', {
      version: 1,
      date: addDaysIso(todayIso(), -1),
      window: '08:00-12:00',
    });
    expect(past.json.response).toEqual({ fields: { date: T.errors.dateInPast } });
    expect((await order(id)).version).toBe(1);
  });

  it('plans, delivers and completes; the second of two moves at once gets the conflict', async () => {
    const id = await deliveryOfOne();
    const date = addDaysIso(todayIso(), 2);
    const [first, second] = await Promise.all([
      move(dirk, id, 'plan', { version: 1, date, window: '08:00-12:00' }),
      move(eva, id, 'plan', { version: 1, date, window: '13:00-17:00' }),
    ]);
    const statuses = [first?.json.status, second?.json.status].sort();
    expect(statuses).toEqual(['error', 'success']);
    const refused = [first, second].find((answer) => answer?.json.status === 'error');
    expect(refused?.json.message).toBe(T.errors.conflict);
    const planned = [first, second].find((answer) => answer?.json.status === 'success');
    expect(planned?.json.message).toBe(T.done.plan);
    const after = (planned?.json.response as { order: TOrder }).order;
    expect(after).toMatchObject({ status: 'PLANNED', version: 2, plannedDate: date });

    // The customer reads the plan in her order's details and her request's history.
    const details = await customerDetails(id);
    expect(details).toMatchObject({ statusLabel: 'Ingepland', plannedDate: date });
    expect(details.plannedWindow).toBe(after.plannedWindow);
    const requestId = after.customerRequestId ?? 0;
    const [request] = await t.db.query<{ status: string }>(
      'SELECT status FROM customer_requests WHERE id = $1',
      [requestId],
    );
    expect(request?.status).toBe('PROCESSING');

    // Delivered: the aid moves to the location, its depot status with it.
    const delivered = await move(dirk, id, 'deliver', { version: 2 });
    expect(delivered.json.message).toBe(T.done.deliver);
    const moved = (delivered.json.response as { order: TOrder }).order;
    expect(moved).toMatchObject({ status: 'IN_PROGRESS', version: 3 });
    expect(moved.deliveredAt).not.toBeNull();
    const productId = moved.items[0]?.productId ?? 0;
    const [product] = await t.db.query<{ placement: string; depotStatus: string | null }>(
      'SELECT placement, depot_status AS "depotStatus" FROM products WHERE id = $1',
      [productId],
    );
    expect(product).toEqual({ placement: 'location', depotStatus: null });
    expect(await customerDetails(id)).toMatchObject({ statusLabel: 'Geleverd' });

    // A cancel on the old version, and a cancel of delivered aids, are refused.
    const stale = await move(eva, id, 'cancel', { version: 2, message: 'Niet nodig' });
    expect(stale.json.message).toBe(T.errors.conflict);
    const late = await move(eva, id, 'cancel', { version: 3, message: 'Niet nodig' });
    expect(late.json.message).toBe(T.errors.transition);

    const done = await move(eva, id, 'complete', { version: 3, minutes: 15 });
    expect(done.json.message).toBe(T.done.complete);
    expect((done.json.response as { order: TOrder }).order.status).toBe('COMPLETED');
    expect(await customerDetails(id)).toMatchObject({
      depotStatus: 'COMPLETED',
      statusLabel: 'Afgerond',
    });
    const [closed] = await t.db.query<{ status: string }>(
      'SELECT status FROM customer_requests WHERE id = $1',
      [requestId],
    );
    expect(closed?.status).toBe('COMPLETED');
    const changes = await t.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM access_log WHERE kind = 'change'
       AND record_type = 'depotOrder' AND record_ids = ARRAY[$1::bigint] AND organisation_id = $2`,
      [id, ids.linde],
    );
    expect(changes[0]?.count).toBe(3);
  });

  it('cancels with a reason (required): the aid goes back into the depot', async () => {
    const id = await deliveryOfOne();
    const empty = await move(dirk, id, 'cancel', { version: 1, message: '  ' });
    expect(empty.json.status).toBe('error');
    const cancelled = await move(dirk, id, 'cancel', {
      version: 1,
      message: 'Bed niet meer nodig',
    });
    expect(cancelled.json.message).toBe(T.done.cancel);
    const after = (cancelled.json.response as { order: TOrder }).order;
    expect(after.status).toBe('CANCELLED');
    expect(after.items[0]?.depotStatus).toBe('IN_DEPOT');
  });

  it('is the same workflow the CLI uses (it sends no version)', async () => {
    const id = await deliveryOfOne();
    const lines = await depotPlanCommand({
      db: t.db,
      config: t.config,
      mailer: createMailer(t.config),
      options: { id: String(id), date: todayIso(), window: '8:00 - 12:00' },
    });
    expect(lines[0]).toBe(
      `Depot order ${id}: OPEN -> PLANNED (planned ${todayIso()} 8:00 - 12:00)`,
    );
    expect(await order(id)).toMatchObject({ version: 2, plannedWindow: '08:00-12:00' });
  });
});
