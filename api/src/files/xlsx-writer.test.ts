// The streamed .xlsx read back with exceljs: values of every kind, formats, widths, the
// bold header, and text that XML would choke on.
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createXlsxWriter, quoteStyleIndex, startXlsx } from './xlsx-writer.js';

/** The sheet's XML in a file of createXlsxWriter (its entry is deflated, then a descriptor). */
function sheetXml(file: Buffer): string {
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const start = file.indexOf(name) + name.length;
  // why: inflating stops at the entry's last block; what follows it is not read.
  return inflateRawSync(file.subarray(start)).toString();
}

async function write(rows: Parameters<ReturnType<typeof createXlsxWriter>['write']>[0][]) {
  const chunks: Uint8Array[] = [];
  const file = () => Buffer.concat(chunks);
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
  await workbook.xlsx.load(file() as unknown as ArrayBuffer);
  return { workbook, bytes: chunks.length, xml: sheetXml(file()) };
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

  it('writes text a spreadsheet would take for a formula as text with the quotePrefix style', async () => {
    const hostile = [
      '=HYPERLINK("http://x","y")',
      '+31 6 1234',
      '-2+3',
      '@SUM(A1)',
      '\tTab',
      '\rCR',
      // why: the characters XML forbids are left out, so they must not hide a formula.
      '\u0007=1+1',
    ];
    const { workbook, xml } = await write([
      hostile.map((text, i) => [i, text, null, null, null]),
      [[9, 'Kamer -1 = prima', null, null, null]],
    ]);
    const texts: unknown[] = [];
    workbook.worksheets[0]?.eachRow((row, number) => {
      if (number > 1) {
        texts.push(row.getCell(2).value);
        expect(row.getCell(2).formula).toBeUndefined();
      }
    });
    // The value as typed, no apostrophe in the text; no formula anywhere.
    expect(texts).toEqual([
      ...hostile.map((text) => text.replace('\u0007', '')),
      'Kamer -1 = prima',
    ]);
    expect(xml).not.toContain('<f>');
    // Every hostile cell, and only those, carries the quotePrefix style (after the two formats).
    const quote = ` s="${quoteStyleIndex(['dd-mm-yyyy', 'dd-mm-yyyy hh:mm'])}"`;
    const quoted = [...xml.matchAll(/<c r="(B\d+)"([^>]*)>/g)].filter(([, , rest]) =>
      rest?.includes(quote),
    );
    expect(quoted.map(([, ref]) => ref)).toEqual(hostile.map((_, i) => `B${i + 2}`));
  });
});

describe('the sheet XML', () => {
  it('gives every cell its reference, and writes no cell for an empty value', async () => {
    const { xml } = await write([
      [
        [1, 'Bed', null, null, true],
        [2, null, null, null, false],
      ],
    ]);
    expect(xml).toContain(
      '<row r="2"><c r="A2"><v>1</v></c><c r="B2" t="inlineStr"><is><t>Bed</t></is></c>' +
        '<c r="E2" t="b"><v>1</v></c></row>' +
        '<row r="3"><c r="A3"><v>2</v></c><c r="E3" t="b"><v>0</v></c></row>',
    );
  });

  it('keeps the white space a text starts or ends with, and marks only those texts', async () => {
    const texts = [' voor', 'achter ', '\u00a0harde spatie', 'mid den', 'regel\nregel'];
    const { workbook, xml } = await write([texts.map((text, i) => [i, text, null, null, null])]);
    const read: unknown[] = [];
    workbook.worksheets[0]?.eachRow((row, number) => {
      if (number > 1) read.push(row.getCell(2).value);
    });
    expect(read).toEqual(texts);
    expect(xml.match(/xml:space="preserve"/g)).toHaveLength(3);
    expect(xml).toContain('<is><t>mid den</t></is>');
  });

  it('writes records through their columns as it writes rows of cells', async () => {
    const sheet = {
      sheetName: 'Lijst',
      columns: [
        { header: 'Nummer', width: 10 },
        { header: 'Naam', width: 20 },
        { header: 'Datum', width: 12, numFmt: 'dd-mm-yyyy' },
      ],
    };
    const records = [
      { id: 1, name: 'Bed & co', day: 46_353 },
      { id: 2, name: '', day: null },
    ];
    const files: string[] = [];
    for (const asRecords of [true, false]) {
      const chunks: Uint8Array[] = [];
      const writer = createXlsxWriter(sheet, (bytes) => chunks.push(bytes));
      if (asRecords) {
        await writer.writeRecords(records, [(r) => r.id, (r) => r.name, (r) => r.day]);
      } else {
        await writer.write(records.map((r) => [r.id, r.name, r.day]));
      }
      await writer.end();
      files.push(sheetXml(Buffer.concat(chunks)));
    }
    expect(files[0]).toBe(files[1]);
  });
});
