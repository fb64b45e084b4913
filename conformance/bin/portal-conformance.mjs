#!/usr/bin/env node
// Starts the kit's TypeScript with tsx, the workspace's sources resolved (condition "source").
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const result = spawnSync(
  process.execPath,
  [
    '--conditions=source',
    '--import',
    'tsx',
    join(here, '..', 'src', 'cli.ts'),
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', cwd: join(here, '..') },
);
process.exit(result.status ?? 2);
