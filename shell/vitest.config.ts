// Unit tests of the shell (route table, derived menus and tiles, layout pieces) in jsdom.
// Project config and setup file: tooling/vitest-project-config.ts.
import { defineVitestProject } from '../tooling/vitest-project-config.ts';

export default defineVitestProject('shell');
