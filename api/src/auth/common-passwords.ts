// The list of common passwords refused on register and reset (api/common-passwords.txt,
// its source in api/README.md "Passwords"), read once on first use.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_ROOT } from '../package-paths.js';

let common: ReadonlySet<string> | null = null;

function load(): ReadonlySet<string> {
  const lines = readFileSync(join(API_ROOT, 'common-passwords.txt'), 'utf8').split(/\r?\n/);
  return new Set(
    lines.filter((line) => line !== '' && !line.startsWith('#')).map((line) => line.toLowerCase()),
  );
}

/** Whether `password` is on the list (ignoring case: 'Password1' is as weak as 'password1'). */
export function isCommonPassword(password: string): boolean {
  common ??= load();
  return common.has(password.toLowerCase());
}
