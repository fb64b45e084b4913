// A page of a PDF as the printer would put it on paper: rendered to grey pixels by Debian's
// pdftoppm (poppler-utils, installed by scripts/ensure-test-tools.mjs), and cut to a box.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TGreyImage } from './qr-video';

/** Millimetres on paper as pixels at `dpi`. */
export function mmToPx(mm: number, dpi: number): number {
  return Math.round((mm / 25.4) * dpi);
}

/** Page `pageNumber` of `pdf` at `dpi`, in grey. */
export function renderPdfPage(pdf: Buffer, dpi: number, pageNumber = 1): TGreyImage {
  const work = mkdtempSync(join(tmpdir(), 'e2e-pdf-'));
  try {
    const file = join(work, 'sheet.pdf');
    writeFileSync(file, pdf);
    const page = String(pageNumber);
    execFileSync('pdftoppm', [
      '-r',
      String(dpi),
      '-gray',
      '-f',
      page,
      '-l',
      page,
      file,
      join(work, 'page'),
    ]);
    const output = readFileSync(join(work, `page-${page}.pgm`));
    // P5 <width> <height> <max>\n<bytes>
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(output.subarray(0, 50).toString('latin1'));
    if (!header) throw new Error('pdftoppm did not write a PGM');
    const [text, width, height] = header;
    return {
      width: Number(width),
      height: Number(height),
      pixels: new Uint8Array(output.subarray(text.length)),
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The part of `image` inside `box` (pixels). */
export function cropImage(
  image: TGreyImage,
  box: { x: number; y: number; width: number; height: number },
): TGreyImage {
  const pixels = new Uint8Array(box.width * box.height);
  for (let y = 0; y < box.height; y += 1) {
    const from = (box.y + y) * image.width + box.x;
    pixels.set(image.pixels.subarray(from, from + box.width), y * box.width);
  }
  return { width: box.width, height: box.height, pixels };
}
