#!/usr/bin/env node
// `npm run dev` (through portal.mjs, which builds @portal/shared first): the api, the
// shell's dev server and a `vite build --watch` of every remote, side by side. The remotes
// are the mf-* folders of the workspace, found here, so a new area needs no line of its own.
import { concurrently } from 'concurrently';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const COLOURS = ['magenta', 'cyan', 'yellow', 'red', 'white', 'gray', 'blueBright', 'greenBright'];

const remotes = readdirSync(root)
  .filter((folder) => /^mf-[a-z0-9-]+$/.test(folder))
  .filter((folder) => existsSync(join(root, folder, 'package.json')))
  .sort();

const commands = [
  { name: 'api', command: 'pnpm --filter @portal/api run dev', prefixColor: 'blue' },
  { name: 'shell', command: 'pnpm --filter @portal/shell run dev', prefixColor: 'green' },
  ...remotes.map((folder, index) => ({
    name: folder.slice('mf-'.length),
    command: `pnpm --filter ./${folder} exec vite build --watch`,
    prefixColor: COLOURS[index % COLOURS.length],
  })),
];

const { result } = concurrently(commands, { cwd: root, killOthersOn: ['failure', 'success'] });
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
