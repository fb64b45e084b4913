/**
 * Loads a remote's `./App` when one of its routes is opened, or at start-up for the remote
 * that draws the first page (`startRemoteApp`), so its code loads while identify runs. A
 * portal area comes from the entry /remotes.json names (remote-container.ts); a Module
 * Federation remote built elsewhere from its manifest, through @module-federation/runtime,
 * which is imported only then (federated-remotes.ts): no page of the portal's own loads it.
 */
import type { TAreaHostProps, TBrand } from '@portal/shared/contract';
import { isFederatedRemote } from '@portal/shared/contract';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { TRemotesManifest } from './portal-config';
import { importRemoteModule } from './remote-container';

/** Props the shell gives every remote's App: the embedding interface and the brand. */
export type TRemoteAppProps = TAreaHostProps & { basename: string; brand: TBrand };

type TRemoteApp = ComponentType<TRemoteAppProps>;

let registered: TRemotesManifest = {};

/** Remembers the remotes of the manifest (nothing is fetched yet). */
export function registerPortalRemotes(manifest: TRemotesManifest): void {
  registered = manifest;
}

type TAppModule = { default: TRemoteApp };

const loads = new Map<string, Promise<TAppModule>>();
const lazyApps = new Map<string, LazyExoticComponent<TRemoteApp>>();
/** How often a remote's load was reset after a failure: its next load asks afresh. */
const attempts = new Map<string, number>();

/** The exposed App of `name`, from its entry or, for a federated remote, its manifest. */
async function importApp(name: string): Promise<unknown> {
  const remote = registered[name];
  if (!remote) throw new Error(`Remote ${name} is not in /remotes.json`);
  // why: an absolute URL keeps the entry independent of the page the user is on.
  if (isFederatedRemote(remote)) {
    const { loadFederatedApp } = await import('./federated-remotes');
    return loadFederatedApp(name, new URL(remote.manifest, window.location.href).href);
  }
  const entry = new URL(remote.entry, window.location.href).href;
  return importRemoteModule(entry, './App', attempts.get(name) ?? 0);
}

/**
 * How long an area's code may take before its panel offers a retry. A dynamic import cannot
 * be aborted and the browser never gives up on a server that accepts and stays silent, so
 * without it a hanging entry would show the loading panel for good. Generous for a phone on
 * a weak connection: the entry and its first chunks are tens of kilobytes.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

/** `load`, or a rejection once `ms` have passed without an answer. */
function withinTime<T>(load: Promise<T>, name: string, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Remote ${name} did not load in ${ms} ms`)), ms);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}

/** The one load of `<name>/App`, started on first use and kept until reset. */
export function loadApp(name: string): Promise<TAppModule> {
  let load = loads.get(name);
  if (!load) {
    const app = (async () => {
      const module = (await importApp(name)) as Partial<TAppModule> | null | undefined;
      if (!module?.default) throw new Error(`Remote ${name} did not expose ./App`);
      return { default: module.default };
    })();
    load = withinTime(app, name, REMOTE_LOAD_TIMEOUT_MS);
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
 * rejection and the browser its answer for the entry's URL, so both are asked afresh.
 */
export function resetRemoteApp(name: string): void {
  loads.delete(name);
  lazyApps.delete(name);
  attempts.set(name, (attempts.get(name) ?? 0) + 1);
}
