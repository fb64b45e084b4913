// The log gate (issue 35 §2): what an api process logs in a test run must hold no line at
// level 50 (error) or 60 (fatal), no stack trace and no 'Unhandled'. One rule for the api's
// own suite (api/src/testing/log-gate.ts), the ops suite (api/ops/support/log-gate.ts) and
// the e2e run (e2e/support/global-teardown.ts). A test that provokes such a line on purpose
// says so with a narrow pattern of its own; the gate itself is never loosened.

/** A pino line at error or fatal: `"level":50` or `"level":60`. */
const ERROR_LEVEL = /"level":\s*(5\d|6\d)\b/;
/** A frame of a stack trace: in a JSON line after an escaped newline, else at the line's start. */
const STACK_FRAME = /(?:^|\\n)\s+at \S/;
const UNHANDLED = /Unhandled/;

/**
 * Why `line` fails the gate ('level 50', 'a stack trace', 'Unhandled'), or null.
 * @param {string} line
 * @returns {string | null}
 */
export function logOffence(line) {
  const level = ERROR_LEVEL.exec(line);
  if (level) return `level ${level[1]}`;
  if (STACK_FRAME.test(line)) return 'a stack trace';
  if (UNHANDLED.test(line)) return 'Unhandled';
  return null;
}

/**
 * The lines of `lines` that fail the gate and match none of `allowed`, each as
 * "<why>: <line, shortened>".
 * @param {Iterable<string>} lines
 * @param {readonly RegExp[]} [allowed]
 * @returns {string[]}
 */
export function offendingLines(lines, allowed = []) {
  const found = [];
  for (const line of lines) {
    const offence = logOffence(line);
    if (!offence || allowed.some((pattern) => pattern.test(line))) continue;
    const shown = line.length > 600 ? `${line.slice(0, 600)}…` : line;
    found.push(`${offence}: ${shown}`);
  }
  return found;
}
