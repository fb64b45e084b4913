// The manifest of the 'areas' server: support/remotes-with-areas.json (depot named but not
// deployed, management left out) plus the partner widget, a Module Federation remote built
// elsewhere (examples/mf-remote-widget), on this run's examples origin. Written once per
// run into the run's data folder, as its port is the run's.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exampleUrl, REPO_ROOT, RUN_DATA_DIR } from './servers';

/** The routes the widget declares: its area, a top-menu item, and its one page. */
export const WIDGET_ROUTES = [
  { path: '/partner', title: 'Partner', isTopMenu: true, redirectTo: '/partner/overzicht' },
  { path: '/partner/overzicht', title: 'Open aanvragen' },
];

export function writeAreasManifest(): string {
  const file = join(RUN_DATA_DIR, 'remotes-with-areas.json');
  // why: every worker loads the config again while the server reads the file; the runner
  // wrote it first, and a rewrite must never leave it half written.
  if (existsSync(file)) return file;
  const manifest = JSON.parse(
    readFileSync(join(REPO_ROOT, 'e2e', 'support', 'remotes-with-areas.json'), 'utf8'),
  ) as Record<string, unknown>;
  manifest.partner = {
    manifest: `${exampleUrl('widget')}/mf-manifest.json`,
    routes: WIDGET_ROUTES,
  };
  mkdirSync(RUN_DATA_DIR, { recursive: true });
  writeFileSync(`${file}.${process.pid}`, `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(`${file}.${process.pid}`, file);
  return file;
}
