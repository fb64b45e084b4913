// Unit tests of the auth remote (form validation and messages) in jsdom.
// Project config and setup file: tooling/vitest-project-config.ts.
import { defineVitestProject } from '../tooling/vitest-project-config.ts';

export default defineVitestProject('mf-auth');
