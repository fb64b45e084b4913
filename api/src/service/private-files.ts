// What the portal keeps on disk that holds secrets or personal data (the outbox's mails with
// their register and reset links and the e-mail address in their name, the embedded
// database, its backups, the files beside them) is its own user's alone: files 0600 in
// folders 0700, whatever the umask. Folders made before that rule are tightened when the
// portal or the command that owns them starts (README.md "Running in production").
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** The bits of anyone but the owner. */
const GROUP_AND_OTHERS = 0o077;

/** Makes `folder` (and any missing parent) and leaves the folder itself 0700. */
export function makePrivateDir(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(folder, PRIVATE_DIR_MODE);
}

/** Writes a new file that only the owner may read (0600 from its first byte). */
export function writePrivateFile(path: string, data: string | Uint8Array): void {
  writeFileSync(path, data, { mode: PRIVATE_FILE_MODE });
  // why: the mode applies only when the file is made; one that was there keeps its own.
  chmodSync(path, PRIVATE_FILE_MODE);
}

/**
 * Takes the group's and others' rights off `root` and everything under it (0755 becomes
 * 0700, 0644 0600). A symbolic link is left alone and never followed: what it points to
 * is not the portal's to change. A missing `root` is nothing to do.
 */
export function tightenTree(root: string): void {
  if (!existsSync(root)) return;
  const tighten = (path: string) => {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) return;
    if ((stats.mode & GROUP_AND_OTHERS) !== 0) chmodSync(path, stats.mode & 0o700);
    if (!stats.isDirectory()) return;
    for (const name of readdirSync(path)) tighten(join(path, name));
  };
  tighten(root);
}
