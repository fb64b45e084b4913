import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { federationShared } from './federation-shared.ts';

const work = mkdtempSync(join(tmpdir(), 'federation-shared-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The names a generated entry re-exports (one per line between `export {` and `}`). */
function listedNames(entry: string | undefined): string[] {
  if (!entry) throw new Error('no generated entry');
  const text = readFileSync(entry, 'utf8');
  const list = /export \{([^}]*)\}/.exec(text)?.[1] ?? '';
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

describe('federationShared', () => {
  // why: the shell is the provider for remotes built after it, so it lists every export.
  const hostShared = federationShared({ cacheDir: join(work, 'host') });

  it('makes the shell provide every value export of each @portal/shared subpath', () => {
    const ui = listedNames(hostShared['@portal/shared/ui']?.import);
    expect(ui).toEqual(expect.arrayContaining(['Button', 'SessionProvider', 'TabBar']));
    expect(listedNames(hostShared['@portal/shared/client']?.import)).toContain('callApi');
  });

  it('makes a remote re-export only the names its source and @portal/shared/remote import', () => {
    const src = join(work, 'remote-src');
    mkdirSync(src, { recursive: true });
    writeFileSync(
      join(src, 'page.tsx'),
      `import { Button, type TButtonProps } from '@portal/shared/ui';\nexport const page = Button;\n`,
    );
    const remoteShared = federationShared({ cacheDir: join(work, 'remote'), remoteSrc: src });

    const ui = listedNames(remoteShared['@portal/shared/ui']?.import);
    // SessionProvider: imported by @portal/shared/remote, which every remote bundles.
    expect(ui).toEqual(['Button', 'SessionProvider']);
    expect(listedNames(remoteShared['@portal/shared/client']?.import)).toEqual([
      'configureApiClient',
    ]);
    expect(remoteShared['@portal/shared/ui']?.version).toBe(
      hostShared['@portal/shared/ui']?.version,
    );
    // Every name a remote lists is one the shell provides.
    const hostUi = listedNames(hostShared['@portal/shared/ui']?.import);
    expect(ui.every((name) => hostUi.includes(name))).toBe(true);
  });
});
