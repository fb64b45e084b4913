// Which files of a remote the page of an address should preload: the remote that draws
// the page (by the route table, after redirects) and, when its build is served here, the
// files its build listed in first-load.json with the shell's files of the shares it
// imports (shares.json); for a remote on another origin, its entry.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  isFederatedRemote,
  REMOTE_FIRST_LOAD_FILE,
  SHELL_SHARE_FILES_FILE,
  ZRemoteFirstLoad,
  ZShellShareFiles,
  type TRemoteFirstLoad,
  type TRemotesManifest,
  type TShellShareFiles,
} from '@portal/shared/contract';
import { pageOwner } from '@portal/shared/rules';
import { readParsedFile } from './file-cache.js';
import type { TPreload } from './first-page.js';
import { remoteFileLocation, REMOTE_FOLDER } from './remotes-manifest.js';

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

function parseShareFiles(text: string): TShellShareFiles {
  const files = ZShellShareFiles.parse(JSON.parse(text));
  if (!Object.values(files).flat().every(isPlainRelativePath)) {
    throw new Error(`${SHELL_SHARE_FILES_FILE} names a file outside the shell`);
  }
  return files;
}

/** The shell's files of the share modules `specifiers` (the shell is served at `/`). */
async function sharePreloads(buildsRoot: string, specifiers: readonly string[]) {
  if (specifiers.length === 0) return [];
  const files = await readParsedFile(
    join(buildsRoot, 'shell', 'dist', SHELL_SHARE_FILES_FILE),
    parseShareFiles,
  );
  const hrefs = new Set(specifiers.flatMap((specifier) => files?.[specifier] ?? []));
  return [...hrefs].map((file): TPreload => ({ href: `/${file}`, kind: 'module' }));
}

export async function remotePreloads(
  config: { buildsRoot: string; releasesDir: string },
  manifest: TRemotesManifest,
  pathname: string,
): Promise<TPreload[]> {
  // why: the routes of a federated remote (declared in /remotes.json) are the shell's to
  // merge; by the portal's own table such a page is the shell's, and nothing is preloaded.
  const owner = pageOwner(pathname);
  const remote = owner === 'shell' ? undefined : manifest[owner];
  const entry = remote && !isFederatedRemote(remote) ? remote.entry : undefined;
  // why: only a script entry is imported; anything else is not ours to preload.
  if (!entry || entry.endsWith('.json')) return [];
  if (OTHER_ORIGIN_URL.test(entry)) return [{ href: entry, kind: 'module' }];

  const [, name, entryFile] = LOCAL_REMOTE_URL.exec(entry) ?? [];
  if (!name || !entryFile || !REMOTE_FOLDER.test(`mf-${name}`) || !isPlainRelativePath(entryFile))
    return [];
  // why: a released area's entry is in its version folder (remotes-manifest.ts), and
  // the first-load list beside it.
  const location = remoteFileLocation(config, name, entryFile);
  const folder = location.file.includes('/')
    ? join(location.root, location.file.slice(0, location.file.lastIndexOf('/')))
    : location.root;
  const list = await readParsedFile(join(folder, REMOTE_FIRST_LOAD_FILE), parseFirstLoad);
  // why: without the list (a remote built before it existed) the entry is still known;
  // a remote the manifest names but this api does not have gets nothing (no 404 preload).
  if (!list) {
    return (await isFile(join(location.root, location.file)))
      ? [{ href: entry, kind: 'module' }]
      : [];
  }
  const base = entry.slice(0, entry.lastIndexOf('/') + 1);
  return [
    ...list.js.map((file): TPreload => ({ href: base + file, kind: 'module' })),
    // why: the area's shares (its contract, the list components) are the shell's files,
    // which the page would otherwise ask for only once the area's code has arrived.
    ...(await sharePreloads(config.buildsRoot, list.shares ?? [])),
    ...list.css.map((file): TPreload => ({ href: base + file, kind: 'style' })),
  ];
}
