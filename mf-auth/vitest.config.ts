// Unit tests of the auth remote (form validation and messages) in jsdom.
// Project config and setup file: shared/vitest-project-config.ts.
import { defineVitestProject } from '../shared/vitest-project-config.ts';

export default defineVitestProject('mf-auth');
