// Types of log-gate.mjs for the TypeScript suites that read api logs (api, ops, e2e).
export function logOffence(line: string): string | null;
export function offendingLines(lines: Iterable<string>, allowed?: readonly RegExp[]): string[];
