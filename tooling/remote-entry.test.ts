// The generated entry runs: written to a scratch folder beside two exposed modules, imported
// as the shell imports it, its get() answers each exposed module's factory and refuses a
// name it does not expose.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { remoteEntrySource } from './remote-entry.ts';

// why: inside the package, so the test runner's module loader may import from it.
const folder = mkdtempSync(join(import.meta.dirname, 'node_modules', '.remote-entry-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

type TEntry = { get: (name: string) => Promise<() => Record<string, unknown>> };

async function builtEntry(): Promise<TEntry> {
  const app = join(folder, 'export-app.mjs');
  const lifecycles = join(folder, 'lifecycles.mjs');
  writeFileSync(app, "export default function App() { return 'app'; }\n");
  writeFileSync(lifecycles, "export const mount = async () => 'mounted';\n");
  const entry = join(folder, 'remoteEntry.mjs');
  writeFileSync(entry, remoteEntrySource({ './App': app, './lifecycles': lifecycles }));
  return (await import(/* @vite-ignore */ entry)) as TEntry;
}

describe('remoteEntrySource', () => {
  it("answers get('./App') and get('./lifecycles') with factories of the exposed modules", async () => {
    const entry = await builtEntry();
    const app = (await entry.get('./App'))();
    expect((app.default as () => string)()).toBe('app');
    const lifecycles = (await entry.get('./lifecycles'))();
    await expect((lifecycles.mount as () => Promise<string>)()).resolves.toBe('mounted');
  });

  it('refuses a module it does not expose, and exports nothing but get', async () => {
    const entry = await builtEntry();
    await expect(entry.get('./Other')).rejects.toThrow('This remote does not expose ./Other');
    expect(Object.keys(entry)).toEqual(['get']);
  });
});
