// The invoice list of Management info (spec 001 §7) and of a rental case: a year of
// invoices filtered by status, origin, period, location and part of their number.
import { todayIso } from '@portal/shared/rules';
import { describe, expect, it } from 'vitest';
import { idOf } from '../../testing/rental-fixtures.js';
import {
  anna,
  expected,
  ids,
  linde,
  setUpOverviewTests,
  t,
  topLocation,
  YEAR_AGO,
} from './overview-context.js';

setUpOverviewTests();

describe('the invoice list (spec 001 §7: management and a rental case)', () => {
  const invoices = async (filters: Record<string, unknown>, viewType = 'all', typeId?: number) => {
    const rows: Record<string, unknown>[] = [];
    for (let offset = 1; ; offset += 10) {
      const answer = await t.call('POST', '/customer/management/invoices', {
        token: anna,
        body: {
          tabType: 'all',
          viewType,
          typeId: typeId ?? null,
          filters: { limitOffset: offset, limitRows: 10, ...filters },
        },
      });
      expect(answer.json.status, JSON.stringify(answer.json)).toBe('success');
      const page = answer.json.response as { invoices: Record<string, unknown>[] };
      rows.push(...page.invoices);
      if (page.invoices.length < 10) return rows;
    }
  };

  it('holds a year of invoices and filters them by status, origin, period and location', async () => {
    const filters = {
      paymentStatus: 'HANDLED',
      originType: 'RENTAL',
      dateFrom: YEAR_AGO(),
      locationId: topLocation,
    };
    const rows = await invoices(filters);
    const want = await expected(
      `WITH RECURSIVE tree AS (SELECT id FROM locations WHERE id = $3
         UNION ALL SELECT l.id FROM locations l JOIN tree ON l.parent_id = tree.id)
       SELECT id FROM invoices WHERE organisation_id = $1 AND payment_status = 'HANDLED'
         AND origin_type = 'RENTAL' AND invoice_date >= $2
         AND location_id IN (SELECT id FROM tree)
       ORDER BY invoice_date DESC, id DESC`,
      [linde, filters.dateFrom, topLocation],
    );
    expect(want.length).toBeGreaterThan(10);
    expect(ids(rows, 'invoiceId')).toEqual(want);
    const months = await t.db.query<{ n: number }>(
      `SELECT count(DISTINCT date_trunc('month', invoice_date))::int AS n FROM invoices
       WHERE organisation_id = $1 AND invoice_date >= $2`,
      [linde, YEAR_AGO()],
    );
    expect(months[0]?.n).toBeGreaterThanOrEqual(12);
    // a period alone is counted from the month counters: the same rows
    const period = await invoices({ dateFrom: YEAR_AGO(), dateTo: todayIso() });
    expect(ids(period, 'invoiceId')).toEqual(
      await expected(
        `SELECT id FROM invoices WHERE organisation_id = $1 AND invoice_date BETWEEN $2 AND $3
         ORDER BY invoice_date DESC, id DESC`,
        [linde, YEAR_AGO(), todayIso()],
      ),
    );
  });

  it('finds invoices by part of their number, case ignored, on both lists (issue 38)', async () => {
    const caseId = await idOf(t.db, "SELECT id FROM rental_cases WHERE barcode = 'VH-DEMO-0001'");
    const [one] = await t.db.query<{ id: number; invoiceNumber: string }>(
      `SELECT id, invoice_number AS "invoiceNumber" FROM invoices WHERE rental_case_id = $1
       ORDER BY invoice_date DESC, id DESC LIMIT 1`,
      [caseId],
    );
    const number = one?.invoiceNumber ?? '';
    expect(number).toMatch(/^VF-\d{4}-\d{6}$/);
    const tail = number.slice(-6);
    expect(ids(await invoices({ search: tail }), 'invoiceId')).toEqual(
      await expected(
        `SELECT id FROM invoices WHERE organisation_id = $1 AND invoice_number LIKE $2
         ORDER BY invoice_date DESC, id DESC`,
        [linde, `%${tail}`],
      ),
    );
    const lower = await invoices({ search: ` ${number.toLowerCase()} ` });
    expect(ids(lower, 'invoiceId')).toEqual([one?.id]);
    expect(ids(await invoices({ search: number }, 'rental', caseId), 'invoiceId')).toEqual([
      one?.id,
    ]);
    // a wildcard is a character like any other; nothing else of the filters is lost
    expect(await invoices({ search: '%' })).toEqual([]);
    expect(await invoices({ search: number, paymentStatus: 'OPEN', originType: 'SALE' })).toEqual(
      [],
    );
  });

  it("keeps serving a rental case's invoices tab", async () => {
    const caseId = await idOf(t.db, "SELECT id FROM rental_cases WHERE barcode = 'VH-DEMO-0001'");
    const rows = await invoices({}, 'rental', caseId);
    expect(ids(rows, 'invoiceId')).toEqual(
      await expected(
        `SELECT id FROM invoices WHERE rental_case_id = $1 ORDER BY invoice_date DESC, id DESC`,
        [caseId],
      ),
    );
  });
});
