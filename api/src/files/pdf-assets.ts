// What every PDF of a worker shares, loaded once per worker thread: the Noto Sans font
// files (OFL 1.1, @expo-google-fonts/noto-sans: every Latin, Vietnamese, Greek and
// Cyrillic letter a name can carry; pdfkit embeds a subset per document with a ToUnicode
// map) and the supplier's logo drawn as a PNG (resvg, in Noto Sans, so its text looks
// the same on every server). Runs in the workers only (workers/tasks.ts).
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Fontkit from 'fontkit';

const require = createRequire(import.meta.url);

/** The font files on disk (resvg reads them by path). */
export const FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
} as const;

type TFont = Fontkit.Font;
export type TFonts = { regular: TFont; bold: TFont };
let fonts: TFonts | null = null;

/**
 * The fonts, read and parsed on first use. why parsed here: pdfkit takes a fontkit font as
 * it is, and fontkit decodes a table once per font object; a document that opened the file
 * itself spent ~80 % of its time decoding Noto Sans' tables again.
 */
export async function loadFonts(): Promise<TFonts> {
  if (fonts) return fonts;
  // why: loaded on first use, like pdfkit (pdf-libraries.ts), so an Excel job never waits for it.
  const fontkit = await import('fontkit');
  fonts ??= {
    regular: precomposed(fontkit.create(readFileSync(FONT_FILES.regular)) as TFont),
    bold: precomposed(fontkit.create(readFileSync(FONT_FILES.bold)) as TFont),
  };
  return fonts;
}

/**
 * `font`, laid out without the glyph composition feature (ccmp). why: Noto Sans' ccmp
 * splits a Vietnamese letter such as 'ị' into 'i' and a combining dot; pdfkit maps each
 * glyph to the text it first stood for, so every later 'i' was extracted as 'ị' and the
 * dot as nothing ('Thị' came back from pdftotext as 'Thi'). The font has every
 * precomposed letter (text is NFC-normalised, pdf-blocks.ts), so nothing is lost.
 */
function precomposed(font: TFont): TFont {
  return new Proxy(font, {
    get(target, property) {
      if (property === 'layout') {
        return (text: string, features?: Record<string, boolean> | string[], ...rest: unknown[]) =>
          (target.layout as (...args: unknown[]) => unknown)(
            text,
            { ...asFeatureMap(features), ccmp: false },
            ...rest,
          );
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

function asFeatureMap(features: Record<string, boolean> | string[] | undefined) {
  if (!features) return {};
  if (Array.isArray(features)) return Object.fromEntries(features.map((name) => [name, true]));
  return features;
}

/** The logo's width in pixels: 4 pixels per point at the header's 150 pt, ~400 dpi. */
const LOGO_PIXELS = 600;

type TLogo = { file: string; mtimeMs: number; png: Buffer | null };
let logo: TLogo | null = null;

/** The logo at `file` (SVG or PNG) as PNG bytes, drawn again only when the file changed. */
export async function loadLogo(file: string | null): Promise<Buffer | null> {
  if (!file) return null;
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return null;
  }
  if (logo && logo.file === file && logo.mtimeMs === mtimeMs) return logo.png;
  let png: Buffer | null = null;
  try {
    const bytes = readFileSync(file);
    if (file.endsWith('.png')) {
      png = bytes;
    } else {
      const { Resvg } = await import('@resvg/resvg-js');
      const drawn = new Resvg(bytes, {
        fitTo: { mode: 'width', value: LOGO_PIXELS },
        font: {
          fontFiles: [FONT_FILES.regular, FONT_FILES.bold],
          loadSystemFonts: false,
          defaultFontFamily: 'Noto Sans',
          sansSerifFamily: 'Noto Sans',
        },
      }).render();
      png = drawn.asPng();
    }
  } catch {
    // why: a broken logo file must not break a document; it is printed without a logo.
    png = null;
  }
  logo = { file, mtimeMs, png };
  return png;
}
