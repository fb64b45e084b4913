// The shared set-up of the management download tests (overview-excel, rental-cost-file and
// management-pdfs-and-access .test.ts): one app on a fresh database per test file, signed
// in as Anna, and the readers of a downloaded sheet: its header, rows, filter, freeze and
// number formats, and every cell against the overview's own JSON pages.
// why: the bindings below are set in beforeAll; ES module exports are live, so each test
// file reads them as it would read its own `let`s.
import { todayIso } from '@portal/shared/rules';
import { MANAGEMENT_TEXTS } from '@portal/shared/rules/management-texts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect } from 'vitest';
import type { TExcelSource } from '../../exports/excel-source.js';
import {
  EXCEL_SOURCES,
  type TExcelParams,
  type TExcelSourceName,
} from '../../exports/excel-sources.js';
import type { TXlsxCell } from '../../files/xlsx-writer.js';
import { idOf } from '../../testing/rental-fixtures.js';
import { ANNA, createTestContext, type TTestContext } from '../../testing/test-context.js';

export let t: TTestContext;
export let anna: string;
export let topLocation: number;

/** Registers the file's beforeAll (app, Anna's token, her top location) and afterAll. */
export function setUpManagementDownloadTests(): void {
  beforeAll(async () => {
    t = await createTestContext();
    anna = await t.login(ANNA);
    topLocation = await idOf(
      t.db,
      "SELECT id FROM locations WHERE name = 'Woonzorgcentrum De Linde'",
    );
  });
  afterAll(() => t.close());
}

const EXCEL = '/customer/management/overviews/excel';

export async function download(body: Record<string, unknown>, token = anna, query = '') {
  const answer = await t.app.inject({
    method: 'POST',
    url: `/Rest/Pwa${EXCEL}${query}`,
    headers: { 'x-auth-token': token },
    payload: body,
  });
  return answer;
}

export type TSheet = {
  name: string;
  header: unknown[];
  rows: unknown[][];
  autoFilter: unknown;
  frozen: boolean;
  numFmt: (column: number) => string | undefined;
};

export async function spreadsheet(
  body: Record<string, unknown>,
): Promise<TSheet & { fileName: string }> {
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
export async function overviewRows(path: string, body: Record<string, unknown>, key: string) {
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
export const RENTALS = {
  organisationId: 0,
  overview: 'type',
  type: 'DELIVER',
  filters: {},
} as const;

export const YEAR_AGO = () => `${Number(todayIso().slice(0, 4)) - 1}${todayIso().slice(4)}`;

/** A cell as the file holds it and exceljs reads it back: a date-formatted number a Date. */
export function cellAsRead(value: TXlsxCell, numFmt: string | undefined): unknown {
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
export function expectEveryCell<K extends TExcelSourceName>(
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

export function expectTyped(sheet: TSheet, columns: number) {
  expect(sheet.header).toHaveLength(columns);
  expect(sheet.autoFilter).toBe(`A1:${String.fromCharCode(64 + columns)}${sheet.rows.length + 1}`);
  expect(sheet.frozen).toBe(true);
}
