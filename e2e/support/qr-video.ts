// A camera for the scan tests: a Y4M video (YUV4MPEG2, 4:2:0) that Chromium plays as its
// webcam (--use-file-for-fake-video-capture), of a grey image centred on white: a QR code
// drawn from a text, or a picture such as a label cut out of a printed sheet. Written once
// per picture under e2e/.data/, atomically, because every Playwright process loads the config.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { REPO_ROOT } from './servers';

/** An 8-bit grey image, row after row (0 black, 255 white). */
export type TGreyImage = { width: number; height: number; pixels: Uint8Array };

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 20;
const FPS = 10;
/** Light modules around the code, as the QR standard asks. */
const QUIET_ZONE = 4;
const MIN_MODULE_PX = 8;

const BLACK = 0;
const WHITE = 255;
/** Video luma runs from 16 (black) to 235 (white). */
const LUMA_BLACK = 16;
const LUMA_RANGE = 235 - LUMA_BLACK;
const NEUTRAL_CHROMA = 128;

/** The QR code of `text`, each module a square of at least MIN_MODULE_PX. */
export function qrImage(text: string): TGreyImage {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cells = modules.size + 2 * QUIET_ZONE;
  const modulePx = Math.floor((Math.min(WIDTH, HEIGHT) * 0.9) / cells);
  if (modulePx < MIN_MODULE_PX) {
    throw new Error(`qr-video: "${text}" is too long for ${MIN_MODULE_PX} px modules`);
  }
  const side = modules.size * modulePx;
  const pixels = new Uint8Array(side * side).fill(WHITE);
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < modulePx; y += 1) {
        const start = (row * modulePx + y) * side + col * modulePx;
        pixels.fill(BLACK, start, start + modulePx);
      }
    }
  }
  return { width: side, height: side, pixels };
}

/** One frame's luma plane: `image` centred on white. */
function lumaPlane(image: TGreyImage): Buffer {
  if (image.width > WIDTH || image.height > HEIGHT) {
    throw new Error(`qr-video: a ${image.width}x${image.height} image exceeds ${WIDTH}x${HEIGHT}`);
  }
  const left = Math.floor((WIDTH - image.width) / 2);
  const top = Math.floor((HEIGHT - image.height) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, LUMA_BLACK + LUMA_RANGE);
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      const grey = image.pixels[y * image.width + x] ?? WHITE;
      luma[(top + y) * WIDTH + left + x] = LUMA_BLACK + Math.round((grey * LUMA_RANGE) / 255);
    }
  }
  return luma;
}

/** The whole Y4M file showing `image`. */
export function greyVideo(image: TGreyImage): Buffer {
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`);
  const frameHeader = Buffer.from('FRAME\n');
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, NEUTRAL_CHROMA);
  const frame = Buffer.concat([frameHeader, lumaPlane(image), chroma]);
  return Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]);
}

/**
 * The path of the video showing `image`, named `name` plus a digest of its pixels, so a
 * picture made during one run never finds another run's video under its name.
 */
export function greyVideoFile(name: string, image: TGreyImage): string {
  const digest = createHash('sha256').update(image.pixels).digest('hex').slice(0, 16);
  const folder = join(REPO_ROOT, 'e2e', '.data');
  const file = join(folder, `${name.replace(/[^\w.-]/g, '_')}-${digest}.y4m`);
  if (!existsSync(file)) {
    mkdirSync(folder, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, greyVideo(image));
    renameSync(temporary, file);
  }
  return file;
}

/** The path of the video showing the QR code of `text`. */
export function qrVideoFile(text: string): string {
  return greyVideoFile(`qr-${text}`, qrImage(text));
}
