// Unit tests of the rentals remote (forms, lists, scan routing) in jsdom.
// Project config and setup file: shared/vitest-project-config.ts.
import { defineVitestProject } from '../shared/vitest-project-config.ts';

export default defineVitestProject('mf-rentals');
