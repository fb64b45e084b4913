import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DatabaseLockedError,
  FolderLockedError,
  lockDataDir,
  lockFolder,
} from './data-dir-lock.js';

const folder = mkdtempSync(join(tmpdir(), 'portal-lock-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('lockDataDir', () => {
  it('refuses a folder locked by a live process and takes over a stale lock', () => {
    // why: pid 1 always exists, so it stands for "the server is running".
    writeFileSync(join(folder, 'portal.lock'), '1');
    expect(() => lockDataDir(folder)).toThrow(DatabaseLockedError);
    writeFileSync(join(folder, 'portal.lock'), '999999999');
    const release = lockDataDir(folder);
    expect(existsSync(join(folder, 'portal.lock'))).toBe(true);
    release();
    expect(existsSync(join(folder, 'portal.lock'))).toBe(false);
  });
});

describe('lockFolder', () => {
  it('lets one process at a time hold a named lock, and frees it on release', () => {
    const release = lockFolder(folder, 'release.lock');
    writeFileSync(join(folder, 'release.lock'), '1');
    expect(() => lockFolder(folder, 'release.lock')).toThrow(FolderLockedError);
    release();
    expect(existsSync(join(folder, 'release.lock'))).toBe(false);
    lockFolder(folder, 'release.lock')();
  });
});
