// The rule "secrets 0600 in folders 0700" (private-files.ts) and the outbox that follows it,
// also for mails written before it. The database folder: db/open-database.test.ts; mails
// written and backups made: cli/admin-commands.test.ts.
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../mail/mailer.js';
import { modeOf, notPrivate } from '../testing/file-modes.js';
import { makePrivateDir, tightenTree, writePrivateFile } from './private-files.js';

const root = mkdtempSync(join(tmpdir(), 'portal-private-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A folder as an older portal (umask 022) left it, with a file outside it linked in. */
function looseFolder(name: string): { folder: string; outside: string } {
  const folder = join(root, name);
  mkdirSync(join(folder, 'inner'), { recursive: true });
  writeFileSync(join(folder, 'a.eml'), 'To: anna@delinde.nl');
  writeFileSync(join(folder, 'inner', 'b.txt'), 'b');
  const outside = join(root, `${name}-outside.txt`);
  writeFileSync(outside, 'not the portal');
  for (const path of [folder, join(folder, 'inner')]) chmodSync(path, 0o755);
  for (const path of [join(folder, 'a.eml'), join(folder, 'inner', 'b.txt'), outside]) {
    chmodSync(path, 0o644);
  }
  symlinkSync(outside, join(folder, 'link.txt'));
  return { folder, outside };
}

describe('private files', () => {
  it('tightens a folder and all in it to the owner alone, never through a link', () => {
    const { folder, outside } = looseFolder('tree');
    expect(notPrivate(folder)).toHaveLength(4);
    tightenTree(folder);
    expect(notPrivate(folder)).toEqual([]);
    expect(modeOf(folder)).toBe(0o700);
    expect(modeOf(join(folder, 'a.eml'))).toBe(0o600);
    expect(modeOf(outside)).toBe(0o644);
    expect(() => tightenTree(join(root, 'missing'))).not.toThrow();
  });

  it('makes folders 0700 and files 0600, also where they were there before', () => {
    const folder = join(root, 'made', 'deeper');
    makePrivateDir(folder);
    expect([modeOf(join(root, 'made')), modeOf(folder)]).toEqual([0o700, 0o700]);
    const file = join(folder, 'secret');
    writeFileSync(file, 'old');
    chmodSync(file, 0o644);
    writePrivateFile(file, 'new');
    expect([modeOf(file), readFileSync(file, 'utf8')]).toEqual([0o600, 'new']);
    chmodSync(folder, 0o755);
    makePrivateDir(folder);
    expect(modeOf(folder)).toBe(0o700);
  });

  it('tightens the outbox and the mails in it when the mailer starts', () => {
    const { folder, outside } = looseFolder('outbox');
    // why: nothing is sent here, so the branding file it would read need not exist.
    createOutboxMailer(folder, {
      portalConfigPath: join(folder, 'portal.json'),
      publicUrl: 'http://127.0.0.1',
    });
    expect(notPrivate(folder)).toEqual([]);
    expect(modeOf(outside)).toBe(0o644);
  });
});
