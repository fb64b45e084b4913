// Where a running database process of a data folder listens: the file `portal.socket` in
// the PGlite folder holds its pid and socket folder, so the admin CLI can use the running
// portal's database instead of opening the folder a second time.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const SOCKET_POINTER_FILE = 'portal.socket';

export type TSocketPointer = { pid: number; socketDir: string };

/** The pointer of a live database process of `dataDir`, or null. */
export function readSocketPointer(dataDir: string): TSocketPointer | null {
  try {
    const pointer = JSON.parse(readFileSync(join(dataDir, SOCKET_POINTER_FILE), 'utf8')) as
      Partial<TSocketPointer> | undefined;
    if (typeof pointer?.pid !== 'number' || typeof pointer.socketDir !== 'string') return null;
    process.kill(pointer.pid, 0);
    return { pid: pointer.pid, socketDir: pointer.socketDir };
  } catch {
    return null;
  }
}
