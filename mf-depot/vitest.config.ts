// Unit tests of the depot remote (order lists, details, the delivery request) in jsdom.
// Project config and setup file: shared/vitest-project-config.ts.
import { defineVitestProject } from '../shared/vitest-project-config.ts';

export default defineVitestProject('mf-depot');
