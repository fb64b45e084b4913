// Files the static routes read for every page (index.html, the branding config, each
// remote's first-load list), kept in memory until the file changes on disk: a remote or a
// config can be replaced while the api runs, and each page still costs only a stat.
import { readFile, stat } from 'node:fs/promises';

type TCached = { mtimeMs: number; size: number; ino: number; value: unknown };

const cache = new Map<string, TCached>();

/**
 * `parse(text)` of the file at `path`, parsed again only when its modification time, size
 * or inode changed (a file replaced by a rename, as the release pointers are, is a new
 * inode even within the same clock tick). Null when the file is missing or `parse` throws.
 */
export async function readParsedFile<T>(
  path: string,
  parse: (text: string) => T,
): Promise<T | null> {
  let info;
  try {
    info = await stat(path);
  } catch {
    cache.delete(path);
    return null;
  }
  const hit = cache.get(path);
  if (hit && hit.mtimeMs === info.mtimeMs && hit.size === info.size && hit.ino === info.ino) {
    return hit.value as T | null;
  }
  let value: T | null;
  try {
    value = parse(await readFile(path, 'utf8'));
  } catch {
    value = null;
  }
  cache.set(path, { mtimeMs: info.mtimeMs, size: info.size, ino: info.ino, value });
  return value;
}
