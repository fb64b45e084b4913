// POST /customer/management/overviews/excel for every overview: each document type as a
// real .xlsx, opened here: the sheet's Dutch header row (the screen's column names), frozen
// with an autofilter over every row, typed cells (dates as dates, amounts as numbers in the
// euro format), and exactly the rows the overview's search shows, in its order.
import { invoiceTotals, ZInvoiceLines } from '../../repositories/invoice-lines.js';
import { todayIso } from '@portal/shared/rules';
import { MANAGEMENT_TEXTS } from '@portal/shared/rules/management-texts';
import { describe, expect, it } from 'vitest';
import {
  anna,
  expectEveryCell,
  expectTyped,
  overviewRows,
  RENTALS,
  setUpManagementDownloadTests,
  spreadsheet,
  t,
  topLocation,
  YEAR_AGO,
} from './management-download-context.js';

setUpManagementDownloadTests();

describe('the rental overviews as Excel', () => {
  it('DELIVER: the searched rows, Dutch headers, dates as dates, named by what and when', async () => {
    const filters = { dateFrom: YEAR_AGO(), locationId: topLocation };
    const sheet = await spreadsheet({ documentType: 'rental', tabType: 'DELIVER', filters });
    const rows = await overviewRows('rental', { tabType: 'DELIVER', filters }, 'cases');
    expect(rows.length).toBeGreaterThan(5);
    const headers = MANAGEMENT_TEXTS.rentalColumns;
    expect(sheet.header).toEqual([
      headers.rentalCaseId,
      headers.displayName,
      headers.serialNumber,
      headers.categoryName,
      headers.startDate,
      headers.endDate,
      headers.departmentRoom,
      headers.endUser,
      headers.contact,
      headers.companyName,
    ]);
    expectTyped(sheet, 10);
    expectEveryCell(sheet, 'management-rentals', RENTALS, rows);
    const first = rows[0] as { startDate: string; displayName: string };
    expect(sheet.rows[0]?.[1]).toBe(first.displayName);
    expect(sheet.rows[0]?.[4]).toEqual(new Date(`${first.startDate}T00:00:00Z`));
    expect(sheet.numFmt(5)).toBe('dd-mm-yyyy');
    expect(sheet.fileName).toBe(`verhuur-geleverd-${todayIso()}.xlsx`);
    expect(sheet.name).toBe('Verhuur geleverd');
  });

  it('RETURN, ACTIVE and a day: each exactly its overview', async () => {
    const searches = [
      {
        file: { documentType: 'rental', tabType: 'RETURN', filters: { dateTo: todayIso() } },
        call: ['rental', { tabType: 'RETURN', filters: { dateTo: todayIso() } }],
        fileName: `verhuur-retour-${todayIso()}.xlsx`,
      },
      {
        file: { documentType: 'activerental', filters: {} },
        call: ['rental', { tabType: 'ACTIVE', filters: {} }],
        fileName: `actieve-verhuurdossiers-${todayIso()}.xlsx`,
      },
      {
        file: { documentType: 'rentaldate', filters: { date: YEAR_AGO() } },
        call: ['rentaldate', { filters: { date: YEAR_AGO() } }],
        fileName: `verhuur-op-${YEAR_AGO()}.xlsx`,
      },
      {
        // why: a location with those below it is counted and paged from counters of its own
        // (migration 023); the file reads the rows themselves, and both must agree.
        file: {
          documentType: 'rentaldate',
          filters: { date: YEAR_AGO(), locationId: topLocation },
        },
        call: ['rentaldate', { filters: { date: YEAR_AGO(), locationId: topLocation } }],
        fileName: `verhuur-op-${YEAR_AGO()}.xlsx`,
      },
    ] as const;
    for (const search of searches) {
      const sheet = await spreadsheet(search.file);
      const rows = await overviewRows(search.call[0], search.call[1], 'cases');
      expect(rows.length).toBeGreaterThan(0);
      expectEveryCell(sheet, 'management-rentals', RENTALS, rows);
      expectTyped(sheet, 10);
      expect(sheet.fileName).toBe(search.fileName);
    }
  });

  it('the category counts: location, category, number', async () => {
    const filters = { dateFrom: YEAR_AGO() };
    const sheet = await spreadsheet({
      documentType: 'rental-category',
      tabType: 'DELIVER',
      filters,
    });
    const counts = await overviewRows('rental-category', { tabType: 'DELIVER', filters }, 'items');
    expect(sheet.header).toEqual([
      MANAGEMENT_TEXTS.categoryColumns.companyName,
      MANAGEMENT_TEXTS.categoryColumns.categoryName,
      MANAGEMENT_TEXTS.categoryColumns.numberOfProducts,
    ]);
    expect(sheet.rows).toEqual(
      counts.map((count) => [count.companyName, count.categoryName, count.numberOfProducts]),
    );
    expectTyped(sheet, 3);
  });
});

describe('repairs, depot and products as Excel', () => {
  it('repairs: the searched rows with their references and dates', async () => {
    const filters = { dateFrom: YEAR_AGO() };
    const sheet = await spreadsheet({ documentType: 'repairs', filters });
    const rows = await overviewRows('repairs', { filters }, 'repairs');
    expectEveryCell(sheet, 'management-repairs', { organisationId: 0, filters }, rows);
    expect(sheet.header[4]).toBe(MANAGEMENT_TEXTS.repairColumns.customerReference);
    expect(sheet.rows.some((row) => row[5] instanceof Date)).toBe(true);
    expectTyped(sheet, 8);
  });

  it('depot orders, their category counts and the depot on a day', async () => {
    // why: an order of several items, in several categories (one twice), out of title order.
    const [order] = await t.db.query<{ id: number; org: number }>(
      `SELECT c.id, c.organisation_id AS org FROM depot_cases c
       JOIN organisations o ON o.id = c.organisation_id
       WHERE o.name = 'Zorggroep De Linde' AND c.depot_status = 'COMPLETED'
       ORDER BY c.handled_on DESC, c.id DESC LIMIT 1`,
    );
    await t.db.query(
      `INSERT INTO depot_case_items (organisation_id, depot_case_id, product_id)
       SELECT $1, $2, min(p.id) FROM products p JOIN articles a ON a.id = p.article_id
       WHERE p.organisation_id = $1 GROUP BY a.category_id ORDER BY a.category_id DESC LIMIT 3`,
      [order?.org ?? 0, order?.id ?? 0],
    );
    await t.db.query(
      `INSERT INTO depot_case_items (organisation_id, depot_case_id, category_id, amount)
       SELECT $1, $2, min(id), 2 FROM article_categories`,
      [order?.org ?? 0, order?.id ?? 0],
    );
    const depot = await spreadsheet({ documentType: 'depot', filters: {} });
    const orders = await overviewRows('depot', { filters: {} }, 'cases');
    expectEveryCell(depot, 'management-depot', { organisationId: 0, filters: {} }, orders);
    // why: the file lists an order's items its own way (several categories and products).
    expect(orders.some((order) => String(order.articleGroup).includes(', '))).toBe(true);
    expect(orders.some((order) => String(order.serialNumber).includes(', '))).toBe(true);
    expect(depot.rows[0]?.[1]).toBeInstanceOf(Date);
    expectTyped(depot, 10);
    const counts = await spreadsheet({ documentType: 'depot-category', filters: {} });
    expect(counts.rows.length).toBeGreaterThan(0);
    const day = await spreadsheet({ documentType: 'depotdate', filters: { date: todayIso() } });
    const products = await overviewRows('depotdate', { filters: { date: todayIso() } }, 'products');
    expectEveryCell(
      day,
      'management-depot-date',
      { organisationId: 0, filters: { date: todayIso() } },
      products,
    );
    expect(day.fileName).toBe(`depot-op-${todayIso()}.xlsx`);
    expectTyped(day, 7);
  });

  it('depot orders over several batches: each with its own items', async () => {
    // why: the file reads an order's items one batch after its orders (read ahead,
    // management-depot-repository.ts); 900 more orders make several batches (250 first).
    const [org] = await t.db.query<{ id: number }>(
      "SELECT id FROM organisations WHERE name = 'Zorggroep De Linde'",
    );
    await t.db.query(
      `INSERT INTO depot_cases (organisation_id, name, form_type, depot_status, handled_at,
         pickup_address, location_id)
       SELECT $1, 'Opdracht ' || g, 'TRANSPORT-OUT', 'COMPLETED',
         timestamptz '2026-01-01 10:00+01' - g * interval '7 hours', 'Straat ' || g, $2
       FROM generate_series(1, 900) g`,
      [org?.id ?? 0, topLocation],
    );
    await t.db.query(
      `INSERT INTO depot_case_items (organisation_id, depot_case_id, product_id, amount)
       SELECT c.organisation_id, c.id, p.id, 1
       FROM depot_cases c
       JOIN LATERAL (SELECT id FROM products WHERE organisation_id = c.organisation_id
         ORDER BY id OFFSET c.id % 3 LIMIT 1 + c.id % 2) p ON true
       WHERE c.organisation_id = $1 AND c.name LIKE 'Opdracht %' AND c.id % 5 <> 0`,
      [org?.id ?? 0],
    );
    const depot = await spreadsheet({ documentType: 'depot', filters: {} });
    const orders = await overviewRows('depot', { filters: {} }, 'cases');
    expect(orders.length).toBeGreaterThan(900);
    expectEveryCell(depot, 'management-depot', { organisationId: 0, filters: {} }, orders);
  });

  it('products on location and in the depot', async () => {
    for (const [documentType, tabType] of [
      ['products location', 'location'],
      ['products depot', 'depot'],
    ] as const) {
      const sheet = await spreadsheet({ documentType, filters: { quality: 'GOOD' } });
      const rows = await overviewRows(
        'products',
        { tabType, filters: { quality: 'GOOD' } },
        'products',
      );
      expectEveryCell(
        sheet,
        'products',
        { organisationId: 0, tabType, filters: { quality: 'GOOD' }, today: todayIso() },
        rows,
      );
      expect(sheet.fileName).toMatch(
        /^hulpmiddelen-(op-locatie|in-depot)-\d{4}-\d{2}-\d{2}\.xlsx$/,
      );
    }
  });

  it('the invoices, amounts as numbers in euro', async () => {
    const sheet = await spreadsheet({
      documentType: 'invoices',
      filters: { dateFrom: YEAR_AGO() },
    });
    const [row] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM invoices i JOIN organisations o ON o.id = i.organisation_id
       WHERE o.name = 'Zorggroep De Linde' AND invoice_date >= $1`,
      [YEAR_AGO()],
    );
    expect(sheet.rows).toHaveLength(row?.n ?? -1);
    const invoices: Record<string, unknown>[] = [];
    for (let offset = 1; invoices.length < (row?.n ?? 0); offset += 100) {
      const answer = await t.call('POST', '/customer/management/invoices', {
        token: anna,
        body: {
          tabType: 'all',
          viewType: 'all',
          typeId: null,
          filters: { dateFrom: YEAR_AGO(), limitOffset: offset, limitRows: 100 },
        },
      });
      const page = answer.json.response as { invoices: Record<string, unknown>[] };
      if (page.invoices.length === 0) break;
      invoices.push(...page.invoices);
    }
    // The BTW columns from each invoice's lines (what the PDF and the e-invoice print).
    const lines = new Map(
      (await t.db.query<{ id: number; lines: unknown }>('SELECT id, lines FROM invoices')).map(
        (line) => [line.id, invoiceTotals(ZInvoiceLines.parse(line.lines))],
      ),
    );
    expectEveryCell(
      sheet,
      'management-invoices',
      { organisationId: 0, tabType: 'all', filters: {} },
      invoices.map((invoice) => ({ ...invoice, totals: lines.get(Number(invoice.invoiceId)) })),
    );
    expect(sheet.header.slice(2, 8)).toEqual([
      MANAGEMENT_TEXTS.invoiceColumns.amount,
      'Bedrag excl. BTW',
      'BTW 0%',
      'BTW 9%',
      'BTW 21%',
      'BTW totaal',
    ]);
    expect(sheet.rows.some((cells) => Number(cells[5]) > 0 && Number(cells[6]) > 0)).toBe(true);
    expect(typeof sheet.rows[0]?.[2]).toBe('number');
    expect(sheet.numFmt(3)).toBe(MANAGEMENT_TEXTS.excel.euroFormat);
    expect(sheet.rows.some((cells) => Number(cells[2]) < 0)).toBe(true);
  });
});
