import { addDaysIso, addMonthsIso, MESSAGES, todayIso } from '@portal/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  depotCompleteCommand,
  depotDeliverCommand,
  depotListCommand,
  depotPlanCommand,
  inspectionRecordCommand,
} from '../cli/depot-commands.js';
import type { TOptions } from '../cli/admin-commands.js';
import { createMailer } from '../mail/mailer.js';
import { createRentalsTestContext, idOf } from '../testing/rental-fixtures.js';
import type { TTestContext } from '../testing/test-context.js';
import { depotWorkflow } from './depot-workflow.js';
import { RequestWorkflowError, requestWorkflow } from './request-workflow.js';

let t: TTestContext;
let anna: string;
const ids = { contact: 0, location: 0 };
beforeAll(async () => {
  const context = await createRentalsTestContext();
  t = context.t;
  anna = context.tokens.anna;
  const linde = "(SELECT id FROM organisations WHERE name = 'Zorggroep De Linde')";
  ids.contact = await idOf(
    t.db,
    `SELECT id FROM contacts WHERE organisation_id = ${linde} LIMIT 1`,
  );
  ids.location = await idOf(
    t.db,
    `SELECT id FROM locations WHERE organisation_id = ${linde} AND name = 'Verpleeghuis Het Anker'`,
  );
});
afterAll(() => t.close());

const run = (command: typeof depotListCommand, options: TOptions) =>
  command({ db: t.db, config: t.config, mailer: createMailer(t.config), options });

/** A delivery request of two rollators; answers the request and its order. */
async function deliveryOfTwo(): Promise<{
  requestId: number;
  orderId: number;
  productIds: number[];
}> {
  // why: each test takes products out of the depot; take the article the depot holds most of.
  const articleId = await idOf(
    t.db,
    `SELECT p.article_id AS id FROM products p JOIN organisations o ON o.id = p.organisation_id
     WHERE o.name = 'Zorggroep De Linde' AND p.depot_status = 'IN_DEPOT' AND NOT p.enable_reservation
     GROUP BY p.article_id ORDER BY count(*) DESC, p.article_id LIMIT 1`,
  );
  const available = await t.db.query<{ id: number }>(
    `SELECT p.id FROM products p JOIN organisations o ON o.id = p.organisation_id
     WHERE o.name = 'Zorggroep De Linde' AND p.article_id = $1 AND p.depot_status = 'IN_DEPOT'
       AND NOT p.enable_reservation`,
    [articleId],
  );
  const amount = Math.min(2, available.length);
  expect(amount).toBeGreaterThan(0);
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
      articles: [{ articleId, name: 'Artikel', amount }],
      categories: [],
    },
  });
  const requestId = (answer.json as { response: { customerRequestId: number } }).response
    .customerRequestId;
  const orderId = await idOf(t.db, 'SELECT id FROM depot_cases WHERE customer_request_id = $1', [
    requestId,
  ]);
  const items = await t.db.query<{ id: number }>(
    'SELECT product_id AS id FROM depot_case_items WHERE depot_case_id = $1 ORDER BY id',
    [orderId],
  );
  return { requestId, orderId, productIds: items.map((i) => i.id) };
}

describe('depot workflow', () => {
  it('completes a delivery: products move to the location with a log line, the request completes', async () => {
    const { requestId, orderId, productIds } = await deliveryOfTwo();
    const workflow = depotWorkflow(t.db);
    await workflow.plan(orderId, {
      date: addDaysIso(todayIso(), 1),
      window: '08:00-12:00',
      message: 'Ingepland voor donderdag',
    });
    const [taken] = await t.db.query<{ status: string }>(
      'SELECT status FROM customer_requests WHERE id = $1',
      [requestId],
    );
    expect(taken?.status).toBe('PROCESSING');
    const delivered = await workflow.deliver(orderId, 'Chauffeur geweest');
    expect(delivered).toMatchObject({
      id: orderId,
      from: 'PLANNED',
      status: 'IN_PROGRESS',
      moved: productIds.length,
      version: 3,
    });
    const result = await workflow.complete(orderId, 25);
    expect(result).toMatchObject({
      id: orderId,
      from: 'IN_PROGRESS',
      status: 'COMPLETED',
      moved: 0,
      version: 4,
    });

    const products = await t.db.query<{
      placement: string;
      locationId: number;
      depotStatus: string | null;
    }>(
      `SELECT placement, location_id AS "locationId", depot_status AS "depotStatus"
       FROM products WHERE id = ANY ($1::int[])`,
      [productIds.map(String)],
    );
    expect(products).toEqual(
      productIds.map(() => ({
        placement: 'location',
        locationId: ids.location,
        depotStatus: null,
      })),
    );
    for (const id of productIds) {
      const [log] = await t.db.query<{ message: string }>(
        'SELECT message FROM product_log WHERE product_id = $1 ORDER BY id DESC LIMIT 1',
        [id],
      );
      expect(log?.message).toBe('Geplaatst op locatie');
    }
    const [request] = await t.db.query<{ status: string }>(
      'SELECT status FROM customer_requests WHERE id = $1',
      [requestId],
    );
    expect(request?.status).toBe('COMPLETED');
    const [order] = await t.db.query<{ tab: string; handled: boolean; minutes: number }>(
      `SELECT tab, handled_at IS NOT NULL AS handled, time_spent_minutes AS minutes
       FROM depot_cases WHERE id = $1`,
      [orderId],
    );
    expect(order).toEqual({ tab: 'archive', handled: true, minutes: 25 });
  });

  it('allows only valid transitions, and nothing after the end', async () => {
    const { orderId } = await deliveryOfTwo();
    const workflow = depotWorkflow(t.db);
    await expect(workflow.complete(orderId, null)).rejects.toThrow(RequestWorkflowError);
    await expect(workflow.deliver(orderId)).rejects.toThrow(/cannot become IN_PROGRESS/);
    await expect(
      workflow.plan(orderId, { date: todayIso(), window: '08:00-12:00' }, { expectedVersion: 7 }),
    ).rejects.toMatchObject({ code: 'VERSION_CONFLICT' });
    await workflow.cancel(orderId, 'Klant heeft het niet meer nodig');
    await expect(workflow.cancel(orderId, 'nogmaals')).rejects.toThrow(/it is closed/);
    await expect(
      workflow.plan(999999, { date: todayIso(), window: '08:00-12:00' }),
    ).rejects.toThrow(/No depot order/);
  });

  it('an order stepped on before there was a delivery move moves its products at completion', async () => {
    const [stepped] = await t.db.query<{ id: number; products: number }>(
      `SELECT c.id, count(i.product_id)::int AS products FROM depot_cases c
       JOIN depot_case_items i ON i.depot_case_id = c.id AND i.product_id IS NOT NULL
       WHERE c.depot_status = 'IN_PROGRESS' AND c.delivered_at IS NULL
       GROUP BY c.id ORDER BY c.id LIMIT 1`,
    );
    expect(stepped).toBeDefined();
    const result = await depotWorkflow(t.db).complete(stepped?.id ?? 0, null);
    expect(result.moved).toBe(stepped?.products);
  });

  it('cancelling puts the products back in the depot and rejects the request', async () => {
    const { requestId, orderId, productIds } = await deliveryOfTwo();
    await depotWorkflow(t.db).cancel(orderId, 'Niet meer nodig');
    const products = await t.db.query<{ placement: string; depotStatus: string }>(
      'SELECT placement, depot_status AS "depotStatus" FROM products WHERE id = ANY ($1::int[])',
      [productIds.map(String)],
    );
    expect(products.every((p) => p.placement === 'depot' && p.depotStatus === 'IN_DEPOT')).toBe(
      true,
    );
    const [request] = await t.db.query<{ status: string }>(
      'SELECT status FROM customer_requests WHERE id = $1',
      [requestId],
    );
    expect(request?.status).toBe('REJECTED');
  });

  it('completes a depot-in: the product moves into the depot', async () => {
    const productId = await idOf(
      t.db,
      `SELECT p.id FROM products p JOIN organisations o ON o.id = p.organisation_id
       WHERE o.name = 'Zorggroep De Linde' AND p.placement = 'location' AND p.status = 'ACTIVE'
         AND p.depot_status IS NULL AND p.serial_number <> 'DL-2019-0001' ORDER BY p.id DESC LIMIT 1`,
    );
    const answer = await t.call('PUT', '/customer/articles/product/request/depot-in', {
      token: anna,
      body: { productId, comments: 'Opslaan', deliverDate: null, contactId: ids.contact },
    });
    expect(answer.json).toMatchObject({ status: 'success' });
    const orderId = await idOf(
      t.db,
      `SELECT c.id FROM depot_cases c JOIN depot_case_items i ON i.depot_case_id = c.id
       WHERE i.product_id = $1 AND c.tab = 'pending'`,
      [productId],
    );
    const lines = await run(depotPlanCommand, {
      id: String(orderId),
      date: todayIso(),
      window: '13:00-17:00',
    });
    expect(lines[0]).toBe(
      `Depot order ${orderId}: OPEN -> PLANNED (planned ${todayIso()} 13:00-17:00)`,
    );
    const picked = await run(depotDeliverCommand, { id: String(orderId) });
    expect(picked[0]).toBe(`Depot order ${orderId}: PLANNED -> IN_PROGRESS (1 product(s) moved)`);
    const done = await run(depotCompleteCommand, { id: String(orderId), minutes: '15' });
    expect(done[0]).toBe(`Depot order ${orderId}: IN_PROGRESS -> COMPLETED (0 product(s) moved)`);
    const [product] = await t.db.query<{
      placement: string;
      depotStatus: string;
      locationId: number | null;
    }>(
      'SELECT placement, depot_status AS "depotStatus", location_id AS "locationId" FROM products WHERE id = $1',
      [productId],
    );
    expect(product).toEqual({ placement: 'depot', depotStatus: 'IN_DEPOT', locationId: null });
    const list = (
      await run(depotListCommand, { status: 'completed', org: 'Zorggroep De Linde' })
    ).join('\n');
    expect(list).toContain(String(orderId));
  });
});

describe('request workflow hook and inspection record', () => {
  it('completing a REPAIR-DEPOT request sets its repair FIXED today', async () => {
    const [repair] = await t.db.query<{ id: number; requestId: number; status: string }>(
      `SELECT r.id, r.customer_request_id AS "requestId", q.status FROM repairs r
       JOIN customer_requests q ON q.id = r.customer_request_id
       WHERE r.status = 'PROCESSING' AND q.status = 'PROCESSING' LIMIT 1`,
    );
    expect(repair).toBeDefined();
    await requestWorkflow(t.db).complete(repair?.requestId ?? 0, 'Gerepareerd');
    const [after] = await t.db.query<{ status: string; date: string }>(
      `SELECT status, to_char(repair_date, 'YYYY-MM-DD') AS date FROM repairs WHERE id = $1`,
      [repair?.id ?? 0],
    );
    expect(after).toEqual({ status: 'FIXED', date: todayIso() });
  });

  it('records an approval of an overdue hoist and plans the next one a year later', async () => {
    const lines = await run(inspectionRecordCommand, {
      product: 'DL-2019-0008',
      conclusion: 'completed',
      inspector: 'Test Keurmeester',
    });
    const [product] = await t.db.query<{ next: string }>(
      `SELECT to_char(next_inspection_date, 'YYYY-MM-DD') AS next FROM products WHERE barcode = 'VZ-DL-000008'`,
    );
    expect(product?.next).toBe(addMonthsIso(todayIso(), 12));
    expect(lines[1]).toMatch(new RegExp(`planned on ${product?.next}$`));
    const [pending] = await t.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM inspections i JOIN products p ON p.id = i.product_id
       WHERE p.barcode = 'VZ-DL-000008' AND i.conclusion = 'PENDING'`,
    );
    expect(pending?.count).toBe(1);
    await expect(
      run(inspectionRecordCommand, { product: 'GEEN-SERIE', conclusion: 'COMPLETED' }),
    ).rejects.toThrow(/No product/);
    expect(MESSAGES.inspectionConclusionLabels.COMPLETED).toBe('Goedgekeurd');
  });
});
