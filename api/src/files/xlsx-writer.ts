// A one-sheet .xlsx (Office Open XML SpreadsheetML) written as a stream: the package parts
// first, then the sheet's rows as they come, deflated into the zip piece by piece. Made
// for exports of 100,000 rows: exceljs' streaming writer needed ~90 µs per row (9 s for
// 100,000 rows on the benchmark machine), this writer ~3 µs (the rows are encoded straight
// into bytes by sheet-rows.ts). Cells are numbers, text (inline strings), booleans and
// dates (serial numbers with the column's number format); every cell carries its
// reference (sheet-rows.ts says why); the header row is bold; columns have widths. Read back in tests with exceljs.
// Text that a spreadsheet could take for a formula gets a leading apostrophe (see
// `asPlainText`), here once for every export. `startXlsx` writes the package parts before
// the sheet (a few KB) and tells where the zip stands, so that the download can begin
// before the worker thread that writes the rows is up; `createXlsxWriter(sheet, emit,
// resumePoint)` continues from there. The header row is frozen and carries an autofilter
// over every row.
import { SheetRows, type TXlsxCell } from './sheet-rows.js';
import { createZipWriter, type TZipResumePoint } from './zip-writer.js';

export type { TXlsxCell };

export type TXlsxColumn = {
  header: string;
  /** Width in characters. */
  width: number;
  /** Excel number format of the column's cells, e.g. 'dd-mm-yyyy' for dates. */
  numFmt?: string;
};

export type TXlsxSheet = { sheetName: string; columns: readonly TXlsxColumn[] };

export type TXlsxWriter = {
  /** Adds rows (cell values in column order) to the sheet. */
  write(rows: readonly (readonly TXlsxCell[])[]): Promise<void>;
  /**
   * Adds a row per record, cell `i` being `cells[i](record)`: the same as `write` without
   * an array of cells per row (100,000 of them per export).
   */
  writeRecords<T>(
    records: readonly T[],
    cells: readonly ((record: T) => TXlsxCell)[],
  ): Promise<void>;
  /** Ends the sheet and the file. */
  end(): Promise<void>;
};

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
/** Custom number formats start at id 164. */
const FIRST_CUSTOM_FORMAT = 164;
/** Style 0 is plain, 1 the bold header; the number formats follow. */
const FIRST_FORMAT_STYLE = 2;

/** XML 1.0 forbids most control characters even escaped; a cell would make the file invalid. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[&<>"\r\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;

/** Text of the package parts (the cells' text is escaped by xml-bytes.ts, the same way). */
function escapeXml(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  return (
    text
      .replace(FORBIDDEN, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      // why: an XML reader turns a bare carriage return into a line feed.
      .replace(/\r/g, '&#13;')
  );
}

/** The first characters that make Excel, LibreOffice or a CSV reader start a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text as it must stay: a value starting with `=`, `+`, `-`, `@`, a tab or a carriage return
 * gets a leading apostrophe (OWASP, CSV injection). why not only the quotePrefix style: an
 * inline string is never evaluated on opening, but it becomes a formula when someone edits
 * the cell and presses Enter, or saves the sheet as CSV, and Excel and LibreOffice drop the
 * quotePrefix style in a CSV. The apostrophe is part of the text, so it survives both: an
 * edited cell reads it as Excel's own "this is text" mark, a CSV keeps it. The cost is a
 * visible apostrophe before such values (rare: a client name or room starting with '-').
 */
export function asPlainText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A (0) .. Z, AA .. : the letters of a column. */
function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** Sheet names: at most 31 characters, none of : \ / ? * [ ]. */
function safeSheetName(name: string): string {
  return name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Blad1';
}

function staticParts(sheet: TXlsxSheet, formats: string[]): [string, string][] {
  const numFmts = formats
    .map(
      (code, i) =>
        `<numFmt numFmtId="${FIRST_CUSTOM_FORMAT + i}" formatCode="${escapeXml(code)}"/>`,
    )
    .join('');
  const formatXfs = formats
    .map(
      (_, i) =>
        `<xf numFmtId="${FIRST_CUSTOM_FORMAT + i}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
    )
    .join('');
  return [
    [
      '[Content_Types].xml',
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        '</Types>',
    ],
    [
      '_rels/.rels',
      `${XML}<Relationships xmlns="${PACKAGE_REL_NS}">` +
        `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
        '</Relationships>',
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML}<Relationships xmlns="${PACKAGE_REL_NS}">` +
        `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
        '</Relationships>',
    ],
    [
      'xl/styles.xml',
      `${XML}<styleSheet xmlns="${MAIN_NS}">` +
        (formats.length ? `<numFmts count="${formats.length}">${numFmts}</numFmts>` : '') +
        '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font>' +
        '<font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
        '<fills count="2"><fill><patternFill patternType="none"/></fill>' +
        '<fill><patternFill patternType="gray125"/></fill></fills>' +
        '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
        '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
        `<cellXfs count="${FIRST_FORMAT_STYLE + formats.length}">` +
        '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
        '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
        `${formatXfs}</cellXfs>` +
        '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
        '</styleSheet>',
    ],
  ];
}

/**
 * The workbook part, written last: it names the header row and the rows below it as the
 * sheet's filter range (Excel's own name for an autofilter, which LibreOffice needs to show
 * one), known only once every row is written.
 */
function workbookPart(sheet: TXlsxSheet, lastRow: number): string {
  const name = safeSheetName(sheet.sheetName);
  const lastColumn = columnLetters(Math.max(0, sheet.columns.length - 1));
  const range = `'${name.replace(/'/g, "''")}'!$A$1:$${lastColumn}$${Math.max(1, lastRow)}`;
  return (
    `${XML}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>` +
    `<sheet name="${escapeXml(name)}" sheetId="1" r:id="rId1"/></sheets>` +
    '<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">' +
    `${escapeXml(range)}</definedName></definedNames></workbook>`
  );
}

/** The distinct number formats of the columns, in order (their styles follow the bold one). */
function numberFormats(sheet: TXlsxSheet): string[] {
  return [...new Set(sheet.columns.flatMap((column) => column.numFmt ?? []))];
}

/**
 * The zip's level. 1: a 100,000-row rental sheet (49 MB of XML) deflates in ~70 ms to 2.4
 * MB; 2 and 3 take as long and are < 1 % smaller; 6 (the default) takes ~3.5 times as
 * long for 9 % less (2.2 MB); 4 and 5 are slower and larger than 1 (bench/README.md).
 */
const LEVEL = 1;

/** Writes the package parts before the sheet; the zip continues from the answer. */
export function startXlsx(sheet: TXlsxSheet, emit: (bytes: Uint8Array) => void): TZipResumePoint {
  const zip = createZipWriter(emit, { level: LEVEL });
  for (const [name, text] of staticParts(sheet, numberFormats(sheet))) {
    zip.addFile(name, Buffer.from(text));
  }
  return zip.resumePoint();
}

/** The sheet and the end of the file, after `resume` (by default the parts written now). */
export function createXlsxWriter(
  sheet: TXlsxSheet,
  emit: (bytes: Uint8Array) => void,
  resume: TZipResumePoint = startXlsx(sheet, emit),
): TXlsxWriter {
  const formats = numberFormats(sheet);
  const letters = sheet.columns.map((_, i) => columnLetters(i));
  const rows = new SheetRows(
    letters,
    sheet.columns.map((column) =>
      column.numFmt ? ` s="${FIRST_FORMAT_STYLE + formats.indexOf(column.numFmt)}"` : '',
    ),
    ' s="1"',
  );
  const columnCount = sheet.columns.length;
  const zip = createZipWriter(emit, { level: LEVEL, resume });
  const data = zip.openEntry('xl/worksheets/sheet1.xml');
  // why: the rows are encoded into one buffer (sheet-rows.ts), a batch at a time, and
  // deflated from there; the zip has read the bytes when `write` returns.
  const flush = () => data.write(rows.take());

  const widths = sheet.columns
    .map(
      (column, i) => `<col min="${i + 1}" max="${i + 1}" width="${column.width}" customWidth="1"/>`,
    )
    .join('');
  // why: the header row stays in view while a desk user scrolls through thousands of rows.
  const frozenHeader =
    '<sheetViews><sheetView workbookViewId="0">' +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>';
  rows.raw(
    Buffer.from(
      `${XML}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
        frozenHeader +
        (widths ? `<cols>${widths}</cols>` : '') +
        '<sheetData>',
    ),
  );
  rows.startRow(true);
  sheet.columns.forEach((column, i) => rows.cell(column.header, i));
  rows.endRow();
  const started = flush();

  return {
    async write(batch) {
      for (const row of batch) {
        rows.startRow();
        for (let i = 0; i < columnCount; i += 1) rows.cell(row[i], i);
        rows.endRow();
      }
      await flush();
    },
    async writeRecords(records, cells) {
      for (const record of records) {
        rows.startRow();
        for (let i = 0; i < columnCount; i += 1) rows.cell(cells[i]?.(record), i);
        rows.endRow();
      }
      await flush();
    },
    async end() {
      await started;
      const rowCount = rows.rowNumber;
      // why: the header row filters every row below it (Excel's autofilter buttons).
      const lastColumn = letters.at(-1) ?? 'A';
      await data.write(
        Buffer.from(`</sheetData><autoFilter ref="A1:${lastColumn}${rowCount}"/></worksheet>`),
      );
      await data.end();
      zip.addFile('xl/workbook.xml', Buffer.from(workbookPart(sheet, rowCount)));
      zip.finish();
    },
  };
}
