// Unit tests of the shared package (contract, rules, client, ui) in jsdom.
import { defineVitestProject } from './vitest-project-config.ts';

export default defineVitestProject('shared');
