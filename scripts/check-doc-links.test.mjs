// check-doc-links.mjs on a small repository of its own: what resolves passes, and each kind
// of broken link or heading reference is reported at its file and line.
// check-doc-links: ignore-file (the examples below are broken on purpose)
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDocLinks, slugOf } from './check-doc-links.mjs';

const GUIDE = `# Guide

## Limits (issue 7)

## Sign-in

## The envelope: \`{ status }\`

\`\`\`md
## Not a heading
\`\`\`
`;

let root = null;

/** A git repository holding `files` (path -> text), the guide at docs/GUIDE.md. */
function repository(files) {
  root = mkdtempSync(join(tmpdir(), 'doc-links-'));
  execFileSync('git', ['init', '--quiet'], { cwd: root });
  for (const [path, text] of Object.entries({ 'docs/GUIDE.md': GUIDE, ...files })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = null;
});

const messages = (dir) => checkDocLinks(dir).map((p) => `${p.file}:${p.line}: ${p.message}`);

describe('check-doc-links', () => {
  it('passes links and references that resolve', () => {
    const dir = repository({
      'README.md': [
        '# Readme',
        '',
        'See [the guide](docs/GUIDE.md), [its limits](docs/GUIDE.md#limits-issue-7),',
        '[the envelope](docs/GUIDE.md#the-envelope--status-), [above](#readme), and',
        'docs/GUIDE.md "Limits", "Sign-in" and "The envelope: { status }"; docs GUIDE "Limits".',
        '',
        '```',
        '[broken](nowhere.md) docs/GUIDE.md "Nowhere"',
        '```',
        '',
        '`docs/GUIDE.md "In a code span"` and [a site](https://example.org/x.md).',
      ].join('\n'),
      'src/code.ts': [
        '// The body limit (docs/GUIDE.md',
        '// "Limits"), and the sign-in (docs/GUIDE.md "Sign-in").',
        'export const x = 1;',
      ].join('\n'),
    });
    expect(messages(dir)).toEqual([]);
  });

  it('fails on a link to a file that does not exist', () => {
    const dir = repository({ 'README.md': '# R\n\nSee [gone](docs/GONE.md).\n' });
    expect(messages(dir)).toEqual([
      'README.md:3: links to a file that does not exist: docs/GONE.md',
    ]);
  });

  it('fails on a link to a heading that does not exist', () => {
    const dir = repository({
      'README.md': '# R\n\n[a](docs/GUIDE.md#not-a-heading) [b](#nowhere)\n',
    });
    expect(messages(dir)).toEqual([
      'README.md:3: links to a heading that does not exist: docs/GUIDE.md#not-a-heading',
      'README.md:3: links to a heading that does not exist: #nowhere',
    ]);
  });

  it('fails on a quoted heading that does not exist, in markdown and in a comment', () => {
    const dir = repository({
      'README.md': '# R\n\nAs docs/GUIDE.md "Limits" and "Logs" say.\n',
      'src/code.ts':
        '/**\n * Counted per minute (docs/GUIDE.md "Sign-in",\n * "Idempotency").\n */\n',
    });
    expect(messages(dir)).toEqual([
      'README.md:3: cites a heading that does not exist: docs/GUIDE.md "Logs"',
      'src/code.ts:2: cites a heading that does not exist: docs/GUIDE.md "Idempotency"',
    ]);
  });

  it('names a heading by its start only up to a word boundary', () => {
    const dir = repository({
      'a.ts': '// docs/GUIDE.md "Limit" and docs/GUIDE.md "Not a heading"\n',
    });
    expect(messages(dir)).toEqual([
      'a.ts:1: cites a heading that does not exist: docs/GUIDE.md "Limit"',
      'a.ts:1: cites a heading that does not exist: docs/GUIDE.md "Not a heading"',
    ]);
  });

  it('fails on a document that does not exist and on one outside the repository', () => {
    const dir = repository({
      'a.ts': '// docs/OTHER.md "Limits"\n// ../design/ARCHITECTURE.md "Runtime shape"\n',
    });
    expect(messages(dir)).toEqual([
      'a.ts:1: cites a document that does not exist: docs/OTHER.md "Limits"',
      'a.ts:2: cites a document outside the repository: ../design/ARCHITECTURE.md "Runtime shape"',
    ]);
  });

  it("resolves a bare README to the root's, or to the referring folder's", () => {
    const dir = repository({
      'README.md': '# Root\n\n## Running\n',
      'area/README.md': '# Area\n\n## Recipe\n',
      'area/public/page.html': '<!-- README.md "Recipe", README.md "Running" -->\n',
      'area/x.ts': '// README.md "Missing"\n',
    });
    expect(messages(dir)).toEqual([
      'area/x.ts:1: cites a heading that does not exist: README.md "Missing"',
    ]);
  });

  it("makes GitHub's anchors", () => {
    expect(slugOf("Rental costs ('Verhuurkosten')")).toBe('rental-costs-verhuurkosten');
    expect(slugOf('Sharing: the page’s import map')).toBe('sharing-the-pages-import-map');
  });
});
