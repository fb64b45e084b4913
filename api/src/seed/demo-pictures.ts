// Pictures of the demo aids (a bed, a hoist, a wheelchair, ...), drawn in code as simple
// line drawings on a small RGB canvas and encoded as PNG: recognisable on a product's
// documents tab without shipping photos.
import { encodePng } from './demo-files.js';

type TRgb = readonly [number, number, number];

const WIDTH = 320;
const HEIGHT = 240;
const BACKGROUND: TRgb = [244, 247, 246];
const FLOOR: TRgb = [214, 222, 220];
const FRAME: TRgb = [70, 80, 90];

/** A tiny raster canvas: filled rectangles, discs and thick lines. */
class Canvas {
  readonly pixels: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
    background: TRgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    for (let i = 0; i < width * height; i += 1) this.pixels.set(background, i * 3);
  }

  dot(x: number, y: number, rgb: TRgb): void {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px < 0 || py < 0 || px >= this.width || py >= this.height) return;
    this.pixels.set(rgb, (py * this.width + px) * 3);
  }

  rect(x: number, y: number, w: number, h: number, rgb: TRgb): this {
    for (let py = y; py < y + h; py += 1)
      for (let px = x; px < x + w; px += 1) this.dot(px, py, rgb);
    return this;
  }

  disc(cx: number, cy: number, r: number, rgb: TRgb): this {
    for (let py = -r; py <= r; py += 1) {
      for (let px = -r; px <= r; px += 1)
        if (px * px + py * py <= r * r) this.dot(cx + px, cy + py, rgb);
    }
    return this;
  }

  ring(cx: number, cy: number, r: number, thickness: number, rgb: TRgb): this {
    for (let py = -r; py <= r; py += 1) {
      for (let px = -r; px <= r; px += 1) {
        const d = Math.sqrt(px * px + py * py);
        if (d <= r && d >= r - thickness) this.dot(cx + px, cy + py, rgb);
      }
    }
    return this;
  }

  line(x1: number, y1: number, x2: number, y2: number, thickness: number, rgb: TRgb): this {
    const steps = Math.max(Math.abs(x2 - x1), Math.abs(y2 - y1), 1);
    const r = Math.max(0, Math.floor(thickness / 2));
    for (let s = 0; s <= steps; s += 1) {
      const x = x1 + ((x2 - x1) * s) / steps;
      const y = y1 + ((y2 - y1) * s) / steps;
      if (r === 0) this.dot(x, y, rgb);
      else this.disc(Math.round(x), Math.round(y), r, rgb);
    }
    return this;
  }
}

export type TPictureKind = 'bed' | 'mattress' | 'hoist' | 'wheelchair' | 'rollator' | 'chair';

function wheel(c: Canvas, x: number, y: number, r: number): void {
  c.ring(x, y, r, 3, FRAME).disc(x, y, 2, FRAME);
}

const DRAW: Record<TPictureKind, (c: Canvas, accent: TRgb) => void> = {
  bed: (c, accent) => {
    c.rect(50, 120, 220, 22, accent); // mattress
    c.rect(45, 142, 230, 8, FRAME); // frame
    c.rect(40, 80, 10, 100, FRAME).rect(270, 100, 10, 80, FRAME); // head and foot ends
    c.line(60, 112, 140, 112, 3, FRAME).line(160, 112, 250, 112, 3, FRAME); // side rails
    c.line(120, 150, 200, 175, 4, FRAME).line(200, 150, 120, 175, 4, FRAME); // scissor lift
    for (const x of [55, 265]) wheel(c, x, 190, 9);
  },
  mattress: (c, accent) => {
    c.rect(40, 130, 240, 40, accent);
    for (let x = 60; x < 280; x += 30) c.line(x, 132, x, 168, 1, FRAME);
    c.line(40, 130, 280, 130, 2, FRAME).line(40, 170, 280, 170, 2, FRAME);
  },
  hoist: (c, accent) => {
    c.line(90, 190, 110, 60, 8, FRAME); // mast
    c.line(104, 66, 230, 66, 7, accent); // boom
    c.line(220, 70, 220, 100, 2, FRAME); // strap
    c.line(190, 100, 250, 100, 5, FRAME); // spreader bar
    c.line(195, 102, 205, 150, 2, accent).line(245, 102, 235, 150, 2, accent);
    c.rect(200, 150, 36, 20, accent); // sling
    c.line(70, 190, 250, 200, 6, FRAME); // base legs
    for (const x of [70, 250]) wheel(c, x, 205, 8);
  },
  wheelchair: (c, accent) => {
    wheel(c, 150, 160, 45);
    wheel(c, 225, 195, 12);
    c.rect(120, 110, 90, 12, accent); // seat
    c.line(120, 110, 110, 50, 6, accent); // back
    c.line(205, 120, 230, 180, 4, FRAME); // leg rest
    c.line(110, 50, 95, 45, 4, FRAME); // push handle
  },
  rollator: (c, accent) => {
    c.line(100, 60, 130, 190, 5, accent).line(220, 60, 200, 190, 5, accent);
    c.line(100, 60, 220, 60, 5, FRAME); // handles
    c.rect(120, 120, 85, 10, FRAME); // seat
    for (const x of [130, 200]) wheel(c, x, 195, 12);
  },
  chair: (c, accent) => {
    c.rect(110, 120, 100, 14, accent); // seat
    c.rect(110, 60, 12, 70, accent); // back
    c.line(115, 134, 115, 185, 4, FRAME).line(205, 134, 205, 185, 4, FRAME);
    c.line(120, 100, 205, 100, 3, FRAME); // arm rest
    for (const x of [115, 205]) wheel(c, x, 192, 7);
  },
};

/** A PNG line drawing of an aid of `kind` in `accent` colour. */
export function drawAidPicture(kind: TPictureKind, accent: TRgb): Uint8Array {
  const canvas = new Canvas(WIDTH, HEIGHT, BACKGROUND);
  canvas.rect(0, 205, WIDTH, HEIGHT - 205, FLOOR);
  DRAW[kind](canvas, accent);
  return encodePng(WIDTH, HEIGHT, canvas.pixels);
}

/** The picture kind of an article by its category title. */
export function pictureKindOf(categoryTitle: string): TPictureKind {
  const title = categoryTitle.toLowerCase();
  if (title.includes('bed')) return 'bed';
  if (title.includes('matras')) return 'mattress';
  if (title.includes('lift') || title.includes('tilband')) return 'hoist';
  if (title.includes('rolstoel')) return 'wheelchair';
  if (title.includes('rollator')) return 'rollator';
  return 'chair';
}
