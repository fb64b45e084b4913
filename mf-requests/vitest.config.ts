// Unit tests of the requests remote (lists, filters, details, sanitising) in jsdom.
// Project config and setup file: shared/vitest-project-config.ts.
import { defineVitestProject } from '../shared/vitest-project-config.ts';

export default defineVitestProject('mf-requests');
