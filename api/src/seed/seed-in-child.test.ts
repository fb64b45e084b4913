import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtAdminCli, seedInChild } from './seed-in-child.js';

const dir = mkdtempSync(join(tmpdir(), 'seed-child-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in CLI that checks it was asked to seed and exits with `code`. */
function fakeCli(code: number): string {
  const file = join(dir, `cli-${code}.mjs`);
  writeFileSync(file, `process.exit(process.argv[2] === 'seed' ? ${code} : 9);\n`);
  return file;
}

describe('seedInChild', () => {
  it('waits for the loader to finish, and fails when it fails', async () => {
    await expect(seedInChild(fakeCli(0))).resolves.toBeUndefined();
    await expect(seedInChild(fakeCli(3))).rejects.toThrow('exit code 3');
  });

  it('finds no built CLI when the server runs from source', () => {
    expect(builtAdminCli()).toBeNull();
  });
});
