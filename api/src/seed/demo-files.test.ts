import { describe, expect, it } from 'vitest';
import { makePdf, makePng } from './demo-files.js';

describe('demo files', () => {
  it('makes a PDF whose xref offsets point at its objects', () => {
    const pdf = Buffer.from(makePdf(['Keuringsrapport (test)', 'Serienummer: DL-1'])).toString(
      'latin1',
    );
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf.length).toBeGreaterThan(100);
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, index) =>
      expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true),
    );
    expect(pdf).toContain('(Keuringsrapport \\(test\\)) Tj');
  });

  it('makes a PNG with the right signature and size', () => {
    const png = Buffer.from(makePng(64, 48, [11, 110, 105]));
    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(png.readUInt32BE(16)).toBe(64);
    expect(png.readUInt32BE(20)).toBe(48);
    expect(png.length).toBeGreaterThan(100);
  });
});
