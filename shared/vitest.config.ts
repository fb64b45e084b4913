// Unit tests of the shared package (contract, rules, client, ui, remote) in jsdom.
import { defineVitestProject } from '../tooling/vitest-project-config.ts';

export default defineVitestProject('shared');
