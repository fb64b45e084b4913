/**
 * The browser's theme colour (the phone's address bar) from the branding configuration:
 * `<meta name="theme-color">` follows /config.json's brand.primaryColor at start-up, so a
 * supplier's portal is never tinted with another's colour. A runtime update only: index.html
 * keeps a neutral default for the moment before /config.json is read.
 */
import type { TBrand } from '@portal/shared/contract';

/** Sets (or adds) `<meta name="theme-color">` to the brand's primary colour when it is valid. */
export function applyThemeColour(brand: Pick<TBrand, 'primaryColor'>, doc: Document = document) {
  const colour = brand.primaryColor;
  if (!colour || !CSS.supports('color', colour)) return;
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    doc.head.appendChild(meta);
  }
  meta.content = colour;
}
