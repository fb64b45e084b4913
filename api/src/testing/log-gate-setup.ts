// A setup file of the api's suite (vitest.config.ts): after each test, and after each file
// for what was logged around its tests (beforeAll, afterAll, work after the last answer),
// the log gate of log-gate.ts. why after, in this order: vitest runs the hooks of a setup
// file around the file's own, so a test's own afterEach (closing what it opened) logs
// within the test.
import { afterAll, afterEach } from 'vitest';
import { takeOffendingLogLines } from './log-gate.js';

function gate(scope: 'test' | 'file'): void {
  const found = takeOffendingLogLines(scope);
  if (found.length === 0) return;
  throw new Error(
    `The api logged ${found.length} line(s) that the log gate refuses (issue 35; allow a line ` +
      `this test provokes on purpose with allowLogLines):\n${found.join('\n')}`,
  );
}

afterEach(() => gate('test'));
afterAll(() => gate('file'));
