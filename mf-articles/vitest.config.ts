// Unit tests of the articles remote (lists, product pages, forms) in jsdom.
// Project config and setup file: shared/vitest-project-config.ts.
import { defineVitestProject } from '../shared/vitest-project-config.ts';

export default defineVitestProject('mf-articles');
