// Spreadsheets opened as a customer's office opens them: LibreOffice Calc headless (Debian
// libreoffice-calc-nogui, scripts/ensure-test-tools.mjs) converts every file of a test in
// one run (its start-up takes seconds) to CSV as the cells are shown in Dutch, and each
// cell is compared with what exceljs reads from the same file, shown the way its number
// format says (dates dd-mm-yyyy, euros '€ 1.234,50', months 'januari 2026').
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ExcelJS from 'exceljs';

/** CSV as LibreOffice writes it: comma, double quotes, UTF-8, cells as shown, Dutch. */
const CSV_FILTER = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,1043,false,true,true,false,false';

/** Each file converted by one LibreOffice run: its rows as LibreOffice shows them. */
export function showInLibreOffice(files: ReadonlyMap<string, Buffer>): Map<string, string[][]> {
  const work = mkdtempSync(join(tmpdir(), 'portal-calc-'));
  // why: XLSX_SHOTS_DIR keeps each file, to open it in LibreOffice and look at it.
  const kept = process.env.XLSX_SHOTS_DIR;
  if (kept) {
    mkdirSync(kept, { recursive: true });
    for (const [name, bytes] of files)
      writeFileSync(join(kept, `${name.replace(/\W+/g, '-')}.xlsx`), bytes);
  }
  try {
    const inputs = [...files.entries()].map(([name, bytes], at) => {
      const file = join(work, `f${at}.xlsx`);
      writeFileSync(file, bytes);
      return { name, file, csv: join(work, 'out', `f${at}.csv`) };
    });
    execFileSync(
      'soffice',
      [
        // why: a profile of its own, so a LibreOffice someone has open does not take the job.
        `-env:UserInstallation=${pathToFileURL(join(work, 'profile')).href}`,
        '--headless',
        '--norestore',
        '--convert-to',
        CSV_FILTER,
        '--outdir',
        join(work, 'out'),
        ...inputs.map((input) => input.file),
      ],
      // why: Calc shows numbers and dates in the locale it runs in: a Dutch office's.
      {
        stdio: 'pipe',
        timeout: 240_000,
        env: { ...process.env, LANG: 'nl_NL.UTF-8', LC_ALL: 'nl_NL.UTF-8' },
      },
    );
    return new Map(inputs.map((input) => [input.name, parseCsv(readFileSync(input.csv, 'utf8'))]));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** RFC 4180 CSV into rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        cell += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[at + 1] === '\n') at += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  return rows;
}

const MONTHS = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];

const two = (n: number) => String(n).padStart(2, '0');

/** A number as Dutch Calc shows it: decimal comma, and thousands dots in a euro format. */
function dutchNumber(value: number, decimals: number | null, grouped: boolean): string {
  const fixed = decimals === null ? String(value) : Math.abs(value).toFixed(decimals);
  const [whole = '', fraction] = fixed.replace('-', '').split('.');
  const digits = grouped ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : whole;
  return `${value < 0 ? '-' : ''}${digits}${fraction ? `,${fraction}` : ''}`;
}

/** A cell as LibreOffice shows it, from exceljs' value and the cell's number format. */
export function shownAs(value: unknown, numFmt: string | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const date = `${two(value.getUTCDate())}-${two(value.getUTCMonth() + 1)}-${value.getUTCFullYear()}`;
    if (numFmt === 'mmmm yyyy') return `${MONTHS[value.getUTCMonth()]} ${value.getUTCFullYear()}`;
    if (numFmt?.includes('hh:mm')) {
      return `${date} ${two(value.getUTCHours())}:${two(value.getUTCMinutes())}`;
    }
    return date;
  }
  if (typeof value === 'number') {
    if (numFmt?.includes('€')) return `€ ${dutchNumber(value, 2, true)}`;
    return dutchNumber(value, null, false);
  }
  if (typeof value === 'boolean') return value ? 'WAAR' : 'ONWAAR';
  return String(value);
}

/** The rows of a file's first sheet as they should be shown (exceljs, formats applied). */
export async function expectedRows(payload: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  const width = sheet?.columnCount ?? 0;
  sheet?.eachRow({ includeEmpty: true }, (row) => {
    rows.push(
      Array.from({ length: width }, (_, at) => {
        const cell = row.getCell(at + 1);
        return shownAs(cell.value, cell.numFmt);
      }),
    );
  });
  return rows;
}
