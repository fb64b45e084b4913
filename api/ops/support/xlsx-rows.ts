// Counts the rows of an .xlsx's first sheet without a spreadsheet library (exceljs takes
// seconds for 60,000 rows): the zip's central directory gives where the sheet is, zlib
// inflates it, and each row is one <row> element.
import { inflateRawSync } from 'node:zlib';

const CENTRAL_ENTRY = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;

export function sheetRowCount(file: Buffer, sheet = 'xl/worksheets/sheet1.xml'): number {
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || file.readUInt32LE(end) !== END_OF_DIRECTORY) throw new Error('not a whole zip');
  let at = file.readUInt32LE(end + 16);
  const entries = file.readUInt16LE(end + 10);
  for (let n = 0; n < entries; n += 1) {
    if (file.readUInt32LE(at) !== CENTRAL_ENTRY) throw new Error('broken central directory');
    const compressedSize = file.readUInt32LE(at + 20);
    const nameLength = file.readUInt16LE(at + 28);
    const extraLength = file.readUInt16LE(at + 30);
    const commentLength = file.readUInt16LE(at + 32);
    const localHeader = file.readUInt32LE(at + 42);
    const name = file.toString('utf8', at + 46, at + 46 + nameLength);
    if (name === sheet) {
      const dataStart =
        localHeader +
        30 +
        file.readUInt16LE(localHeader + 26) +
        file.readUInt16LE(localHeader + 28);
      const xml = inflateRawSync(file.subarray(dataStart, dataStart + compressedSize)).toString(
        'utf8',
      );
      return xml.match(/<row[\s>]/g)?.length ?? 0;
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  throw new Error(`${sheet} is not in the file`);
}
