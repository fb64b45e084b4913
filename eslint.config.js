// One lint configuration for the workspace: strict TypeScript, React hooks rules, and
// import boundaries (no cycles; nobody reaches into shared/src, only its exports map).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;

/** Every remote folder (`mf-*`) that has a `src/`; new areas are found by name. */
function areaFolders() {
  return readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
    .map((entry) => entry.name)
    .filter((name) => readdirSync(join(ROOT, name)).includes('src'));
}

function featureFolders(area) {
  try {
    return readdirSync(join(ROOT, area, 'src', 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/**
 * CONVENTIONS 1 as lint (bulletproof-react apps/react-vite/.eslintrc.cjs): inside each area
 * a feature never imports another feature, and imports run one way: the app (routes and the
 * exposed modules) -> features -> the area's components, api and config.
 */
export function areaZones(areas = areaFolders()) {
  return areas.flatMap((area) => {
    const src = join(ROOT, area, 'src');
    const features = join(src, 'features');
    const app = [
      join(src, 'routes'),
      join(src, 'export-app.tsx'),
      join(src, 'lifecycles.ts'),
      join(src, 'embed.ts'),
      join(src, 'dev-main.tsx'),
    ];
    return [
      ...featureFolders(area).map((feature) => ({
        target: join(features, feature),
        from: features,
        except: [`./${feature}`],
        message:
          "A feature never imports another feature: move what both use to the area's components/ or api/.",
      })),
      {
        target: features,
        from: app,
        message: 'Features do not import pages or the exposed app; imports run app -> features.',
      },
      {
        target: [join(src, 'components'), join(src, 'api'), join(src, 'config')],
        from: [features, ...app],
        message: "The area's components, api and config serve the features; they import none.",
      },
    ];
  });
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.tools/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    // why: without a resolver that knows .ts/.tsx, relative imports stay unresolved and the
    // path rules (no-cycle, no-restricted-paths) silently check nothing.
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // why: without ignoreExternal it parses minified bundles (PGlite) and overflows.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portal/shared/src/*', '**/shared/src/*'],
              message:
                'Import shared through its exports: @portal/shared/{contract,client,rules,ui}.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['mf-*/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: areaZones() }] },
  },
  {
    // why: the front-end unit tests share one module graph per worker (isolate: false,
    // tooling/vitest-project-config.ts), where a module mock would meet a module another file
    // already imported; a file that mocks one is named *.isolated.test.* and runs alone.
    files: [
      '{shared,shell}/src/**/*.test.{ts,tsx}',
      'mf-*/src/**/*.test.{ts,tsx}',
      'tooling/*.test.ts',
    ],
    ignores: ['**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message:
            'A module mock needs its own module graph: name the file *.isolated.test.ts(x) (tooling/vitest-project-config.ts).',
        },
      ],
    },
  },
  {
    // why: Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', '**/*.config.{js,ts,mjs}'],
    languageOptions: { globals: globals.node },
  },
);
