#!/usr/bin/env node
// The copy-an-area proof (issue 36, ARCHITECTURE.md "Adding an area"): copies the area the
// section's example copies to a scratch name in a temporary workspace, registers it where the section says,
// and typechecks, lints and builds it. It fails, naming the step, when the section's table
// misses a plumbing file of the area, names a file the area does not have, or when the copy
// registered as the section says does not typecheck, lint or build. The repository is only
// read: the workspace is a temporary folder (removed at the end, also on failure), whose
// node_modules is the repository's, so nothing is installed.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = join(import.meta.dirname, '..');
/** The scratch area: one word, so every spelling of it (path, constant, type) is valid. */
const NAME = 'areacopy';
const started = Date.now();
/**
 * The central places this check registers the copy in, and what names each in the section:
 * a place the section does not name fails the check, as a developer would not find it.
 * `--without=<place>` leaves one out, to see what the copy needs it for.
 */
const PLACES = {
  'route-table': ['shared/src/access/route-table.ts', 'REMOTE_NAMES'],
  exports: ['shared/package.json'],
  subpaths: ['PORTAL_SHARED_SUBPATHS', 'tooling/federation-shared.ts'],
};
const WITHOUT = new Set(
  process.argv.slice(2).flatMap((arg) => (arg.startsWith('--without=') ? [arg.slice(10)] : [])),
);

function fail(message) {
  throw new Error(message);
}

function step(text) {
  console.log(`check-area-copy: ${text} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** Files git knows under a folder (tracked and new, not ignored), relative to the root. */
function gitFiles(folder) {
  const out = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', folder],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return out.split('\0').filter((file) => file && existsSync(join(ROOT, file)));
}

/** The file column of the section's table, `<name>` in place of the area's name. */
function sectionTable() {
  const text = readFileSync(join(ROOT, 'ARCHITECTURE.md'), 'utf8');
  const section = /^## Adding an area\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(text)?.[1];
  if (!section) fail('ARCHITECTURE.md has no section "Adding an area"');
  const files = [];
  for (const line of section.split('\n')) {
    const cell = /^\|\s*([^|]*?)\s*\|/.exec(line)?.[1];
    if (!cell || cell === 'file' || /^-+$/.test(cell)) continue;
    for (const code of cell.matchAll(/`([^`]+)`/g)) files.push(code[1]);
  }
  const example = /`cp -r (mf-[a-z-]+) (mf-[^`\s]+)`/.exec(section);
  return { files, example, section };
}

/**
 * The area's plumbing: its root files and what sits directly in src/, src/config/ and
 * src/testing/, plus the routes root and the not-found page: the files every area has and
 * the table must name. Pages, features, components and api are the area's own.
 */
function plumbing(area, name) {
  const own = gitFiles(area).map((file) => relative(area, file));
  const isPlumbing = (file) =>
    !file.includes('/') ||
    /^src\/[^/]+$/.test(file) ||
    /^src\/(config|testing)\/[^/]+$/.test(file) ||
    file === `src/routes/${name}-routes.tsx` ||
    file === 'src/routes/not-found-page.tsx';
  return own.filter((file) => isPlumbing(file) && !/\.test\.tsx?$/.test(file));
}

/** Replaces the area's name in every spelling (backoffice, BACKOFFICE, BackOffice, backOffice). */
function renamer(from) {
  const pattern = new RegExp(from, 'gi');
  return (text) =>
    text.replace(pattern, (match, offset, whole) => {
      const before = whole[offset - 1] ?? '';
      const after = whole[offset + match.length] ?? '';
      // why: part of a longer word (`oauth`, `authored`) is not the name.
      if (/[a-z]/.test(after) || (/[a-z]/.test(match[0]) && /[a-zA-Z]/.test(before))) return match;
      if (match === match.toUpperCase()) return NAME.toUpperCase();
      if (/[A-Z]/.test(match[0])) return NAME[0].toUpperCase() + NAME.slice(1);
      return NAME;
    });
}

/**
 * A file of the copy renamed, except what it imports from a shared module that keeps its
 * name (the core contract's names of the source area, say): those stay the source's,
 * imported under the copy's name (`BACKOFFICE_X as AREACOPY_X`).
 */
function renameSource(text, rename) {
  const kept = [];
  const protectedText = text.replace(
    /(import\s+(?:type\s+)?\{)([^}]*)(\}\s*from\s*'(@portal\/shared\/[^']+)')/g,
    (whole, open, names, close, specifier) => {
      if (rename(specifier) !== specifier) return whole;
      const aliased = names.replace(
        /\b(type\s+)?([A-Za-z_$][\w$]*)(\s+as\s+[\w$]+)?/g,
        (name, type, id, as) => {
          if (as || rename(id) === id) return name;
          kept.push(id);
          return `${type ?? ''}\uE000${kept.length - 1}\uE000 as ${id}`;
        },
      );
      return `${open}${aliased}${close}`;
    },
  );
  return rename(protectedText).replace(/\uE000(\d+)\uE000/g, (_, index) => kept[Number(index)]);
}

/** Every file under `folder` (no node_modules, dist), renamed in content and name. */
function renameTree(folder, rename) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) renameTree(path, rename);
    else writeFileSync(path, renameSource(readFileSync(path, 'utf8'), rename));
    const renamed = join(folder, rename(entry.name));
    if (renamed !== path) renameSync(path, renamed);
  }
}

/**
 * Copies a shared module of the area under the copy's name, with the files of the area it
 * imports beside it (`./backoffice-depot.js`: a contract split by feature, re-exported).
 */
function copyWithParts(from, rename) {
  const text = readFileSync(from, 'utf8');
  writeFileSync(join(dirname(from), rename(basename(from))), rename(text));
  for (const [, part] of text.matchAll(/from '\.\/([\w-]+)\.js'/g)) {
    const file = join(dirname(from), `${part}.ts`);
    if (rename(part) !== part && existsSync(file)) copyWithParts(file, rename);
  }
}

/** The `owner(...)` calls of the route table, each with its balanced parentheses. */
function routeCalls(text, owner) {
  const calls = [];
  const start = new RegExp(`^\\s*${owner}\\(`, 'gm');
  for (let match = start.exec(text); match; match = start.exec(text)) {
    let depth = 0;
    let end = match.index + match[0].length - 1;
    for (; end < text.length; end += 1) {
      if (text[end] === '(') depth += 1;
      if (text[end] === ')' && --depth === 0) break;
    }
    calls.push({ text: text.slice(match.index, end + 1), end: end + 1 });
  }
  return calls;
}

function run(label, command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-40);
    fail(`${label} failed (exit ${result.status}):\n${output.join('\n')}`);
  }
  step(`${label}: ok`);
}

async function main() {
  const statusBefore = execFileSync('git', ['status', '--porcelain'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  // 1. The section tells the truth about the area's files.
  const { files, example, section } = sectionTable();
  if (!example) fail('ARCHITECTURE.md "Adding an area": no `cp -r mf-<area> mf-<name>` example');
  // why: the area the section tells a developer to copy is the one copied (the smallest by
  // size changes as areas grow; mf-requests' contract names other lists' sort tables).
  const copied = example[1];
  const source = copied.replace(/^mf-/, '');
  step(`copying ${copied} (the section's example) to mf-${NAME}`);
  for (const [place, names] of Object.entries(PLACES)) {
    const unnamed = names.filter((name) => !section.includes(name));
    if (unnamed.length > 0) fail(`the section does not name ${unnamed.join(', ')} (${place})`);
  }
  for (const place of WITHOUT) {
    if (!(place in PLACES))
      fail(`--without=${place}: not one of ${Object.keys(PLACES).join(', ')}`);
    step(`leaving out ${place}`);
  }
  if (!existsSync(join(ROOT, example[1])))
    fail(`the example copies ${example[1]}, which does not exist`);
  if (existsSync(join(ROOT, example[2])))
    fail(`the example copies onto ${example[2]}, which exists`);
  const listed = new Set(
    files.flatMap((file) => file.split(/,\s*/)).map((file) => file.replaceAll('<name>', source)),
  );
  const missing = plumbing(copied, source).filter((file) => !listed.has(file));
  if (missing.length > 0) {
    fail(`ARCHITECTURE.md "Adding an area" does not list ${missing.join(', ')} of ${copied}`);
  }
  const absent = [...listed].filter((file) => !existsSync(join(ROOT, copied, file)));
  if (absent.length > 0)
    fail(`the section's table lists ${absent.join(', ')}, which ${copied} has not`);
  const renderArea = readFileSync(join(ROOT, copied, 'src/testing/render-area.tsx'), 'utf8');
  if (!renderArea.includes('createAreaRenderer(')) {
    fail(
      `${copied}/src/testing/render-area.tsx does not call createAreaRenderer as the table says`,
    );
  }
  step('the section lists every plumbing file of the area');

  const work = mkdtempSync(join(tmpdir(), 'area-copy-'));
  const cleanUp = () => rmSync(work, { recursive: true, force: true });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      cleanUp();
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  }
  try {
    // The workspace: its root files, shared and tooling copied (their node_modules links
    // kept), the root node_modules the repository's own.
    for (const file of [
      'package.json',
      'pnpm-workspace.yaml',
      'tsconfig.base.json',
      'eslint.config.js',
    ]) {
      cpSync(join(ROOT, file), join(work, file));
    }
    symlinkSync(join(ROOT, 'node_modules'), join(work, 'node_modules'), 'dir');
    const copyTree = (from, to) =>
      cpSync(join(ROOT, from), join(work, to), {
        recursive: true,
        verbatimSymlinks: true,
        filter: (path) => !/[/\\](dist|\.vite|coverage)$/.test(path),
      });
    copyTree('shared', 'shared');
    copyTree('tooling', 'tooling');

    // 2. Copy the area and change the names (the table's "change" column).
    const area = join(work, `mf-${NAME}`);
    copyTree(copied, `mf-${NAME}`);
    const rename = renamer(source);
    renameTree(area, rename);
    // why: `pnpm install` would link the copy's dependencies, the source area's own; its
    // links are the same (relative, one folder deep), so they are kept instead of an install.
    const highest = Math.max(
      ...readdirSync(ROOT)
        .filter((name) => name.startsWith('mf-') && existsSync(join(ROOT, name, 'vite.config.ts')))
        .map((name) =>
          Number(
            /devPort:\s*(\d+)/.exec(
              readFileSync(join(ROOT, name, 'vite.config.ts'), 'utf8'),
            )?.[1] ?? 0,
          ),
        ),
    );
    const viteConfig = join(area, 'vite.config.ts');
    writeFileSync(
      viteConfig,
      readFileSync(viteConfig, 'utf8').replace(/devPort:\s*\d+/, `devPort: ${highest + 1}`),
    );
    const packageJson = JSON.parse(readFileSync(join(area, 'package.json'), 'utf8'));
    if (packageJson.name !== `@portal/mf-${NAME}`)
      fail(`the copy's package is ${packageJson.name}`);
    // the section: delete the area's tests (they are the source area's, not the copy's)
    for (const file of gitFiles(copied).filter((file) => /\.test\.tsx?$/.test(file))) {
      rmSync(join(area, rename(relative(copied, file))), { force: true });
    }

    // 3. The central places. The route table: the owner and its routes.
    const tablePath = join(work, 'shared/src/access/route-table.ts');
    let table = readFileSync(tablePath, 'utf8');
    const calls = routeCalls(table, source);
    if (calls.length === 0) fail(`the route table has no routes of ${source}`);
    const last = calls.at(-1);
    table = `${table.slice(0, last.end)},\n${calls.map((call) => rename(call.text.trimStart())).join(',\n')}${table.slice(last.end)}`;
    table = table.replace(/(export const REMOTE_NAMES = \[[^\]]*)\]/, `$1  '${NAME}',\n]`);
    table = table.replace(
      new RegExp(`^const ${source} = group\\(.*$`, 'm'),
      (line) => `${line}\n${rename(line)}`,
    );
    if (!WITHOUT.has('route-table')) writeFileSync(tablePath, table);
    // Its contract and texts as subpaths of their own: exports and PORTAL_SHARED_SUBPATHS.
    const sharedPackagePath = join(work, 'shared/package.json');
    const sharedPackage = JSON.parse(readFileSync(sharedPackagePath, 'utf8'));
    const subpathsPath = join(work, 'tooling/federation-shared.ts');
    let subpaths = readFileSync(subpathsPath, 'utf8');
    for (const [subpath, target] of Object.entries(sharedPackage.exports)) {
      if (rename(subpath) === subpath || typeof target !== 'object') continue;
      const copied = Object.fromEntries(
        Object.entries(target).map(([key, file]) => [key, rename(file)]),
      );
      if (!WITHOUT.has('exports')) sharedPackage.exports[rename(subpath)] = copied;
      copyWithParts(join(work, 'shared', target.source), rename);
      const specifier = `'@portal/shared/${subpath.slice(2)}',`;
      if (!subpaths.includes(specifier)) fail(`tooling/federation-shared.ts has no ${specifier}`);
      if (!WITHOUT.has('subpaths')) {
        subpaths = subpaths.replace(specifier, `${specifier}\n  ${rename(specifier)}`);
      }
      step(`registered @portal/shared/${rename(subpath).slice(2)}`);
    }
    writeFileSync(sharedPackagePath, `${JSON.stringify(sharedPackage, null, 2)}\n`);
    writeFileSync(subpathsPath, subpaths);

    // 4. Typecheck, lint and build the copy as CI does the areas.
    const bin = (file) => join(ROOT, 'node_modules', file);
    run(
      'typecheck',
      process.execPath,
      [bin('typescript/bin/tsc'), '-p', `mf-${NAME}/tsconfig.json`, '--noEmit'],
      work,
    );
    run(
      'eslint',
      process.execPath,
      [bin('eslint/bin/eslint.js'), '--max-warnings=0', `mf-${NAME}`],
      work,
    );
    // why: the remotes' vite config (tooling/) runs on the built shared, so the root build
    // builds shared first; so does the copy, in its workspace (the repository's dist may be
    // half written by a build beside this check).
    run(
      'shared build',
      process.execPath,
      [bin('typescript/bin/tsc'), '-p', 'shared/tsconfig.build.json'],
      work,
    );
    const vite = join(area, 'node_modules/vite/bin/vite.js');
    if (packageJson.scripts?.build !== 'vite build && vite build --mode federation') {
      fail(`the copy's build is "${packageJson.scripts?.build}", not the one the table names`);
    }
    run('vite build', process.execPath, [vite, 'build', '--logLevel', 'warn'], area);
    run(
      'vite build --mode federation',
      process.execPath,
      [vite, 'build', '--mode', 'federation', '--logLevel', 'warn'],
      area,
    );
    const manifest = JSON.parse(readFileSync(join(area, 'dist/mf-manifest.json'), 'utf8'));
    if (manifest.name !== NAME) fail(`the federation manifest names ${manifest.name}, not ${NAME}`);
    const built = readFileSync(join(area, 'dist', 'remoteEntry.js'), 'utf8');
    if (!built.length) fail('the import-map build wrote an empty remoteEntry.js');
    step(`built: dist/remoteEntry.js and dist/mf-manifest.json (name ${manifest.name})`);

    // 5. What the build does not see. The copy's own subpaths are shared through the page's
    // import map, not bundled into it (PORTAL_SHARED_SUBPATHS).
    const { shares } = JSON.parse(readFileSync(join(area, 'dist/first-load.json'), 'utf8'));
    const own = Object.keys(sharedPackage.exports)
      .filter((subpath) => subpath.includes(NAME))
      .map((subpath) => `@portal/shared/${subpath.slice(2)}`);
    const bundled = own.filter((specifier) => !shares.includes(specifier));
    if (bundled.length > 0) {
      fail(`the copy bundles ${bundled.join(', ')} instead of sharing it (PORTAL_SHARED_SUBPATHS)`);
    }
    // Its routes are in the route table, owned by it (tableRoute throws on a missing one when
    // the area loads, which no build runs).
    const { REMOTE_NAMES, ROUTE_TABLE } = await import(
      pathToFileURL(join(work, 'shared/dist/access/route-table.js')).href
    );
    if (!REMOTE_NAMES.includes(NAME)) fail(`REMOTE_NAMES of the route table has no '${NAME}'`);
    const routeFiles = readdirSync(join(area, 'src/config')).map((file) =>
      join(area, 'src/config', file),
    );
    const paths = routeFiles.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/tableRoute\('([^']+)'\)/g)].map((m) => m[1]),
    );
    if (paths.length === 0) fail(`mf-${NAME}/src/config names no route (tableRoute)`);
    const unowned = paths.filter(
      (path) => !ROUTE_TABLE.some((entry) => entry.path === path && entry.owner === NAME),
    );
    if (unowned.length > 0) fail(`the route table has no ${unowned.join(', ')} of owner ${NAME}`);
    step(`shares its ${own.length} subpaths; its ${paths.length} routes are in the route table`);
  } finally {
    cleanUp();
  }
  const statusAfter = execFileSync('git', ['status', '--porcelain'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (statusAfter !== statusBefore) fail(`git status changed:\n${statusAfter}`);
  step(`passed: ${copied} copied to mf-${NAME}, registered, typechecked, linted and built`);
}

try {
  await main();
} catch (error) {
  console.error(`check-area-copy: FAILED: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
