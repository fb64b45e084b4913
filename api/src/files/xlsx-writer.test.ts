// The streamed .xlsx read back with exceljs: values of every kind, formats, widths, the
// bold header, and text that XML would choke on.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { asPlainText, createXlsxWriter, startXlsx } from './xlsx-writer.js';

async function write(rows: Parameters<ReturnType<typeof createXlsxWriter>['write']>[0][]) {
  const chunks: Uint8Array[] = [];
  const writer = createXlsxWriter(
    {
      sheetName: 'Verhuur: lijst/2026?',
      columns: [
        { header: 'Nummer', width: 12 },
        { header: 'Artikel & merk', width: 40 },
        { header: 'Datum', width: 14, numFmt: 'dd-mm-yyyy' },
        { header: 'Tijd', width: 18, numFmt: 'dd-mm-yyyy hh:mm' },
        { header: 'Actief', width: 8 },
      ],
    },
    (bytes) => chunks.push(bytes),
  );
  for (const batch of rows) await writer.write(batch);
  await writer.end();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return { workbook, bytes: chunks.length };
}

describe('createXlsxWriter', () => {
  it('writes a sheet exceljs reads back cell for cell', async () => {
    const day = new Date(Date.UTC(2026, 2, 7));
    const moment = new Date(Date.UTC(2026, 2, 7, 14, 5));
    const { workbook } = await write([
      [
        [1, 'Hoog-laagbed <Vitalis> & "co"', day, moment, true],
        [2, 'Cliënt\u0007 met belletje', null, null, false],
      ],
      [[3, '', day, null, null]],
    ]);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Verhuur  lijst 2026 ');
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toEqual([
      ['Nummer', 'Artikel & merk', 'Datum', 'Tijd', 'Actief'],
      [1, 'Hoog-laagbed <Vitalis> & "co"', day, moment, true],
      [2, 'Cliënt met belletje', undefined, undefined, false],
      [3, undefined, day],
    ]);
    expect(sheet?.getCell('A1').font?.bold).toBe(true);
    expect(sheet?.getCell('A2').font?.bold).toBeFalsy();
    expect(sheet?.getCell('C2').numFmt).toBe('dd-mm-yyyy');
    expect(sheet?.getCell('D2').numFmt).toBe('dd-mm-yyyy hh:mm');
    expect(sheet?.getColumn(2).width).toBe(40);
  });

  it('continues a file whose first parts another thread wrote (startXlsx, then the rows)', async () => {
    const sheet = {
      sheetName: 'Lijst',
      columns: [
        { header: 'Nummer', width: 10 },
        { header: 'Datum', width: 14, numFmt: 'dd-mm-yyyy' },
      ],
    };
    const head: Uint8Array[] = [];
    // why: the resume point crosses a thread boundary as a structured clone.
    const resume = structuredClone(startXlsx(sheet, (bytes) => head.push(bytes)));
    expect(Buffer.concat(head).subarray(0, 2).toString('latin1')).toBe('PK');
    const rest: Uint8Array[] = [];
    const writer = createXlsxWriter(sheet, (bytes) => rest.push(bytes), resume);
    const day = new Date(Date.UTC(2026, 0, 2));
    await writer.write([
      [1, day],
      [2, null],
    ]);
    await writer.end();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat([...head, ...rest]) as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toEqual([['Nummer', 'Datum'], [1, day], [2]]);
    expect(workbook.worksheets[0]?.getCell('B2').numFmt).toBe('dd-mm-yyyy');
  });

  it('freezes the header row and filters every row below it, also for names with quotes', async () => {
    const chunks: Uint8Array[] = [];
    const euro = '[$€-413] #,##0.00;[$€-413] -#,##0.00';
    const writer = createXlsxWriter(
      {
        sheetName: "Kosten 't Hof",
        columns: [
          { header: 'Maand', width: 12, numFmt: 'mmmm yyyy' },
          { header: 'Kosten', width: 14, numFmt: euro },
        ],
      },
      (bytes) => chunks.push(bytes),
    );
    await writer.write([
      [new Date(Date.UTC(2026, 0, 1)), 1234.5],
      [new Date(Date.UTC(2026, 1, 1)), -12.25],
    ]);
    await writer.end();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.autoFilter).toBe('A1:B3');
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet?.getCell('B2').value).toBe(1234.5);
    expect(sheet?.getCell('B3').numFmt).toBe(euro);
    const names = workbook.definedNames.model as { name: string; ranges: string[] }[];
    expect(names).toEqual([
      expect.objectContaining({
        name: '_xlnm._FilterDatabase',
        ranges: ["'Kosten ''t Hof'!$A$1:$B$3"],
      }),
    ]);
  });

  it('streams: bytes leave with every batch, not only at the end', async () => {
    const rows = Array.from({ length: 50 }, (_, batch) =>
      Array.from({ length: 200 }, (_, i) => [batch * 200 + i, `Artikel ${i}`, null, null, null]),
    );
    const chunks: number[] = [];
    const writer = createXlsxWriter(
      { sheetName: 'Lijst', columns: [{ header: 'Nummer', width: 10 }] },
      (bytes) => chunks.push(bytes.length),
    );
    await writer.write(rows[0] ?? []);
    const afterFirst = chunks.length;
    for (const batch of rows.slice(1)) await writer.write(batch);
    await writer.end();
    expect(afterFirst).toBeGreaterThan(0);
    expect(chunks.length).toBeGreaterThan(afterFirst + 40);
  });

  it('writes text a spreadsheet would take for a formula with a leading apostrophe', async () => {
    const hostile = [
      '=HYPERLINK("http://x","y")',
      '+31 6 1234',
      '-2+3',
      '@SUM(A1)',
      '\tTab',
      '\rCR',
    ];
    const { workbook } = await write([
      hostile.map((text, i) => [i, text, null, null, null]),
      [[9, 'Kamer -1 = prima', null, null, null]],
    ]);
    const texts: unknown[] = [];
    workbook.worksheets[0]?.eachRow((row, number) => {
      if (number > 1) texts.push(row.getCell(2).value);
    });
    expect(texts).toEqual([...hostile.map((text) => `'${text}`), 'Kamer -1 = prima']);
    for (const text of hostile) expect(asPlainText(text)).toBe(`'${text}`);
    expect(asPlainText("'al een apostrof")).toBe("'al een apostrof");
  });
});
