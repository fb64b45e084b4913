// The single build's stand-in for @module-federation/runtime: the same two calls the
// shell's remote loader makes, answered by plain dynamic imports of each area's source,
// so Vite bundles shell and areas as one app (one chunk graph, one copy of everything).
const AREAS = {
  auth: () => import('../../mf-auth/src/export-app.tsx'),
  rentals: () => import('../../mf-rentals/src/export-app.tsx'),
  requests: () => import('../../mf-requests/src/export-app.tsx'),
  depot: () => import('../../mf-depot/src/export-app.tsx'),
};

export function registerRemotes() {}

export async function loadRemote(id) {
  const [name, module] = id.split('/');
  const load = AREAS[name];
  if (!load || module !== 'App') throw new Error(`The single build has no ${id}`);
  return load();
}
