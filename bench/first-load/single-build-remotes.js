// The single build's stand-in for the shell's remote-container.ts: the same call the
// shell's remote loader makes, answered by plain dynamic imports of each area's source,
// so Vite bundles shell and areas as one app (one chunk graph, one copy of everything).
// The areas are every mf-<name>/src/export-app.tsx, found by Vite's glob.
const AREAS = Object.fromEntries(
  Object.entries(import.meta.glob('../../mf-*/src/export-app.tsx')).map(([path, load]) => [
    /\/mf-([a-z0-9-]+)\//.exec(path)[1],
    load,
  ]),
);

export async function importRemoteModule(entryUrl, module) {
  const name = /\/mf\/([a-z0-9-]+)\//.exec(entryUrl)?.[1];
  const load = name ? AREAS[name] : undefined;
  if (!load || module !== './App') throw new Error(`The single build has no ${entryUrl} ${module}`);
  return load();
}
