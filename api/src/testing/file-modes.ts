// What a test sees of the rule "secrets 0600 in folders 0700" (service/private-files.ts).
import { lstatSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The permission bits of `path` (not following a symbolic link). */
export function modeOf(path: string): number {
  return lstatSync(path).mode & 0o777;
}

/**
 * Everything under `root` (itself included) that the group or others may use, as
 * `'0644 outbox/mail.eml'`; empty when all is the owner's alone. Links are not followed.
 */
export function notPrivate(root: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) return;
    if ((stats.mode & 0o077) !== 0) {
      found.push(`0${(stats.mode & 0o777).toString(8)} ${relative(root, path) || '.'}`);
    }
    if (stats.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(root);
  return found;
}
