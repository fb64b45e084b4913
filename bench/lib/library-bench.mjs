// What the benches of our own modules against well-kept libraries share (issue 36:
// worker-pool.bench.mjs, json-upload.bench.mjs): the libraries installed on demand into a
// tools folder of the bench (its package-lock.json committed, so a plain install never
// downloads them), our module bundled from the api's sources beside api/dist (so that its
// packages resolve from api/node_modules, as the built portal's do), the process's memory
// from /proc, and medians.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const API_DIR = join(REPO_ROOT, 'api');

/** `npm ci` in `toolsDir` once, unless `probe` (a package name) is installed there. */
export function ensureTools(toolsDir, probe) {
  if (existsSync(join(toolsDir, 'node_modules', probe, 'package.json'))) return;
  console.log(`Installing the libraries into ${toolsDir} (once) ...`);
  const result = spawnSync(
    'npm',
    ['ci', '--prefix', toolsDir, '--no-audit', '--no-fund', '--loglevel=error'],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`npm ci of ${toolsDir} failed`);
}

/** A package of a tools folder, as require or import() would load it there. */
export function toolsRequire(toolsDir) {
  return createRequire(join(toolsDir, 'package.json'));
}

/** The version of a package installed in a tools folder. */
export function toolVersion(toolsDir, name) {
  const file = join(toolsDir, 'node_modules', name, 'package.json');
  return JSON.parse(readFileSync(file, 'utf8')).version;
}

/** A package of a tools folder as `import` loads it (its ESM entry where it has one). */
export async function importTool(toolsDir, name) {
  const dir = join(toolsDir, 'node_modules', name);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const pick = (entry) =>
    typeof entry === 'string'
      ? entry
      : entry && (pick(entry.import) ?? pick(entry.node) ?? pick(entry.default));
  const file = pick(pkg.exports?.['.'] ?? pkg.exports) ?? pkg.module ?? pkg.main ?? 'index.js';
  return import(pathToFileURL(join(dir, file)).href);
}

/**
 * Bundles `files` ({ 'name.mjs': 'source text' }, resolved from api/src/<from>) with the
 * api's esbuild as its build does (packages external), into a folder of its own under
 * api/dist, which the caller removes (`remove`). Answers that folder.
 */
export async function bundleFromApi(name, from, files) {
  if (!existsSync(join(API_DIR, 'dist', 'workers', 'worker-main.js'))) {
    throw new Error('api/dist is missing: run `pnpm --filter @portal/api run build` first');
  }
  const esbuild = createRequire(join(API_DIR, 'package.json'))('esbuild');
  const dir = join(API_DIR, 'dist', `.bench-${name}-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  for (const [file, contents] of Object.entries(files)) {
    await esbuild.build({
      stdin: { contents, resolveDir: join(API_DIR, 'src', from), loader: 'ts' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      outfile: join(dir, file),
      logLevel: 'error',
    });
  }
  return dir;
}

export function remove(dir) {
  if (dir) rmSync(dir, { recursive: true, force: true });
}

/** A field of /proc/self/status in MB (VmRSS, VmHWM). */
export function statusMb(field) {
  const line = readFileSync('/proc/self/status', 'utf8').match(new RegExp(`${field}:\\s+(\\d+)`));
  return line ? Number(line[1]) / 1024 : NaN;
}

/** From now on VmHWM is the peak since this call (Linux). */
export function resetPeak() {
  writeFileSync('/proc/self/clear_refs', '5');
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

export const arg = (name, fallback) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
};
