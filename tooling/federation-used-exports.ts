// Which names of a shared third-party package the portal's apps import, read from their
// source with the TypeScript parser. The shell provides a shared library for every remote,
// so without this list it ships the whole library (a provider cannot know what a remote
// will use): react-router-dom whole is ~56 KB brotli against ~30 KB for what the apps use.
// The list is computed from the whole workspace on every app's build, so the shell and
// each remote agree on it (ARCHITECTURE.md "First load": the platform's share contract).
// Build-time only, like the other files at the package root.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** Every import of the package is by name; `all` when one takes the whole module. */
export type TUsedExports = { kind: 'names'; names: string[] } | { kind: 'all'; reason: string };

const SOURCE_FILE = /\.(ts|tsx|mts)$/;
const TEST_FILE = /\.test\.(ts|tsx)$/;

/** The production source files of a `src` folder (tests and test helpers left out). */
export function productionSources(srcDir: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) {
        // why: test set-up (MemoryRouter, test query clients) never runs in a page.
        if (entry !== 'test' && entry !== 'node_modules') walk(path);
      } else if (SOURCE_FILE.test(entry) && !TEST_FILE.test(entry) && !entry.endsWith('.d.ts')) {
        files.push(path);
      }
    }
  };
  walk(srcDir);
  return files.sort();
}

function moduleName(node: ts.Expression | undefined): string | undefined {
  return node && ts.isStringLiteral(node) ? node.text : undefined;
}

/**
 * The value names that `sources` (file path to text) import or re-export from `pkg`.
 * Type-only imports do not count; a namespace or default import, `export *` or a dynamic
 * `import()` of the package means the whole module is needed.
 */
export function usedExports(sources: ReadonlyMap<string, string>, pkg: string): TUsedExports {
  const names = new Set<string>();
  for (const [path, text] of sources) {
    const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false);
    let whole: string | undefined;
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) && moduleName(node.moduleSpecifier) === pkg) {
        const clause = node.importClause;
        if (!clause) whole = `${path} imports it for its side effects`;
        else if (!clause.isTypeOnly) {
          if (clause.name) whole = `${path} imports its default export`;
          const bindings = clause.namedBindings;
          if (bindings && ts.isNamespaceImport(bindings)) whole = `${path} imports * from it`;
          if (bindings && ts.isNamedImports(bindings)) {
            for (const element of bindings.elements) {
              if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text);
            }
          }
        }
      } else if (ts.isExportDeclaration(node) && moduleName(node.moduleSpecifier) === pkg) {
        const clause = node.exportClause;
        if (node.isTypeOnly) return;
        if (!clause || !ts.isNamedExports(clause)) whole = `${path} re-exports * from it`;
        else {
          for (const element of clause.elements) {
            if (!element.isTypeOnly) names.add((element.propertyName ?? element.name).text);
          }
        }
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        moduleName(node.arguments[0]) === pkg
      ) {
        whole = `${path} imports it with import()`;
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
    if (whole) return { kind: 'all', reason: whole };
  }
  return { kind: 'names', names: [...names].sort() };
}
