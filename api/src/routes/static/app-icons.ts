// The app icons of the web app manifest and iOS' home screen (issue 29), drawn from the
// brand's icon (`brand.iconUrl`, else its logo: an SVG under /branding/) with resvg, in
// libuv's thread pool (renderAsync), never on the request thread. Drawn once at start-up
// and again only when the source file changes (a new supplier's branding needs no build):
// each request only looks at the file's modification time.
import { stat, readFile } from 'node:fs/promises';
import { Resvg, renderAsync } from '@resvg/resvg-js';
import { APP_ICONS, type TBrand } from '@portal/shared/contract';

export type TAppIconName = keyof typeof APP_ICONS;
export type TAppIcons = Record<TAppIconName, Buffer>;

/** Where the mark sits in each icon: the share of the side it may take. */
const MARK_SHARE: Record<TAppIconName, number> = {
  any192: 0.84,
  any512: 0.84,
  // why: a maskable icon is cut to any shape down to a circle of 80 % of the side; a
  // square mark inside that circle may take at most 80 % / √2 ≈ 57 %.
  maskable512: 0.56,
  // why: iOS rounds the corners itself and adds no margin.
  apple180: 0.72,
};

const BACKGROUND = '#ffffff';

/** The branding file an icon is drawn from: '/branding/<file>.svg' → '<file>.svg'. */
export function iconSourceFile(brand: TBrand): string | null {
  const url = brand.iconUrl ?? brand.logoUrl;
  const match = /^\/branding\/([A-Za-z0-9._/-]+\.svg)$/.exec(url);
  return match?.[1] && !match[1].includes('..') ? match[1] : null;
}

/** One icon: the mark, drawn at its own size first (so its text finds fonts), centred. */
async function drawIcon(svg: Buffer, name: TAppIconName): Promise<Buffer> {
  const { size } = APP_ICONS[name];
  // why: only its size is read here, which needs no fonts (loading them takes a while).
  const source = new Resvg(svg, { font: { loadSystemFonts: false } });
  const box = size * MARK_SHARE[name];
  const scale = Math.min(box / source.width, box / source.height);
  const width = Math.round(source.width * scale);
  const height = Math.round(source.height * scale);
  const mark = await renderAsync(svg, { fitTo: { mode: 'width', value: width } });
  const page =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" fill="${BACKGROUND}"/>` +
    `<image x="${Math.round((size - width) / 2)}" y="${Math.round((size - height) / 2)}" width="${width}" height="${height}" href="data:image/png;base64,${mark.asPng().toString('base64')}"/>` +
    '</svg>';
  return (await renderAsync(page, { font: { loadSystemFonts: false } })).asPng();
}

/** Every icon of `svg`. */
export async function drawAppIcons(svg: Buffer): Promise<TAppIcons> {
  const names = Object.keys(APP_ICONS) as TAppIconName[];
  const drawn = await Promise.all(names.map((name) => drawIcon(svg, name)));
  return Object.fromEntries(names.map((name, at) => [name, drawn[at]])) as TAppIcons;
}

type TDrawn = { path: string; mtimeMs: number; icons: Promise<TAppIcons | null> };
let drawn: TDrawn | null = null;

/**
 * The icons of the SVG at `path`, drawn when first asked for and again when the file
 * changed; null when it cannot be read or drawn (the manifest then names no icons).
 */
export async function appIconsOf(path: string): Promise<TAppIcons | null> {
  let mtimeMs: number;
  try {
    mtimeMs = (await stat(path)).mtimeMs;
  } catch {
    return null;
  }
  if (!drawn || drawn.path !== path || drawn.mtimeMs !== mtimeMs) {
    const icons = readFile(path)
      .then(drawAppIcons)
      .catch(() => null);
    drawn = { path, mtimeMs, icons };
  }
  return drawn.icons;
}
