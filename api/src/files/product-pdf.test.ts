// The articles PDFs through their routes: the QR label sheet is rendered to an image and
// one label is read back by ZXing (what the portal's camera scanner uses), the reports and
// slips download as real PDFs, cached, and only for who may see them.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';
import { MESSAGES } from '@portal/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRentalsTestContext, idOf } from '../testing/rental-fixtures.js';
import type { TTestContext } from '../testing/test-context.js';
import { LABEL } from './product-pdf-documents.js';

let t: TTestContext;
let anna: string, bram: string, carla: string;
let work: string;
beforeAll(async () => {
  const context = await createRentalsTestContext();
  t = context.t;
  ({ anna, bram, carla } = context.tokens);
  work = mkdtempSync(join(tmpdir(), 'portal-labels-'));
});
afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  await t.close();
});

const DPI = 200;
const px = (mm: number) => Math.round((mm / 25.4) * DPI);

/** Page 1 of `pdf` as 8-bit grey pixels (pdftoppm, Debian poppler-utils). */
function renderPage(pdf: Buffer): { width: number; height: number; pixels: Uint8Array } {
  const file = join(work, 'labels.pdf');
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', [
    '-r',
    String(DPI),
    '-gray',
    '-f',
    '1',
    '-l',
    '1',
    file,
    join(work, 'page'),
  ]);
  const pgm = readFileSync(join(work, 'page-1.pgm'));
  // P5 <width> <height> <max>\n<bytes>
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 50).toString('latin1'));
  if (!header) throw new Error('not a PGM');
  const [text, width, height] = header;
  return {
    width: Number(width),
    height: Number(height),
    pixels: new Uint8Array(pgm.subarray(text.length)),
  };
}

function crop(
  page: { width: number; pixels: Uint8Array },
  box: { x: number; y: number; width: number; height: number },
): Uint8ClampedArray {
  const out = new Uint8ClampedArray(box.width * box.height);
  for (let y = 0; y < box.height; y += 1) {
    const from = (box.y + y) * page.width + box.x;
    out.set(page.pixels.subarray(from, from + box.width), y * box.width);
  }
  return out;
}

async function labels(token: string, productIds: number[]) {
  return t.app.inject({
    method: 'POST',
    url: '/Rest/Pwa/customer/articles/labels',
    headers: { 'x-auth-token': token },
    payload: { productIds },
  });
}

describe('QR label sheet', () => {
  it('prints a label a camera scanner reads back, with a QR of at least 25 mm', async () => {
    const first = await idOf(t.db, "SELECT id FROM products WHERE barcode = 'VZ-DL-000001'");
    const withoutCode = await idOf(
      t.db,
      "SELECT id FROM products WHERE serial_number = 'DL-2023-0005'",
    );
    const answer = await labels(anna, [withoutCode, first]);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const page = renderPage(answer.rawPayload);
    // A4 at 200 dpi; the first label (the product without a code is left out) top left.
    expect(Math.abs(page.width - px(210))).toBeLessThanOrEqual(2);
    const top = px((297 - LABEL.rows * LABEL.height) / 2);
    const box = { x: 0, y: top, width: px(LABEL.width), height: px(LABEL.height) };
    const label = crop(page, box);
    const source = new RGBLuminanceSource(label, box.width, box.height);
    const result = new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(source)));
    expect(result.getText()).toBe('VZ-DL-000001');

    // The dark modules span at least 25 mm, with a light quiet zone on the left, and
    // nothing is printed in a printer's 5 mm margin at the sheet's top and left.
    let minX = box.width;
    let maxX = 0;
    let minY = box.height;
    for (let y = 0; y < box.height; y += 1) {
      for (let x = 0; x < px(LABEL.inset + LABEL.qr + 1); x += 1) {
        if ((label[y * box.width + x] ?? 255) < 128) {
          minX = Math.min(minX, x);
          maxX = Math.max(maxX, x);
          minY = Math.min(minY, y);
        }
      }
    }
    expect(((maxX - minX + 1) / DPI) * 25.4).toBeGreaterThanOrEqual(25);
    expect((minX / DPI) * 25.4).toBeGreaterThanOrEqual(LABEL.margin + 1);
    expect(((top + minY) / DPI) * 25.4).toBeGreaterThanOrEqual(LABEL.margin + 1);
  });

  it('refuses products without a code, another organisation’s, and too many', async () => {
    const withoutCode = await idOf(
      t.db,
      "SELECT id FROM products WHERE serial_number = 'DL-2023-0005'",
    );
    const none = await labels(anna, [withoutCode]);
    expect(none.json()).toEqual({
      status: 'error',
      message: MESSAGES.noLabelCodes,
      response: null,
    });
    const first = await idOf(t.db, "SELECT id FROM products WHERE barcode = 'VZ-DL-000001'");
    expect((await labels(carla, [first])).json()).toMatchObject({ message: MESSAGES.noLabelCodes });
    const tooMany = await labels(
      anna,
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    expect(tooMany.json()).toMatchObject({ message: MESSAGES.invalidInput });
    expect((await labels(bram, [first])).statusCode).toBe(403);
  });
});

describe('inspection reports and repair slips', () => {
  const download = (token: string, url: string) =>
    t.app.inject({ url: `/Rest/Pwa/global/download/${url}`, headers: { 'x-auth-token': token } });

  it('downloads an inspection report as a PDF, made once and cached', async () => {
    const id = await idOf(
      t.db,
      `SELECT i.id FROM inspections i JOIN products p ON p.id = i.product_id
       WHERE p.barcode = 'VZ-DL-000008' AND i.conclusion = 'COMPLETED' LIMIT 1`,
    );
    const answer = await download(anna, `inspection/${id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [cached] = await t.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM files WHERE owner_type = 'inspection' AND owner_id = $1`,
      [id],
    );
    expect(cached?.count).toBe(1);
    expect((await download(carla, `inspection/${id}`)).json()).toMatchObject({
      message: MESSAGES.notFound,
    });
    expect((await download(bram, `inspection/${id}`)).statusCode).toBe(403);
  });

  it('prints the signature on the slip of a client repair', async () => {
    const id = await idOf(
      t.db,
      `SELECT r.id FROM repairs r JOIN products p ON p.id = r.product_id
       WHERE p.barcode = 'VZ-DL-000012' AND r.status = 'BROKEN'`,
    );
    const answer = await download(anna, `repair/${id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.toString('latin1')).toContain('/Subtype /Image');
  });
});
