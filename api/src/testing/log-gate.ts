// The log gate of the api's suite (issue 35 §2, rule in scripts/log-gate.mjs): every app a
// test builds (test-context.ts, or `gatedLogger()` passed to buildApp) logs JSON lines at
// level info into this file's collector, and log-gate-setup.ts fails the test during which
// a line at level 50 or 60, a stack trace or 'Unhandled' was logged, naming the line. A test
// that provokes such a line on purpose says so: `allowLogLines(/narrow pattern/)`.
import { expect } from 'vitest';
import { logOffence, offendingLines } from '../../../scripts/log-gate.mjs';

const unchecked: string[] = [];
/** What the running test allowed, and what the file allowed outside its tests. */
const allowed = { test: [] as RegExp[], file: [] as RegExp[] };

/** pino's destination: keeps only the lines the gate may have to report. */
const collector = {
  write(line: string): void {
    if (logOffence(line)) unchecked.push(line.trimEnd());
  },
};

/** The logger options of an app whose log the gate reads. */
export function gatedLogger(): { level: string; stream: typeof collector } {
  return { level: 'info', stream: collector };
}

/**
 * Lets lines matching `patterns` through: for the running test when called inside one,
 * else (at the top of a file, in beforeAll) for the whole file. Keep the pattern narrow: the
 * message and what identifies the line, never a level.
 */
export function allowLogLines(...patterns: RegExp[]): void {
  const inTest = expect.getState().currentTestName !== undefined;
  (inTest ? allowed.test : allowed.file).push(...patterns);
}

/** The offending lines logged so far that nobody allowed (they stay for the gate). */
export function offendingLogLines(): string[] {
  return offendingLines(unchecked, [...allowed.test, ...allowed.file]);
}

/** The offending lines since the last check; forgets them and the test's allowances. */
export function takeOffendingLogLines(scope: 'test' | 'file'): string[] {
  const found = offendingLogLines();
  unchecked.length = 0;
  allowed.test = [];
  if (scope === 'file') allowed.file = [];
  return found;
}
