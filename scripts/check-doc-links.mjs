#!/usr/bin/env node
// Fails on a link or reference to something that does not exist, so the documentation
// stays true as files and headings move (scripts/README.md "check-doc-links.mjs"):
//   - markdown links `[text](path)`, `[text](path#anchor)`, `[text](#anchor)` and
//     reference definitions `[name]: path`: the file must exist, the anchor must be a
//     heading of that markdown file (GitHub's slugs);
//   - references in the repository's own style, in markdown and in code comments:
//     a document's path and the start of one of its headings in double quotes, with more
//     headings of the same document after it (`, "..."`, `and "..."`). Paths are from the
//     repository root, else from the referring file's folder or one above it; `api README` means
//     api/README.md. A document outside the repository cannot be checked and is an error.
// Scans the files git knows (tracked, and new ones not ignored), except a file whose text
// holds the marker below (this script's own test, whose examples are broken on purpose).
// Usage: node scripts/check-doc-links.mjs [--root <dir>]
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, normalize, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const MARKDOWN = /\.md$/i;
const CODE = /\.(?:[cm]?[jt]sx?|sql|css|html|ya?ml|cfg|sh)$/i;
/** Documents a reference may name without `.md`. */
const DOC_NAMES = 'README|ARCHITECTURE|HISTORY|CONVENTIONS|LOOK-AND-WORDS|MACHINE-NOTES';
const PATH_PART = String.raw`(?:\.{1,2}/)*(?:[\w@.-]+/)*`;
const REFERENCE = new RegExp(
  String.raw`(?<![\w/.-])(?:(?<word>[a-z][\w-]*) )?(?<path>${PATH_PART}(?:(?:${DOC_NAMES})(?:\.md)?|[\w@.-]+\.md))` +
    String.raw` "(?<first>[^"\n]{1,160})"(?<more>(?:\s*(?:,|;|and|or)\s*"[^"\n]{1,160}")*)`,
  'g',
);
const MENTIONS_DOCUMENT = new RegExp(String.raw`(?:${DOC_NAMES}|\.md)\b`);
const MORE_HEADING = /"([^"\n]{1,160})"/g;
const LINK = /(!?)\[[^\]]*?\]\(\s*<?([^()\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const DEFINITION = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+["'(].*)?$/gm;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const OPT_OUT = ['check-doc-links', 'ignore-file'].join(': ');

/** The text of a heading as a reference quotes it: no inline markup, single spaces. */
function headingText(raw) {
  return raw
    .replace(/\s+#+\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** GitHub's anchor of a heading text. */
export function slugOf(text) {
  return text
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The headings of a markdown text (outside fenced code) and their anchors. */
export function headingsOf(markdown) {
  const texts = [];
  const anchors = new Set();
  const seen = new Map();
  let fence = null;
  for (const line of markdown.split('\n')) {
    const fenceMark = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMark) {
      if (fence === null) fence = fenceMark[1][0];
      else if (fenceMark[1][0] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^ {0,3}#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      const text = headingText(heading[1]);
      texts.push(text);
      const base = slugOf(headingText(heading[1].replace(/`/g, '')));
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const html of line.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) anchors.add(html[1]);
  }
  return { texts, anchors };
}

/** Whether `quoted` names a heading: the heading starts with it, at a word boundary. */
export function namesHeading(headings, quoted) {
  const wanted = headingText(quoted);
  return headings.some(
    (text) =>
      text === wanted || (text.startsWith(wanted) && !/[\p{L}\p{N}]/u.test(text[wanted.length])),
  );
}

/**
 * The text to search, one line after another joined by a space, with comment leaders and
 * markdown's fenced code and code spans blanked out; `lineAt(offset)` maps back.
 */
function flatten(content, isMarkdown) {
  const starts = [];
  const parts = [];
  let length = 0;
  let fence = null;
  for (const line of content.split('\n')) {
    let text = line;
    if (isMarkdown) {
      const fenceMark = /^ {0,3}(`{3,}|~{3,})/.exec(line);
      if (fenceMark || fence !== null) {
        if (fenceMark && fence === null) fence = fenceMark[1][0];
        else if (fenceMark && fenceMark[1][0] === fence) fence = null;
        text = '';
      }
    } else {
      text = text.replace(/^\s*(?:\/\/+|\/\*+|\*+\/?|--|#)?\s?/, '');
    }
    starts.push(length);
    parts.push(text.trim());
    length += text.trim().length + 1;
  }
  let flat = parts.join(' ');
  if (isMarkdown) flat = flat.replace(/`[^`]*`/g, (span) => ' '.repeat(span.length));
  const lineAt = (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
  return { flat, lineAt };
}

/** Every broken link and reference under `root`, as `{ file, line, message }`. */
export function checkDocLinks(root) {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
    .split('\0')
    .filter((file) => file !== '' && existsSync(join(root, file)));
  const headingCache = new Map();
  const headingsAt = (path) => {
    if (!headingCache.has(path)) headingCache.set(path, headingsOf(readFileSync(path, 'utf8')));
    return headingCache.get(path);
  };
  const inside = (path) => {
    const relativePath = relative(root, path);
    return relativePath === '' || (!relativePath.startsWith('..') && !isAbsolute(relativePath));
  };
  const problems = [];

  for (const file of listed) {
    const isMarkdown = MARKDOWN.test(file);
    if (!isMarkdown && !CODE.test(file)) continue;
    const absolute = join(root, file);
    const content = readFileSync(absolute, 'utf8');
    if (content.includes(OPT_OUT)) continue;
    // why: most code files name no document; they need no further look.
    if (!isMarkdown && !MENTIONS_DOCUMENT.test(content)) continue;
    const folder = dirname(absolute);
    const { flat, lineAt } = flatten(content, isMarkdown);
    const report = (offset, message) => problems.push({ file, line: lineAt(offset), message });

    if (isMarkdown) {
      const links = [...flat.matchAll(LINK)].map((match) => ({
        offset: match.index,
        target: match[2],
      }));
      for (const match of content.matchAll(DEFINITION)) {
        const line = content.slice(0, match.index).split('\n').length;
        links.push({ line, target: match[1] });
      }
      for (const { offset, line, target } of links) {
        if (SCHEME.test(target) || target.startsWith('//')) continue;
        const hash = target.indexOf('#');
        const pathPart = decodeURI(hash === -1 ? target : target.slice(0, hash));
        const anchor = hash === -1 ? null : decodeURIComponent(target.slice(hash + 1));
        const linked =
          pathPart === ''
            ? absolute
            : normalize(pathPart.startsWith('/') ? join(root, pathPart) : join(folder, pathPart));
        const where = line ?? lineAt(offset);
        const fail = (message) => problems.push({ file, line: where, message });
        if (!inside(linked)) fail(`links outside the repository: ${target}`);
        else if (!existsSync(linked)) fail(`links to a file that does not exist: ${target}`);
        else if (anchor !== null && anchor !== '' && MARKDOWN.test(linked)) {
          if (!statSync(linked).isFile() || !headingsAt(linked).anchors.has(anchor)) {
            fail(`links to a heading that does not exist: ${target}`);
          }
        }
      }
    }

    for (const match of flat.matchAll(REFERENCE)) {
      const { word, path, first, more } = match.groups;
      const named = /\.md$/i.test(path) ? path : `${path}.md`;
      const offset = match.index + (word ? word.length + 1 : 0);
      const candidates = [];
      if (word && !named.includes('/')) candidates.push(join(root, word, named));
      if (!named.startsWith('.')) candidates.push(join(root, named));
      // why: a folder's own README is often named bare from a file below it.
      for (let up = folder; inside(up); up = dirname(up)) {
        candidates.push(join(up, named));
        if (up === root) break;
      }
      const quoted = [first, ...[...(more ?? '').matchAll(MORE_HEADING)].map((m) => m[1])];
      const existing = candidates
        .map((path) => normalize(path))
        .filter((path) => existsSync(path) && statSync(path).isFile());
      // why: a bare name is the root's document or the referring folder's; it may be either.
      const document =
        existing.find(
          (path) =>
            inside(path) &&
            quoted.every((heading) => namesHeading(headingsAt(path).texts, heading)),
        ) ?? existing[0];
      const shown = word && !named.includes('/') ? `${word} ${path}` : path;
      if (document === undefined) {
        const outside = candidates.every((path) => !inside(normalize(path)));
        report(
          offset,
          outside
            ? `cites a document outside the repository: ${shown} "${first}"`
            : `cites a document that does not exist: ${shown} "${first}"`,
        );
        continue;
      }
      if (!inside(document)) {
        report(offset, `cites a document outside the repository: ${shown} "${first}"`);
        continue;
      }
      const { texts } = headingsAt(document);
      for (const heading of quoted) {
        if (!namesHeading(texts, heading)) {
          const at = relative(root, document).split(sep).join('/');
          report(offset, `cites a heading that does not exist: ${at} "${heading}"`);
        }
      }
    }
  }
  return problems;
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const rootFlag = process.argv.indexOf('--root');
  const root =
    rootFlag === -1
      ? join(dirname(fileURLToPath(import.meta.url)), '..')
      : resolve(process.argv[rootFlag + 1]);
  const started = Date.now();
  const problems = checkDocLinks(root);
  for (const { file, line, message } of problems) console.error(`${file}:${line}: ${message}`);
  const took = `${Date.now() - started} ms`;
  if (problems.length > 0) {
    console.error(`\n${problems.length} broken link(s) or reference(s) (${took}).`);
    process.exit(1);
  }
  console.log(`Every link and heading reference resolves (${took}).`);
}
