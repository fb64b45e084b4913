import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { MIN_PRECOMPRESS_BYTES, precompressAssets } from './precompress-assets.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Writes the files into a fresh out dir and runs the plugin's writeBundle on them. */
async function build(files: Record<string, string>): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'precompress-'));
  dirs.push(outDir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(outDir, name, '..'), { recursive: true });
    writeFileSync(join(outDir, name), text);
  }
  const plugin = precompressAssets();
  const bundle = Object.fromEntries(Object.keys(files).map((name) => [name, {}]));
  const writeBundle = plugin.writeBundle as (options: { dir: string }, b: object) => Promise<void>;
  await writeBundle.call({}, { dir: outDir }, bundle);
  return outDir;
}

const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'bed ${i}'`).join(',')}];`;

describe('precompressAssets', () => {
  it('writes brotli and gzip copies that unpack to the file, and smaller', async () => {
    const outDir = await build({ 'assets/app-AbCd1234.js': SCRIPT, 'assets/app.css': SCRIPT });
    for (const name of ['assets/app-AbCd1234.js', 'assets/app.css']) {
      const path = join(outDir, name);
      const br = readFileSync(`${path}.br`);
      const gz = readFileSync(`${path}.gz`);
      expect(brotliDecompressSync(br).toString()).toBe(SCRIPT);
      expect(gunzipSync(gz).toString()).toBe(SCRIPT);
      expect(br.length).toBeLessThan(gz.length);
      expect(gz.length).toBeLessThan(SCRIPT.length / 4);
    }
  });

  it('leaves small files, HTML and binary files as they are', async () => {
    const outDir = await build({
      'assets/tiny-AbCd1234.js': 'x'.repeat(MIN_PRECOMPRESS_BYTES - 1),
      'index.html': SCRIPT,
      'assets/logo.png': SCRIPT,
    });
    for (const name of ['assets/tiny-AbCd1234.js', 'index.html', 'assets/logo.png']) {
      expect(existsSync(join(outDir, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(outDir, `${name}.gz`)), name).toBe(false);
    }
  });
});
