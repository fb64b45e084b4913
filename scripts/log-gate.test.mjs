// The log gate's rule on lines the api writes: error and fatal lines, stack traces (in a
// pino line's err or as lines of their own) and 'Unhandled' fail; the rest and what a test
// allowed pass.
import { describe, expect, it } from 'vitest';
import { logOffence, offendingLines } from './log-gate.mjs';

const line = (fields) => JSON.stringify({ time: 1, pid: 2, hostname: 'h', ...fields });

describe('the log gate', () => {
  it('fails error and fatal lines, stack traces and Unhandled, and nothing else', () => {
    expect(logOffence(line({ level: 50, msg: 'unexpected error' }))).toBe('level 50');
    expect(logOffence(line({ level: 60, msg: 'down' }))).toBe('level 60');
    const warned = line({
      level: 40,
      err: { type: 'Error', stack: 'Error: x\n    at f (a.js:1:2)' },
    });
    expect(logOffence(warned)).toBe('a stack trace');
    expect(logOffence('    at Socket.emit (node:events:519:28)')).toBe('a stack trace');
    expect(logOffence("Error [ERR_UNHANDLED_ERROR]: Unhandled error. ('x')")).toBe('Unhandled');
    expect(logOffence(line({ level: 30, msg: 'answered', route: '/Rest/Pwa/auth/at' }))).toBe(null);
    expect(logOffence(line({ level: 40, msg: 'grace period over' }))).toBe(null);
    expect(logOffence('Customer portal on http://127.0.0.1:3000/')).toBe(null);
  });

  it('names each offending line, shortened, and lets through what a test allowed', () => {
    const lines = [
      line({ level: 50, msg: 'unexpected error', n: 'x'.repeat(1000) }),
      line({ level: 50, msg: 'database unavailable' }),
      line({ level: 30, msg: 'answered' }),
    ];
    const found = offendingLines(lines, [/"msg":"database unavailable"/]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^level 50: \{.*"msg":"unexpected error"/);
    expect(found[0]?.length).toBeLessThan(700);
  });
});
