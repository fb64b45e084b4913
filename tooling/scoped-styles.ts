// The styles of the federation build (a partner's page), scoped to the area's element both
// ways (tooling/README.md "Scoped styles of the federation build"):
// - every rule is prefixed with [data-portal-area] by postcss-prefix-selector, `:root`,
//   `html` and `body` becoming that element itself, so no rule reaches the host's page;
// - no stylesheet goes into the page's head: each CSS import becomes its text
//   (`?inline`), registered with shared/src/remote/area-styles.ts, which the area writes
//   into a style element inside its own element (gone with it on unmount);
// - shared/src/remote/area-scope.css, imported first with the base styles, resets what
//   the host's CSS could pass in (inheritance, rules on `*` and element names).
// The import-map build (the portal's own pages) is untouched: it never uses this plugin.
import { resolve } from 'node:path';
import prefixSelector from 'postcss-prefix-selector';
import type { Plugin, UserConfig } from 'vite';

/** Keep in step with AREA_SCOPE_ATTRIBUTE of shared/src/remote/area-styles.ts. */
export const AREA_SCOPE_SELECTOR = '[data-portal-area]';

const REGISTRY = resolve(import.meta.dirname, '..', 'shared', 'src', 'remote', 'area-styles.ts');

/** A side-effect CSS import statement: `import './list.css';`. */
const CSS_IMPORT = /^import\s+(['"])([^'"]+\.css)\1;?[ \t]*$/gm;

/** Rewrites each side-effect CSS import of a module into a registration of its text. */
export function registerCssImports(code: string): string | null {
  let count = 0;
  const rewritten = code.replace(CSS_IMPORT, (_statement, quote: string, path: string) => {
    const name = `__portalAreaCss${count++}`;
    return `import ${name} from ${quote}${path}?inline${quote}; __registerAreaStyles(${name});`;
  });
  if (count === 0) return null;
  return `import { registerAreaStyles as __registerAreaStyles } from ${JSON.stringify(REGISTRY)};\n${rewritten}`;
}

/** The Vite plugin: CSS imports of the app's source become registered, scoped strings. */
export function scopedStyles(): Plugin {
  return {
    name: 'portal-federation-scoped-styles',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id)) return null;
      const rewritten = registerCssImports(code);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}

/** The CSS options of the federation build: every rule under the area's element. */
export const SCOPED_CSS_OPTIONS = {
  postcss: { plugins: [prefixSelector({ prefix: AREA_SCOPE_SELECTOR })] },
} satisfies UserConfig['css'];
