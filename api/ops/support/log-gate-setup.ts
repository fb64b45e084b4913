// A setup file of the ops suite (vitest.ops.config.ts): the log gate of log-gate.ts after
// each test, and after each file for what its processes wrote around the tests (stopping
// included). why after: vitest runs a setup file's hooks around the file's own.
import { afterAll, afterEach } from 'vitest';
import { takeOffendingLogLines } from './log-gate.js';

function gate(scope: 'test' | 'file'): void {
  const found = takeOffendingLogLines(scope);
  if (found.length === 0) return;
  throw new Error(
    `The api processes logged ${found.length} line(s) that the log gate refuses (issue 35; ` +
      `allow a line this test provokes on purpose with allowLogLines):\n${found.join('\n')}`,
  );
}

afterEach(() => gate('test'));
afterAll(() => gate('file'));
