// Loads the demo data in a process of its own (the admin CLI's `seed`): what loading
// allocates (the aid pictures, thousands of rows built in memory) goes back to the system
// when that process ends, instead of staying in the server's memory for good
// (bench/memory.bench.mjs: the api idled at 132 MB after loading, 86 MB after a restart).
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built admin CLI beside the built server; null when the server runs from source. */
export function builtAdminCli(): string | null {
  const file = join(dirname(fileURLToPath(import.meta.url)), 'cli', 'admin.js');
  return existsSync(file) ? file : null;
}

/** Runs `admin seed` (same environment, so the same database) and waits for it. */
export function seedInChild(adminCli: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(adminCli, ['seed'], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`Loading the demo data failed (${signal ?? `exit code ${code}`}).`));
    });
  });
}
