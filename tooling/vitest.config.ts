// Unit tests of the build tooling (shares, remote entry, first-load lists, compression).
import { mergeConfig } from 'vitest/config';
import { defineVitestProject } from './vitest-project-config.ts';

export default mergeConfig(defineVitestProject('tooling'), {
  test: { include: ['*.test.ts'] },
});
