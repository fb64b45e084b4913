// The repair, depot order and product overviews of Management info on the demo data:
// every page of each search holds exactly the rows an independent query finds, in the
// overview's order, with the total.
import { todayIso } from '@portal/shared/rules';
import { describe, expect, it } from 'vitest';
import {
  allPages,
  expected,
  ids,
  linde,
  setUpOverviewTests,
  t,
  YEAR_AGO,
} from './overview-context.js';

setUpOverviewTests();

describe('repairs and depot orders', () => {
  it('lists every repair by its date, with its slip and the reference', async () => {
    const filters = { dateFrom: YEAR_AGO(), dateTo: todayIso() };
    const rows = await allPages('repairs', { filters }, 'repairs');
    const want = await expected(
      `SELECT id FROM repairs WHERE organisation_id = $1
         AND coalesce(repair_date, (created_at AT TIME ZONE 'Europe/Amsterdam')::date)
           BETWEEN $2 AND $3
       ORDER BY coalesce(repair_date, (created_at AT TIME ZONE 'Europe/Amsterdam')::date) DESC,
         id DESC`,
      [linde, filters.dateFrom, filters.dateTo],
    );
    expect(want.length).toBeGreaterThan(24);
    expect(ids(rows, 'repairId')).toEqual(want);
    expect(rows.some((row) => typeof row.customerReference === 'string')).toBe(true);
    expect(rows[0]?.documentName).toMatch(/^reparatiebon-RP-.+\.pdf$/);
  });

  it('lists the handled depot orders by the day they were handled; a type narrows it', async () => {
    const all = await allPages('depot', { filters: {} }, 'cases');
    const want = await expected(
      `SELECT id FROM depot_cases WHERE organisation_id = $1 AND depot_status = 'COMPLETED'
       ORDER BY handled_at DESC, id DESC`,
      [linde],
    );
    expect(ids(all, 'depotCaseId')).toEqual(want);
    expect(all[0]).toEqual(
      expect.objectContaining({
        handleDate: expect.stringMatching(/^\d{4}-/),
        customerName: expect.any(String),
        articleGroup: expect.any(String),
        serialNumber: expect.any(String),
      }),
    );
    const out = await allPages('depot', { filters: { formType: 'TRANSPORT-OUT' } }, 'cases');
    expect(out.length).toBeGreaterThan(0);
    expect(out.every((row) => row.formType === 'TRANSPORT-OUT')).toBe(true);
    for (const filters of [
      {},
      { dateFrom: '2025-03-09', dateTo: todayIso() },
      { dateFrom: YEAR_AGO(), formType: 'TRANSPORT-OUT' },
    ]) {
      const counts = await allPages('depot-category', { filters }, 'items');
      const want = await t.db.query<{ key: string; n: number }>(
        `SELECT coalesce(c.location_id::text, '') || '/' || coalesce(a.category_id::text, '') AS key,
           count(*)::int AS n
         FROM depot_cases c JOIN depot_case_items i ON i.depot_case_id = c.id
         JOIN products p ON p.id = i.product_id JOIN articles a ON a.id = p.article_id
         WHERE c.organisation_id = $1 AND c.depot_status = 'COMPLETED'
           AND ($2::date IS NULL OR (c.handled_at AT TIME ZONE 'Europe/Amsterdam')::date >= $2)
           AND ($3::date IS NULL OR (c.handled_at AT TIME ZONE 'Europe/Amsterdam')::date <= $3)
           AND ($4::text IS NULL OR c.form_type = $4)
         GROUP BY 1`,
        [
          linde,
          (filters as { dateFrom?: string }).dateFrom ?? null,
          (filters as { dateTo?: string }).dateTo ?? null,
          (filters as { formType?: string }).formType ?? null,
        ],
      );
      expect(want.length).toBeGreaterThan(0);
      expect(
        new Map(
          counts.map((item) => [
            `${item.locationId ?? ''}/${item.categoryId ?? ''}`,
            item.numberOfProducts,
          ]),
        ),
      ).toEqual(new Map(want.map((row) => [row.key, row.n])));
    }
  });
});

describe('product overviews', () => {
  it('lists the products on location and in the depot as the products list does', async () => {
    for (const tabType of ['location', 'depot']) {
      for (const quality of [null, 'GOOD']) {
        const filters = quality ? { quality } : {};
        const rows = await allPages('products', { tabType, filters }, 'products');
        const want = await expected(
          `SELECT id FROM products WHERE organisation_id = $1 AND placement = $2
             AND ($3::text IS NULL OR quality = $3) ORDER BY id DESC`,
          [linde, tabType, quality],
        );
        expect(want.length).toBeGreaterThan(0);
        expect(ids(rows, 'productId')).toEqual(want);
      }
    }
  });
});
