// The web app manifest (issue 29: installable), built from the supplier's configuration
// at run time, so another supplier needs no build: name, short name, colours, the icons
// of app-icons.ts, and a start on /home in a window of its own.
import { APP_ICONS, type TBrand } from '@portal/shared/contract';

/** The manifest's theme colour when the brand names none (tokens.css --color-primary). */
const DEFAULT_THEME_COLOUR = '#0b5cad';

export function webManifest(brand: TBrand, hasIcons: boolean) {
  return {
    id: '/',
    name: brand.name,
    short_name: brand.shortName ?? brand.name,
    lang: 'nl',
    dir: 'ltr',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: brand.primaryColor ?? DEFAULT_THEME_COLOUR,
    icons: hasIcons
      ? Object.values(APP_ICONS)
          .filter((icon) => icon.path !== APP_ICONS.apple180.path)
          .map(({ path, size, purpose }) => ({
            src: path,
            sizes: `${size}x${size}`,
            type: 'image/png',
            purpose,
          }))
      : [],
  };
}
