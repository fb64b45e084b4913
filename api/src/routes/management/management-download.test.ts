// POST /customer/management/overviews/excel: every document type as a real .xlsx, opened
// here: the sheet's Dutch header row (the screen's column names), frozen with an
// autofilter over every row, typed cells (dates as dates, amounts as numbers in the euro
// format), and exactly the rows the overview's search shows, in its order. The rental cost
// file and a repair's slip; who may download what.
import { invoiceTotals, ZInvoiceLines } from '../../repositories/invoice-lines.js';
import type { TRentalCostRow } from '@portal/shared/contract/management';
import { MESSAGES, todayIso } from '@portal/shared/rules';
import { MANAGEMENT_TEXTS } from '@portal/shared/rules/management-texts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { idOf } from '../../testing/rental-fixtures.js';
import { ANNA, BRAM, createTestContext, type TTestContext } from '../../testing/test-context.js';
import type { TExcelSource } from '../../exports/excel-source.js';
import {
  EXCEL_SOURCES,
  type TExcelParams,
  type TExcelSourceName,
} from '../../exports/excel-sources.js';
import type { TXlsxCell } from '../../files/xlsx-writer.js';

let t: TTestContext;
let anna: string;
let topLocation: number;

beforeAll(async () => {
  t = await createTestContext();
  anna = await t.login(ANNA);
  topLocation = await idOf(
    t.db,
    "SELECT id FROM locations WHERE name = 'Woonzorgcentrum De Linde'",
  );
});
afterAll(() => t.close());

const EXCEL = '/customer/management/overviews/excel';

async function download(body: Record<string, unknown>, token = anna, query = '') {
  const answer = await t.app.inject({
    method: 'POST',
    url: `/Rest/Pwa${EXCEL}${query}`,
    headers: { 'x-auth-token': token },
    payload: body,
  });
  return answer;
}

type TSheet = {
  name: string;
  header: unknown[];
  rows: unknown[][];
  autoFilter: unknown;
  frozen: boolean;
  numFmt: (column: number) => string | undefined;
};

async function spreadsheet(body: Record<string, unknown>): Promise<TSheet & { fileName: string }> {
  const answer = await download(body);
  expect(answer.statusCode, answer.payload.slice(0, 300)).toBe(200);
  expect(answer.headers['content-type']).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const all: unknown[][] = [];
  sheet.eachRow((row) => all.push((row.values as unknown[]).slice(1)));
  const disposition = String(answer.headers['content-disposition']);
  return {
    fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? '',
    name: sheet.name,
    header: all[0] ?? [],
    rows: all.slice(1),
    autoFilter: sheet.autoFilter,
    frozen: sheet.views[0]?.state === 'frozen',
    numFmt: (column) => sheet.getRow(2).getCell(column).numFmt,
  };
}

/** The rows of an overview's search, through its JSON call, page by page. */
async function overviewRows(path: string, body: Record<string, unknown>, key: string) {
  const rows: Record<string, unknown>[] = [];
  const filters = (body.filters ?? {}) as Record<string, unknown>;
  for (let offset = 1; ; offset += 100) {
    const answer = await t.call('POST', `/customer/management/overviews/${path}`, {
      token: anna,
      body: { ...body, filters: { ...filters, limitOffset: offset, limitRows: 100 } },
    });
    const page = (answer.json.response ?? {}) as Record<string, Record<string, unknown>[]>;
    rows.push(...(page[key] ?? []));
    if ((page[key] ?? []).length < 100) return rows;
  }
}

/** The rental overviews' file parameters, as far as their columns go (the same for all). */
const RENTALS = { organisationId: 0, overview: 'type', type: 'DELIVER', filters: {} } as const;

const YEAR_AGO = () => `${Number(todayIso().slice(0, 4)) - 1}${todayIso().slice(4)}`;

/** A cell as the file holds it and exceljs reads it back: a date-formatted number a Date. */
function cellAsRead(value: TXlsxCell, numFmt: string | undefined): unknown {
  if (typeof value === 'number' && numFmt === MANAGEMENT_TEXTS.excel.dateFormat) {
    return new Date(Math.round((value - 25569) * 86_400_000));
  }
  return value;
}

/**
 * Every cell of the file is what its columns make of the overview's rows, as the pages
 * answer them: the file reads its rows its own way (names from lookups, not joins:
 * db/name-lookups.ts), and both must agree to the last cell.
 */
function expectEveryCell<K extends TExcelSourceName>(
  sheet: TSheet,
  source: K,
  params: TExcelParams<K>,
  rows: readonly Record<string, unknown>[],
) {
  // why: the sources are typed per name, as sendExcel runs them.
  const { columns } = EXCEL_SOURCES[source] as TExcelSource<TExcelParams<K>, unknown>;
  const fileColumns = columns(params);
  expect(sheet.rows.length).toBe(rows.length);
  const asRead = (cells: readonly unknown[]) => fileColumns.map((_, i) => cells[i] ?? null);
  expect(sheet.rows.map(asRead)).toEqual(
    rows.map((row) => fileColumns.map((column) => cellAsRead(column.value(row), column.numFmt))),
  );
}

function expectTyped(sheet: TSheet, columns: number) {
  expect(sheet.header).toHaveLength(columns);
  expect(sheet.autoFilter).toBe(`A1:${String.fromCharCode(64 + columns)}${sheet.rows.length + 1}`);
  expect(sheet.frozen).toBe(true);
}

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

describe('the rental cost file', () => {
  it('a line per month and location, costs in euro, the chosen location named', async () => {
    const year = Number(todayIso().slice(0, 4));
    const filters = {
      fromMonth: 1,
      fromYear: year,
      toMonth: Number(todayIso().slice(5, 7)),
      toYear: year,
      locationId: topLocation,
      groupByLocation: true,
    };
    const sheet = await spreadsheet({ documentType: 'rentalcost', filters });
    const json = await t.call('POST', '/customer/management/rentalcost', {
      token: anna,
      body: filters,
    });
    const { rows } = json.json.response as { rows: { costCents: number; month: string }[] };
    expect(rows.length).toBeGreaterThan(0);
    expect(sheet.header).toEqual([
      MANAGEMENT_TEXTS.rentalCostColumns.month,
      MANAGEMENT_TEXTS.rentalCostColumns.location,
      MANAGEMENT_TEXTS.rentalCostColumns.numberOfCases,
      MANAGEMENT_TEXTS.rentalCostColumns.rentalDays,
      MANAGEMENT_TEXTS.rentalCostColumns.cost,
    ]);
    expect(sheet.rows.map((cells) => cells[4])).toEqual(rows.map((line) => line.costCents / 100));
    expect(sheet.rows[0]?.[0]).toEqual(new Date(`${rows[0]?.month}-01T00:00:00Z`));
    expect(sheet.numFmt(5)).toBe(MANAGEMENT_TEXTS.excel.euroFormat);
    expect(sheet.numFmt(1)).toBe(MANAGEMENT_TEXTS.excel.monthFormat);
    const month = String(filters.toMonth).padStart(2, '0');
    expect(sheet.fileName).toBe(`verhuurkosten-${year}-01-tot-en-met-${year}-${month}.xlsx`);
    expectTyped(sheet, 5);
  });

  it('the screen gets the lines of the file: every cell, per month only, the location named', async () => {
    const year = Number(todayIso().slice(0, 4));
    const filters = {
      fromMonth: 1,
      fromYear: year - 1,
      toMonth: Number(todayIso().slice(5, 7)),
      toYear: year,
      locationId: topLocation,
    };
    const sheet = await spreadsheet({ documentType: 'rentalcost', filters });
    const json = await t.call('POST', '/customer/management/rentalcost', {
      token: anna,
      body: filters,
    });
    const { rows, totalCostCents } = json.json.response as {
      rows: TRentalCostRow[];
      totalCostCents: number;
    };
    expect(rows).toHaveLength(12 + filters.toMonth);
    expect(rows.every((row) => row.location === 'Woonzorgcentrum De Linde')).toBe(true);
    expect(sheet.rows).toEqual(
      rows.map((row) => [
        new Date(`${row.month}-01T00:00:00Z`),
        row.location,
        row.numberOfCases,
        row.rentalDays,
        row.costCents / 100,
      ]),
    );
    expect(totalCostCents).toBe(rows.reduce((sum, row) => sum + row.costCents, 0));
    expect(totalCostCents).toBeGreaterThan(0);
  });

  it("a line per department names the department's own location, in the file and the JSON", async () => {
    const year = Number(todayIso().slice(0, 4));
    const filters = {
      fromMonth: 1,
      fromYear: year,
      toMonth: Number(todayIso().slice(5, 7)),
      toYear: year,
      locationId: topLocation,
      groupByDepartment: true,
    };
    // A case of this year in the department of a child location (seed: Paviljoen Noord).
    const [place] = await t.db.query<{ departmentId: number; location: string; top: string }>(
      `SELECT d.id AS "departmentId", l.name AS location, top.name AS top
       FROM departments d JOIN locations l ON l.id = d.location_id
       JOIN locations top ON top.id = l.parent_id
       WHERE top.id = $1 AND d.name = 'Kortdurende opname'`,
      [topLocation],
    );
    expect(place).toMatchObject({ location: 'Paviljoen Noord' });
    const [added] = await t.db.query<{ id: number }>(
      `INSERT INTO rental_cases (organisation_id, display_name, barcode, status, location_id,
         department_id, start_date, price_per_day_cents)
       SELECT d.organisation_id, 'Hoog-laagbed', 'VH-TEST-AFD-1', 'ACTIVE', d.location_id, d.id,
         $2::date, 250
       FROM departments d WHERE d.id = $1 RETURNING id`,
      [place?.departmentId ?? 0, `${year}-01-01`],
    );
    onTestFinished(async () => {
      await t.db.query('DELETE FROM rental_cases WHERE id = $1', [added?.id ?? 0]);
    });
    const json = await t.call('POST', '/customer/management/rentalcost', {
      token: anna,
      body: filters,
    });
    const rows = (json.json.response as { rows: TRentalCostRow[] }).rows;
    const ours = rows.filter((row) => row.departmentId === place?.departmentId);
    expect(ours.length).toBeGreaterThan(0);
    for (const row of ours)
      expect(row).toMatchObject({ location: 'Paviljoen Noord', locationId: null });
    const sheet = await spreadsheet({ documentType: 'rentalcost', filters });
    expect(sheet.header.slice(0, 3)).toEqual([
      MANAGEMENT_TEXTS.rentalCostColumns.month,
      MANAGEMENT_TEXTS.rentalCostColumns.location,
      MANAGEMENT_TEXTS.rentalCostColumns.department,
    ]);
    const lines = sheet.rows.filter((cells) => cells[2] === 'Kortdurende opname');
    expect(lines.length).toBe(ours.length);
    for (const cells of lines) expect(cells[1]).toBe('Paviljoen Noord');
    expect(lines.some((cells) => cells[1] === place?.top)).toBe(false);
  });

  it("refuses a year out of range and a missing location with the spec's messages", async () => {
    const year = Number(todayIso().slice(0, 4));
    const answer = await download({
      documentType: 'rentalcost',
      filters: { fromMonth: 1, fromYear: year + 1, toMonth: 2, toYear: year + 1 },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      status: 'error',
      message: MESSAGES.invalidInput,
      response: {
        fields: {
          'filters.fromYear': MESSAGES.invalidYear(2023, year),
          'filters.toYear': MESSAGES.invalidYear(2023, year),
          'filters.locationId': 'Selecteer een locatie',
        },
      },
    });
    const before = await download({
      documentType: 'rentalcost',
      filters: { fromMonth: 1, fromYear: 2022, toMonth: 2, toYear: 2023, locationId: topLocation },
    });
    expect(before.json()).toMatchObject({
      response: { fields: { 'filters.fromYear': MESSAGES.invalidYear(2023, year) } },
    });
    const reversed = await download({
      documentType: 'rentalcost',
      filters: { fromMonth: 5, fromYear: 2024, toMonth: 2, toYear: 2024, locationId: topLocation },
    });
    expect(reversed.json()).toMatchObject({
      response: { fields: { 'filters.toMonth': MANAGEMENT_TEXTS.periodReversed } },
    });
  });
});

describe('the repair slip and who may download', () => {
  it('answers the slip of a repair of the organisation as a PDF', async () => {
    const repairId = await idOf(
      t.db,
      `SELECT r.id FROM repairs r JOIN organisations o ON o.id = r.organisation_id
       WHERE o.name = 'Zorggroep De Linde' AND r.status = 'FIXED' LIMIT 1`,
    );
    const answer = await download({ documentType: 'repair', repairId });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const foreign = await idOf(
      t.db,
      `SELECT r.id FROM repairs r JOIN organisations o ON o.id = r.organisation_id
       WHERE o.name = 'Thuiszorg Oost' LIMIT 1`,
    );
    expect((await download({ documentType: 'repair', repairId: foreign })).json()).toMatchObject({
      status: 'error',
      message: MESSAGES.notFound,
    });
  });

  it("answers an invoice's PDF of any origin to whom may open the management invoice list", async () => {
    const org = await idOf(t.db, "SELECT id FROM organisations WHERE name = 'Zorggroep De Linde'");
    const controller = await t.loginWith('controller@delinde.nl', {
      '/management/invoices': 1,
    });
    const rentalInvoice = await idOf(
      t.db,
      "SELECT id FROM invoices WHERE organisation_id = $1 AND origin_type = 'RENTAL' LIMIT 1",
      [org],
    );
    // the global download asks for /rentals, which this user lacks
    const global = await t.app.inject({
      url: `/Rest/Pwa/global/download/invoice/${rentalInvoice}`,
      headers: { 'x-auth-token': controller },
    });
    expect(global.statusCode).toBe(403);
    const answer = await download(
      { documentType: 'invoice', invoiceId: rentalInvoice },
      controller,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="/);
    expect((await download({ documentType: 'repairs' }, controller)).statusCode).toBe(403);
  });

  it("answers an invoice's PDF inline for the browser's viewer with ?inline=1 (issue 38)", async () => {
    const invoiceId = await idOf(
      t.db,
      `SELECT i.id FROM invoices i JOIN organisations o ON o.id = i.organisation_id
       WHERE o.name = 'Zorggroep De Linde' AND i.origin_type = 'Depot' LIMIT 1`,
    );
    const view = await download({ documentType: 'invoice', invoiceId }, anna, '?inline=1');
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['content-disposition']).toMatch(/^inline; filename="factuur-/);
    expect(view.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const other = await download({ documentType: 'invoice', invoiceId }, anna, '?inline=true');
    expect(other.headers['content-disposition']).toMatch(/^attachment; /);
    // a spreadsheet stays a file to save
    const sheet = await download({ documentType: 'invoices' }, anna, '?inline=1');
    expect(sheet.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('refuses medewerker@delinde.nl (only /rentals and /requests) every document type: 403', async () => {
    const bram = await t.login(BRAM);
    const year = Number(todayIso().slice(0, 4));
    const bodies = [
      { documentType: 'rental', tabType: 'DELIVER' },
      { documentType: 'activerental' },
      { documentType: 'rental-category', tabType: 'ACTIVE' },
      { documentType: 'rentaldate', filters: { date: todayIso() } },
      { documentType: 'repairs' },
      { documentType: 'repair', repairId: 1 },
      { documentType: 'depot' },
      { documentType: 'depot-category' },
      { documentType: 'depotdate', filters: { date: todayIso() } },
      { documentType: 'products location' },
      { documentType: 'products depot' },
      {
        documentType: 'rentalcost',
        filters: {
          fromMonth: 1,
          fromYear: year,
          toMonth: 1,
          toYear: year,
          locationId: topLocation,
        },
      },
      { documentType: 'invoices' },
      { documentType: 'invoice', invoiceId: 1 },
    ];
    for (const body of bodies) {
      const answer = await download(body, bram);
      expect(answer.statusCode, body.documentType).toBe(403);
      expect(answer.json()).toMatchObject({ status: 'error', message: MESSAGES.forbidden });
    }
  });

  it('refuses an unknown document type as bad input', async () => {
    const answer = await download({ documentType: 'salaris' });
    expect(answer.json()).toMatchObject({ status: 'error', message: MESSAGES.invalidInput });
  });
});
