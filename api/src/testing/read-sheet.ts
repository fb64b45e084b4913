// The first sheet of a downloaded .xlsx, read back with exceljs: its name and its rows
// (header row first), each row's cell values in column order.
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

export async function readSheet(payload: Buffer): Promise<{ name: string; rows: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet?.name ?? '', rows };
}

/**
 * The sheet's XML of a file of the portal's xlsx writer (files/xlsx-writer.ts: its entry
 * is deflated after a local header without extra fields). why: exceljs does not read a
 * cell's quotePrefix style, which the formula tests look for.
 */
export function sheetXml(payload: Buffer): string {
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const start = payload.indexOf(name) + name.length;
  // why: inflating stops at the entry's last block; what follows it is not read.
  return inflateRawSync(payload.subarray(start)).toString();
}

/** The text of every inline-string cell that has style `style` (' s="7"'). */
export function cellsWithStyle(xml: string, style: string): string[] {
  return [...xml.matchAll(/<c r="[A-Z]+\d+"([^>]*)><is><t[^>]*>([^<]*)<\/t><\/is><\/c>/g)]
    .filter(([, attributes]) => attributes?.includes(style))
    .map(([, , text]) =>
      (text ?? '')
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&#13;/g, '\r')
        .replace(/&amp;/g, '&'),
    );
}
