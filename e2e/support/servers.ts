// The api instances the suite runs against, each on 127.0.0.1 with a database of its own.
import { join } from 'node:path';

export const REPO_ROOT = join(import.meta.dirname, '..', '..');

export const SERVERS = {
  /** The portal as `npm start` serves it: the remotes that are built. */
  main: { name: 'main', port: 18300 },
  /**
   * Another supplier's branding, and a manifest that names areas whose remote cannot be
   * fetched (articles, depot) and leaves management out, as if it were not released.
   */
  areas: { name: 'areas', port: 18301 },
  /** Sessions expire after 3 idle seconds. */
  expiry: { name: 'expiry', port: 18302 },
} as const;

export type TServerName = keyof typeof SERVERS;

export function serverUrl(name: TServerName): string {
  return `http://127.0.0.1:${SERVERS[name].port}`;
}

export function dataDir(name: TServerName): string {
  return join(REPO_ROOT, 'e2e', '.data', SERVERS[name].name);
}
