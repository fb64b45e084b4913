// Build step (api's `build` script): makes the empty PGlite cluster that new databases
// start from (pglite-template.ts), unless this PGlite version's template exists already.
import { existsSync } from 'node:fs';
import { openPglite } from './pglite-server.js';
import { BUILT_TEMPLATE, makeTemplate } from './pglite-template.js';

if (!existsSync(BUILT_TEMPLATE)) {
  await makeTemplate(BUILT_TEMPLATE, () => openPglite(null, { fromTemplate: false }));
  console.log(`PGlite template: ${BUILT_TEMPLATE}`);
}
