// Where the api package and the repository live on disk, found by walking up from this
// module, so the same code works from src/ (tsx, vitest) and from the dist/ bundle.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findApiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@portal/api') return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @portal/api package folder');
    dir = parent;
  }
}

export const API_ROOT = findApiRoot();
export const REPO_ROOT = dirname(API_ROOT);
export const MIGRATIONS_DIR = join(API_ROOT, 'migrations');
