// Unit tests of the requests remote (lists, filters, details, sanitising) in jsdom.
// Project config and setup file: tooling/vitest-project-config.ts.
import { defineVitestProject } from '../tooling/vitest-project-config.ts';

export default defineVitestProject('mf-requests');
