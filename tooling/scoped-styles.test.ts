import { describe, expect, it } from 'vitest';
import { registerCssImports } from './scoped-styles.ts';

describe('registerCssImports', () => {
  it('turns each side-effect CSS import into a registration of its text', () => {
    const code = [
      "import { Dialog } from './dialog';",
      "import './list.css';",
      'import "@portal/shared/ui/tokens.css";',
      'export const x = 1;',
    ].join('\n');
    const rewritten = registerCssImports(code) ?? '';
    expect(rewritten).toMatch(
      /^import \{ registerAreaStyles as __registerAreaStyles \} from ".*area-styles\.ts";/,
    );
    expect(rewritten).toContain(
      "import __portalAreaCss0 from './list.css?inline'; __registerAreaStyles(__portalAreaCss0);",
    );
    expect(rewritten).toContain(
      'import __portalAreaCss1 from "@portal/shared/ui/tokens.css?inline"; __registerAreaStyles(__portalAreaCss1);',
    );
    expect(rewritten).toContain("import { Dialog } from './dialog';");
  });

  it('leaves a module without CSS imports, and CSS imported for a value, alone', () => {
    expect(registerCssImports("import styles from './a.module.css';\nexport {};")).toBeNull();
    expect(registerCssImports('export const css = "./a.css";')).toBeNull();
  });
});
