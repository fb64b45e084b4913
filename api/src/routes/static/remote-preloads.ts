// Which files of a remote the page of an address should preload: the remote that draws
// the page (by the route table, after redirects) and, when its build is served here, the
// files its build listed in first-load.json; for a remote on another origin, its entry.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  REMOTE_FIRST_LOAD_FILE,
  ZRemoteFirstLoad,
  type TRemoteFirstLoad,
  type TRemotesManifest,
} from '@portal/shared/contract';
import { pageOwner } from '@portal/shared/rules';
import { readParsedFile } from './file-cache.js';
import type { TPreload } from './first-page.js';
import { remoteDistDir, REMOTE_FOLDER } from './remotes-manifest.js';

/** `/mf/<name>/<file>`: a remote whose build this api serves. */
const LOCAL_REMOTE_URL = /^\/mf\/([a-z0-9][a-z0-9-]*)\/([^?#]+)$/;
const OTHER_ORIGIN_URL = /^https?:\/\//i;

/** A path inside the remote's folder: relative, no `..`, no scheme. */
function isPlainRelativePath(file: string): boolean {
  return (
    !file.startsWith('/') &&
    !file.includes('\\') &&
    !/^[a-z][a-z0-9+.-]*:/i.test(file) &&
    file.split('/').every((segment) => segment !== '' && segment !== '..' && segment !== '.')
  );
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

function parseFirstLoad(text: string): TRemoteFirstLoad {
  const list = ZRemoteFirstLoad.parse(JSON.parse(text));
  if (![...list.js, ...list.css].every(isPlainRelativePath)) {
    throw new Error(`${REMOTE_FIRST_LOAD_FILE} names a file outside the remote`);
  }
  return list;
}

export async function remotePreloads(
  buildsRoot: string,
  manifest: TRemotesManifest,
  pathname: string,
): Promise<TPreload[]> {
  const owner = pageOwner(pathname);
  const entry = owner === 'shell' ? undefined : manifest[owner]?.entry;
  // why: only a script entry is imported; anything else is not ours to preload.
  if (!entry || entry.endsWith('.json')) return [];
  if (OTHER_ORIGIN_URL.test(entry)) return [{ href: entry, kind: 'module' }];

  const [, name, entryFile] = LOCAL_REMOTE_URL.exec(entry) ?? [];
  if (!name || !entryFile || !REMOTE_FOLDER.test(`mf-${name}`) || !isPlainRelativePath(entryFile))
    return [];
  const dist = remoteDistDir(buildsRoot, name);
  const list = await readParsedFile(join(dist, REMOTE_FIRST_LOAD_FILE), parseFirstLoad);
  // why: without the list (a remote built before it existed) the entry is still known;
  // a remote the manifest names but this api does not have gets nothing (no 404 preload).
  if (!list) {
    return (await isFile(join(dist, entryFile))) ? [{ href: entry, kind: 'module' }] : [];
  }
  const base = entry.slice(0, entry.lastIndexOf('/') + 1);
  return [
    ...list.js.map((file): TPreload => ({ href: base + file, kind: 'module' })),
    ...list.css.map((file): TPreload => ({ href: base + file, kind: 'style' })),
  ];
}
