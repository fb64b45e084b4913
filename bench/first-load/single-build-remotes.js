// The single build's stand-in for the shell's remote-container.ts: the same call the
// shell's remote loader makes, answered by plain dynamic imports of each area's source,
// so Vite bundles shell and areas as one app (one chunk graph, one copy of everything).
const AREAS = {
  auth: () => import('../../mf-auth/src/export-app.tsx'),
  rentals: () => import('../../mf-rentals/src/export-app.tsx'),
  requests: () => import('../../mf-requests/src/export-app.tsx'),
  depot: () => import('../../mf-depot/src/export-app.tsx'),
  articles: () => import('../../mf-articles/src/export-app.tsx'),
};

export async function importRemoteModule(entryUrl, module) {
  const name = /\/mf\/([a-z0-9-]+)\//.exec(entryUrl)?.[1];
  const load = name ? AREAS[name] : undefined;
  if (!load || module !== './App') throw new Error(`The single build has no ${entryUrl} ${module}`);
  return load();
}
