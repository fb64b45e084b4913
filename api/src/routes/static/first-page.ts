// The shell's index.html as the api serves it for a page (ARCHITECTURE.md "First load"):
// with /config.json and /remotes.json inlined, so the shell starts without asking for
// them, and `modulepreload` for the remote that draws the requested page, so its code
// arrives together with the shell's instead of after it, one file after another.
import { createHash } from 'node:crypto';
import { STARTUP_DATA_ID, type TPortalStartup } from '@portal/shared/contract';
import { escapeHtml, firstPaintHtml } from './first-paint.js';

/** A file the page should start fetching at once. */
export type TPreload = { href: string; kind: 'module' | 'style' };

/**
 * JSON that is safe inside a `<script>` element: no `<` (so no `</script>` or `<!--`
 * can end or change it), and no U+2028/U+2029, which older parsers take for line ends.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function preloadTag({ href, kind }: TPreload): string {
  const url = escapeHtml(href);
  // why: `crossorigin` as the module loader and Vite's preload helper fetch, so the
  // browser reuses these answers; a stylesheet link of the same URL is not added twice.
  return kind === 'module'
    ? `<link rel="modulepreload" crossorigin href="${url}">`
    : `<link rel="stylesheet" crossorigin href="${url}">`;
}

/** Script types a browser runs (or reads as an import map); JSON data is never run. */
const RUN_SCRIPT_TYPE = /^(?:|module|importmap|text\/javascript|application\/javascript)$/i;

/**
 * The CSP sources (`'sha256-...'`) of the inline scripts in `html` that a browser would
 * run: the shell's import map (tooling/import-map-shares.ts). Its text changes with every
 * build, so the hash is taken from the page, never written down.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!RUN_SCRIPT_TYPE.test(type)) continue;
    const digest = createHash('sha256')
      .update(match[2] ?? '', 'utf8')
      .digest('base64');
    hashes.push(`'sha256-${digest}'`);
  }
  return hashes;
}

/** The shell's empty mount point, where the first paint goes. */
const EMPTY_ROOT = '<div id="root"></div>';

/**
 * `template` with the start-up data and the preloads added at the end of its head (after
 * the shell's own preloads, which come first); with the start-up data also the branded
 * first paint in the shell's empty mount point and its logo asked for first. Without a
 * head it is returned unchanged.
 */
export function firstPageHtml(
  template: string,
  startup: TPortalStartup | null,
  preloads: readonly TPreload[],
): string {
  const at = template.search(/<\/head>/i);
  if (at < 0) return template;
  const tags = [
    ...(startup
      ? [
          `<script type="application/json" id="${STARTUP_DATA_ID}">${scriptSafeJson(startup)}</script>`,
          // why: the name under the icon when an iPhone adds the portal to its home screen.
          `<meta name="apple-mobile-web-app-title" content="${escapeHtml(startup.config.brand.shortName ?? startup.config.brand.name)}">`,
        ]
      : []),
    // why: what the shell's own start already preloads is not listed twice.
    ...preloads.filter(({ href }) => !template.includes(`href="${href}"`)).map(preloadTag),
  ];
  if (tags.length === 0) return template;
  let head = template.slice(0, at);
  let body = template.slice(at);
  if (startup) {
    const { brand } = startup.config;
    // why: the logo is the largest thing of the first paint; asked for before the start
    // scripts, it is not queued behind them on a slow line.
    const firstFetch = head.search(/<(script|link)\b/i);
    const logo = `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(brand.logoUrl)}">`;
    head =
      firstFetch < 0
        ? `${head}${logo}`
        : `${head.slice(0, firstFetch)}${logo}${head.slice(firstFetch)}`;
    // why: a function, so a `$` in the supplier's name is not read as a replacement pattern.
    body = body.replace(EMPTY_ROOT, () => `<div id="root">${firstPaintHtml(brand)}</div>`);
  }
  return `${head}${tags.join('')}${body}`;
}
