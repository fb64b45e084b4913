/**
 * Imports a remote's entry (the `remoteEntry.js` of /remotes.json) and takes one exposed
 * module from it. The entry is a plain ES module whose exposed modules import react, the
 * router, react-query and @portal/shared through the page's import map, so they get the
 * shell's copies (ARCHITECTURE.md "Sharing"). A file of its own so that the first-load
 * benchmark's single build can put plain imports of the areas in its place.
 */

/** The interface of a remote's entry (tooling/remote-entry.ts). */
type TRemoteContainer = { get: (module: string) => Promise<() => unknown> };

function isContainer(value: unknown): value is TRemoteContainer {
  return typeof (value as Partial<TRemoteContainer> | null)?.get === 'function';
}

/**
 * The exposed `module` of the remote whose entry is at `entryUrl` (absolute). `attempt`
 * above 0 asks for the entry again instead of the browser's answer of an earlier try.
 */
export async function importRemoteModule(
  entryUrl: string,
  module: string,
  attempt = 0,
): Promise<unknown> {
  const url =
    attempt > 0 ? `${entryUrl}${entryUrl.includes('?') ? '&' : '?'}retry=${attempt}` : entryUrl;
  const container: unknown = await import(/* @vite-ignore */ url);
  if (!isContainer(container)) throw new Error(`${entryUrl} is not a remote entry`);
  return (await container.get(module))();
}
