import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createZipWriter } from './zip-writer.js';

/** The bytes of the first entry's deflated data in a zip written by createZipWriter. */
function firstEntryData(zip: Buffer): Buffer {
  const nameLength = zip.readUInt16LE(26);
  const start = 30 + nameLength;
  // The data descriptor (signature 0x08074b50) follows the entry's data.
  const end = zip.indexOf(Buffer.from([0x50, 0x4b, 0x07, 0x08]), start);
  return zip.subarray(start, end);
}

describe('createZipWriter', () => {
  it('deflates each piece of an entry as it is written, the pieces one deflate stream', async () => {
    const out: Uint8Array[] = [];
    const zip = createZipWriter((bytes) => out.push(bytes), { level: 1 });
    const entry = zip.openEntry('sheet.xml');
    const pieces = ['<row r="1"/>'.repeat(5_000), '', '<row r="2"/>'.repeat(7_000), 'end'];
    for (const piece of pieces) {
      const before = out.length;
      // why not awaited first: the piece's bytes leave before write returns, with no
      // hand-over to another thread and back per batch (bench/README.md).
      const written = entry.write(Buffer.from(piece));
      if (piece) expect(out.length).toBeGreaterThan(before);
      await written;
    }
    await entry.end();
    zip.finish();
    const data = inflateRawSync(firstEntryData(Buffer.concat(out)));
    expect(data.toString()).toBe(pieces.join(''));
  });
});
