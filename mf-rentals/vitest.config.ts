// Unit tests of the rentals remote (forms, lists, scan routing) in jsdom.
// Project config and setup file: tooling/vitest-project-config.ts.
import { defineVitestProject } from '../tooling/vitest-project-config.ts';

export default defineVitestProject('mf-rentals');
