// PGlite does not stop a second process from opening the same folder, which would corrupt
// it; this lock file (with the owner's pid) makes a second opener fail clearly instead.
// The release command locks RELEASES_DIR the same way (two at once would race).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makePrivateDir } from '../service/private-files.js';

/** A folder another live process holds the lock of. */
export class FolderLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly ownerPid: number,
    message = `The folder is in use by process ${ownerPid} (${lockFile})`,
  ) {
    super(message);
    this.name = 'FolderLockedError';
  }
}

export class DatabaseLockedError extends FolderLockedError {
  constructor(lockFile: string, ownerPid: number) {
    super(lockFile, ownerPid, `The database folder is in use by process ${ownerPid} (${lockFile})`);
    this.name = 'DatabaseLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // why: EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the database folder's lock for this process; returns the function that releases it. */
export function lockDataDir(folder: string): () => void {
  // why: the database's folder, and DATA_DIR when it is made with it, are the owner's alone.
  makePrivateDir(folder);
  return lockFolder(folder, 'portal.lock', DatabaseLockedError);
}

/**
 * Takes the lock file `fileName` in `folder` for this process (taking over one whose owner
 * is gone); returns the function that releases it, also called when the process exits.
 */
export function lockFolder(
  folder: string,
  fileName: string,
  Refusal: new (lockFile: string, ownerPid: number) => FolderLockedError = FolderLockedError,
): () => void {
  mkdirSync(folder, { recursive: true });
  const lockFile = join(folder, fileName);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx', mode: 0o600 });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        rmSync(lockFile, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(ownerPid) && ownerPid !== process.pid && isAlive(ownerPid)) {
        throw new Refusal(lockFile, ownerPid);
      }
      // A lock left by a process that is gone: take it over.
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${folder}`);
}
