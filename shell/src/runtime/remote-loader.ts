/**
 * Registers the remotes of /remotes.json with the Module Federation runtime and loads a
 * remote's `./App` when one of its routes is opened, or at start-up for the remote that
 * draws the first page (`startRemoteApp`), so its code loads while identify runs.
 * `@module-federation/runtime` is aliased by the vite plugin to the instance it
 * initialised, so the shared scope (react, router, query, @portal/shared) is the shell's.
 */
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { TBrand, TRemotesManifest } from './portal-config';

/** Props the shell gives every remote's App. */
export type TRemoteAppProps = {
  /** Only for standalone mounting; inside the shell the remote uses the shell's router. */
  basename?: string;
  brand: TBrand;
};

type TRemoteApp = ComponentType<TRemoteAppProps>;

let registered: TRemotesManifest = {};

function toRemote(name: string, entry: string) {
  // why: an absolute URL keeps the entry independent of the page the user is on.
  return { name, entry: new URL(entry, window.location.href).href, type: 'module' as const };
}

/** Registers every remote of the manifest (nothing is fetched yet). */
export function registerPortalRemotes(manifest: TRemotesManifest): void {
  registered = manifest;
  registerRemotes(Object.entries(manifest).map(([name, { entry }]) => toRemote(name, entry)));
}

type TAppModule = { default: TRemoteApp };

const loads = new Map<string, Promise<TAppModule>>();
const lazyApps = new Map<string, LazyExoticComponent<TRemoteApp>>();

/** The one load of `<name>/App`, started on first use and kept until reset. */
function loadApp(name: string): Promise<TAppModule> {
  let load = loads.get(name);
  if (!load) {
    load = (async () => {
      if (!registered[name]) throw new Error(`Remote ${name} is not in /remotes.json`);
      const module = await loadRemote<TAppModule>(`${name}/App`);
      if (!module?.default) throw new Error(`Remote ${name} did not expose ./App`);
      return { default: module.default };
    })();
    loads.set(name, load);
  }
  return load;
}

/** Starts loading `<name>/App` now; a failure shows when the area renders. */
export function startRemoteApp(name: string): void {
  if (registered[name]) loadApp(name).catch(() => undefined);
}

/** A React.lazy of `<name>/App`, created once per remote and kept until reset. */
export function getRemoteApp(name: string): LazyExoticComponent<TRemoteApp> {
  let app = lazyApps.get(name);
  if (!app) {
    app = lazy(() => loadApp(name));
    lazyApps.set(name, app);
  }
  return app;
}

/**
 * Forgets a failed load so that the next render tries again: React.lazy caches its
 * rejection and the runtime caches the remote's entry, so both are reset.
 */
export function resetRemoteApp(name: string): void {
  loads.delete(name);
  lazyApps.delete(name);
  const remote = registered[name];
  if (remote) registerRemotes([toRemote(name, remote.entry)], { force: true });
}
