// Unit tests of the shared package (contract, rules, client, ui) in jsdom, and of the
// build-time helpers at the package root (shares, remote entry, first-load lists).
import { mergeConfig } from 'vitest/config';
import { defineVitestProject } from './vitest-project-config.ts';

export default mergeConfig(defineVitestProject('shared'), {
  test: { include: ['*.test.ts'] },
});
