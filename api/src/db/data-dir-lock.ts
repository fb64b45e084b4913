// PGlite does not stop a second process from opening the same folder, which would corrupt
// it; this lock file (with the owner's pid) makes a second opener fail clearly instead.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DatabaseLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly ownerPid: number,
  ) {
    super(`The database folder is in use by process ${ownerPid} (${lockFile})`);
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

/** Takes the lock on `folder` for this process; returns the function that releases it. */
export function lockDataDir(folder: string): () => void {
  mkdirSync(folder, { recursive: true });
  const lockFile = join(folder, 'portal.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
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
        throw new DatabaseLockedError(lockFile, ownerPid);
      }
      // A lock left by a process that is gone: take it over.
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${folder}`);
}
