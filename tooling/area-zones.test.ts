// CONVENTIONS 1 as lint: the workspace's own eslint.config.js, run through ESLint's Node API
// on sources placed inside the areas, refuses an import across features and against the
// direction app -> features -> components/api, and lets the allowed ones through.
import { ESLint } from 'eslint';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';

// why: jsdom (the project's environment) makes import.meta.url unusable for fileURLToPath.
const ROOT = `${dirname(import.meta.dirname)}/`;
const eslint = new ESLint({ cwd: ROOT });

/** The restricted-path messages ESLint gives `code` as if it were the file `filePath`. */
async function zoneErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('the import zones of the areas', () => {
  it('refuse a feature importing another feature', async () => {
    const errors = await zoneErrors(
      'mf-articles/src/features/repairs/components/zone-probe.tsx',
      "import { useInspections } from '../../inspections/api/get-inspections';\nexport const probe = useInspections;\n",
    );
    expect(errors).toEqual([expect.stringContaining('A feature never imports another feature')]);
  });

  it('let a feature import its own files and the area api', async () => {
    const errors = await zoneErrors(
      'mf-articles/src/features/repairs/components/zone-probe.tsx',
      "import { useRepairs } from '../api/get-repairs';\nimport { useCategories } from '../../../api/get-categories';\nexport const probe = [useRepairs, useCategories];\n",
    );
    expect(errors).toEqual([]);
  });

  it('refuse a feature importing a page, and the area components importing a feature', async () => {
    const fromFeature = await zoneErrors(
      'mf-management/src/features/invoices/components/zone-probe.tsx',
      "import { InvoicesPage } from '../../../routes/invoices-page';\nexport const probe = InvoicesPage;\n",
    );
    expect(fromFeature).toEqual([expect.stringContaining('imports run app -> features')]);
    const fromComponents = await zoneErrors(
      'mf-rentals/src/components/zone-probe.tsx',
      "import { useRentalCases } from '../features/rental-cases/api/get-rental-cases';\nexport const probe = useRentalCases;\n",
    );
    expect(fromComponents).toEqual([expect.stringContaining('they import none')]);
  });

  it('let a page compose several features', async () => {
    const errors = await zoneErrors(
      'mf-articles/src/routes/zone-probe.tsx',
      "import { useInspections } from '../features/inspections/api/get-inspections';\nimport { useRepairs } from '../features/repairs/api/get-repairs';\nexport const probe = [useInspections, useRepairs];\n",
    );
    expect(errors).toEqual([]);
  });
});
