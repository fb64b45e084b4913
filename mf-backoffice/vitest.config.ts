// Unit tests of the back-office remote (inbox, request page, moves) in jsdom.
// Project config and setup file: tooling/vitest-project-config.ts.
import { defineVitestProject } from '../tooling/vitest-project-config.ts';

export default defineVitestProject('mf-backoffice');
