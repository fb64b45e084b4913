// Unit tests of the management remote (search forms, rental cost form, charts) in jsdom.
// Project config and setup file: tooling/vitest-project-config.ts.
import { defineVitestProject } from '../tooling/vitest-project-config.ts';

export default defineVitestProject('mf-management');
