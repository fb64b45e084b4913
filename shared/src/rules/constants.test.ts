// The constants restate the spec, so a test restating them again could not fail; what can
// drift is the version the portal shows against the version it is released as.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APP_VERSION } from './constants.js';

describe('APP_VERSION', () => {
  it('is the version of the release (root package.json)', () => {
    const root = JSON.parse(
      readFileSync(
        resolve(dirname(fileURLToPath(import.meta.url)), '../../../package.json'),
        'utf8',
      ),
    ) as { version: string };
    expect(APP_VERSION).toBe(root.version);
  });
});
