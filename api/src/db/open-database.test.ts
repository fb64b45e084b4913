// The PGlite database process as the api and the admin CLI see it: one owner per folder,
// a CLI that shares the running portal's process, clean stops and loud crashes.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { modeOf, notPrivate } from '../testing/file-modes.js';
import { DatabaseLockedError } from './data-dir-lock.js';
import { openDatabase, openPgliteDatabase, pgliteDir } from './open-database.js';
import { startPgliteProcess } from './pglite-process-host.js';
import { readSocketPointer, SOCKET_POINTER_FILE } from './pglite-socket-pointer.js';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-open-'));
const config = { dataDir, databaseUrl: null };
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the PGlite database process', () => {
  it('owns its folder, shares itself with the CLI and leaves nothing behind', async () => {
    const portal = await openDatabase(config);
    try {
      await portal.exec('CREATE TABLE notes (text text)');
      await expect(startPgliteProcess(pgliteDir(config))).rejects.toBeInstanceOf(
        DatabaseLockedError,
      );
      const cli = await openDatabase(config, { shareRunning: true });
      await cli.query("INSERT INTO notes VALUES ('from the CLI')");
      await cli.close();
      expect(await portal.query('SELECT text FROM notes')).toEqual([{ text: 'from the CLI' }]);
    } finally {
      await portal.close();
    }
    expect(existsSync(join(pgliteDir(config), 'portal.lock'))).toBe(false);
    expect(existsSync(join(pgliteDir(config), SOCKET_POINTER_FILE))).toBe(false);

    // Without a running portal the CLI starts its own process on the same data.
    const alone = await openDatabase(config, { shareRunning: true });
    expect(await alone.query('SELECT text FROM notes')).toEqual([{ text: 'from the CLI' }]);
    await alone.close();
  });

  it('reports a crash of the database process instead of hanging', async () => {
    const crashDir = join(dataDir, 'crash');
    let reason: string | null = null;
    let reported = () => {};
    const report = new Promise<void>((resolve) => {
      reported = resolve;
    });
    const db = await openPgliteDatabase(crashDir, {
      onUnexpectedExit: (why) => {
        reason = why;
        reported();
      },
    });
    const pointer = readSocketPointer(crashDir);
    expect(pointer).not.toBeNull();
    process.kill(pointer?.pid ?? -1, 'SIGKILL');
    await report;
    expect(reason).toBe('signal SIGKILL');
    await expect(db.query('SELECT 1')).rejects.toThrow();
    await db.close();
  });

  it('keeps its folder the owner alone, and tightens one an older portal left open', async () => {
    const fresh = { dataDir: join(dataDir, 'private', 'data'), databaseUrl: null };
    const db = await openDatabase(fresh);
    try {
      await db.exec("CREATE TABLE secrets (text text); INSERT INTO secrets VALUES ('x')");
      expect(modeOf(fresh.dataDir)).toBe(0o700);
      expect(notPrivate(pgliteDir(fresh))).toEqual([]);
    } finally {
      await db.close();
    }
    expect(notPrivate(fresh.dataDir)).toEqual([]);
    execFileSync('chmod', ['-R', 'go+rX', fresh.dataDir]);
    expect(notPrivate(pgliteDir(fresh)).length).toBeGreaterThan(100);
    const again = await openDatabase(fresh);
    try {
      expect(notPrivate(pgliteDir(fresh))).toEqual([]);
      expect(await again.query('SELECT text FROM secrets')).toEqual([{ text: 'x' }]);
    } finally {
      await again.close();
    }
  });
});
