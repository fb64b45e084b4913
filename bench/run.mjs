#!/usr/bin/env node
// `npm run bench`: runs every bench/*.bench.mjs in turn (or those whose names contain one
// of the arguments, e.g. `npm run bench -- lists`), each in its own process, and exits 1
// when one of them missed a target or broke off. Build first (bench/README.md).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const passOn = process.argv.slice(2).filter((arg) => arg.startsWith('-'));
const files = readdirSync(here)
  .filter((file) => file.endsWith('.bench.mjs'))
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
  .sort();
if (files.length === 0) {
  console.error(`No benchmark matches ${filters.join(', ')}`);
  process.exit(2);
}

const results = [];
for (const file of files) {
  console.log(`\n######## ${file}\n`);
  const began = performance.now();
  const run = spawnSync(process.execPath, [join(here, file), ...passOn], { stdio: 'inherit' });
  results.push({ file, code: run.status ?? 1, seconds: (performance.now() - began) / 1000 });
  if (run.signal === 'SIGINT') break;
}
console.log('\n######## summary');
for (const { file, code, seconds } of results) {
  console.log(`${code === 0 ? 'PASS' : 'FAIL'}  ${file} (${seconds.toFixed(0)} s)`);
}
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
