// Brotli and gzip copies of every built script, stylesheet, SVG and JSON file (`<file>.br`,
// `<file>.gz` beside it), made once at build time at the strongest settings, which the api
// sends instead of compressing each answer itself (@fastify/static `preCompressed`). Brotli
// at quality 11 is ~13 % smaller than the quality the api can afford per answer, and a
// first load is ~30 scripts on a slow phone. Build-time only, like the other files at the
// package root: the shell's and every remote's Vite config (and the benchmark's single
// build) add it.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The files worth a compressed copy: text the browser fetches, above one packet or so. */
// why: not HTML: the api writes each page's HTML itself (start-up data, preloads).
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json)$/;
export const MIN_PRECOMPRESS_BYTES = 1024;

/** The compressed copies of one file's bytes; a copy no smaller than the file is left out. */
async function compressedCopies(bytes: Buffer): Promise<{ br?: Buffer; gz?: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    ...(br.length < bytes.length ? { br } : {}),
    ...(gz.length < bytes.length ? { gz } : {}),
  };
}

/** Writes `<file>.br` and `<file>.gz` for each compressible file of the bundle written. */
export function precompressAssets(): Plugin {
  return {
    name: 'portal:precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      const files = Object.keys(bundle).filter((fileName) => COMPRESSIBLE.test(fileName));
      // why: zlib's async calls run on libuv's thread pool, a few files at a time.
      await Promise.all(
        files.map(async (fileName) => {
          const path = join(outDir, fileName);
          const bytes = await readFile(path);
          if (bytes.length < MIN_PRECOMPRESS_BYTES) return;
          const { br, gz } = await compressedCopies(bytes);
          await Promise.all([
            br ? writeFile(`${path}.br`, br) : undefined,
            gz ? writeFile(`${path}.gz`, gz) : undefined,
          ]);
        }),
      );
    },
  };
}
