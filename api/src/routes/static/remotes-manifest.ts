// /remotes.json (ARCHITECTURE.md "Runtime configuration"): the remotes whose builds exist (`mf-<name>/dist/remoteEntry.js`), or the file REMOTES_MANIFEST names.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ZRemotesManifest, type TRemotesManifest } from '@portal/shared/contract';

export type { TRemotesManifest };

export const REMOTE_FOLDER = /^mf-([a-z0-9][a-z0-9-]*)$/;

export function remoteDistDir(buildsRoot: string, name: string): string {
  return join(buildsRoot, `mf-${name}`, 'dist');
}

export function scanRemotes(buildsRoot: string): TRemotesManifest {
  const manifest: TRemotesManifest = {};
  if (!existsSync(buildsRoot)) return manifest;
  for (const folder of readdirSync(buildsRoot).sort()) {
    const name = REMOTE_FOLDER.exec(folder)?.[1];
    if (name && existsSync(join(remoteDistDir(buildsRoot, name), 'remoteEntry.js'))) {
      manifest[name] = { entry: `/mf/${name}/remoteEntry.js` };
    }
  }
  return manifest;
}

export function readRemotesManifest(config: {
  remotesManifestPath: string | null;
  buildsRoot: string;
}): TRemotesManifest {
  if (config.remotesManifestPath) {
    // why: a malformed manifest file fails loudly here instead of in every browser.
    return ZRemotesManifest.parse(JSON.parse(readFileSync(config.remotesManifestPath, 'utf8')));
  }
  return scanRemotes(config.buildsRoot);
}
