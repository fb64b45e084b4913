// A camera for the scan tests: a Y4M video (YUV4MPEG2, 4:2:0) of a black-on-white QR code
// that Chromium plays as its webcam (--use-file-for-fake-video-capture). Written once per
// text under e2e/.data/, atomically, because every Playwright process loads the config.
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { REPO_ROOT } from './servers';

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 20;
const FPS = 10;
/** Light modules around the code, as the QR standard asks. */
const QUIET_ZONE = 4;
const MIN_MODULE_PX = 8;

const BLACK = 16;
const WHITE = 235;
const NEUTRAL_CHROMA = 128;

/** One frame's luma plane: the code centred, each module a square of white or black. */
function lumaPlane(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cells = modules.size + 2 * QUIET_ZONE;
  const modulePx = Math.floor((Math.min(WIDTH, HEIGHT) * 0.9) / cells);
  if (modulePx < MIN_MODULE_PX) {
    throw new Error(`qr-video: "${text}" is too long for ${MIN_MODULE_PX} px modules`);
  }
  const left = Math.floor((WIDTH - modules.size * modulePx) / 2);
  const top = Math.floor((HEIGHT - modules.size * modulePx) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < modulePx; y += 1) {
        const start = (top + row * modulePx + y) * WIDTH + left + col * modulePx;
        luma.fill(BLACK, start, start + modulePx);
      }
    }
  }
  return luma;
}

/** The whole Y4M file of `text`. */
export function qrVideo(text: string): Buffer {
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`);
  const frameHeader = Buffer.from('FRAME\n');
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, NEUTRAL_CHROMA);
  const frame = Buffer.concat([frameHeader, lumaPlane(text), chroma]);
  return Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]);
}

/** The path of the video showing `text`, generated when it does not exist yet. */
export function qrVideoFile(text: string): string {
  const folder = join(REPO_ROOT, 'e2e', '.data');
  const file = join(folder, `qr-${text.replace(/[^\w.-]/g, '_')}.y4m`);
  if (!existsSync(file)) {
    mkdirSync(folder, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, qrVideo(text));
    renameSync(temporary, file);
  }
  return file;
}
