// The log gate of the ops suite (issue 35 §2, rule in scripts/log-gate.mjs): every line the
// api processes of a test write (processes.ts, startApi) is read by log-gate-setup.ts after
// each test and after each file; a line at level 50 or 60, a stack trace or 'Unhandled'
// fails the run, named with its process. A test that provokes such a line on purpose (a
// database stopped under the api) says so: `allowLogLines(/narrow pattern/)`.
import { expect } from 'vitest';
import { offendingLines } from '../../../scripts/log-gate.mjs';

type TWatched = { name: string; lines: string[]; checked: number };

const watched: TWatched[] = [];
const allowed = { test: [] as RegExp[], file: [] as RegExp[] };

/** Puts the lines of an api process (which grow as it writes) under the gate. */
export function watchLog(name: string, lines: string[]): void {
  watched.push({ name, lines, checked: 0 });
}

/** Lets lines matching `patterns` through: for the running test, else for the whole file. */
export function allowLogLines(...patterns: RegExp[]): void {
  const inTest = expect.getState().currentTestName !== undefined;
  (inTest ? allowed.test : allowed.file).push(...patterns);
}

/** The offending lines since the last check, as "<process>: <why>: <line>". */
export function takeOffendingLogLines(scope: 'test' | 'file'): string[] {
  const patterns = [...allowed.test, ...allowed.file];
  const found = watched.flatMap((log) => {
    const fresh = log.lines.slice(log.checked);
    log.checked = log.lines.length;
    return offendingLines(fresh, patterns).map((line) => `${log.name}: ${line}`);
  });
  allowed.test = [];
  if (scope === 'file') {
    allowed.file = [];
    watched.length = 0;
  }
  return found;
}
