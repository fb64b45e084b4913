// Where the ops suite finds the built api, the admin CLI and the deploy files.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const API_MAIN = join(REPO_ROOT, 'api', 'dist', 'main.js');
export const ADMIN_CLI = join(REPO_ROOT, 'api', 'dist', 'cli', 'admin.js');
export const DEPLOY_DIR = join(REPO_ROOT, 'deploy');

/** The seeded database every test copies. */
export const TEMPLATE_DATABASE = 'portal_ops_template';

/** `base` (a server's URL) with the database `name`. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}
