import { describe, expect, it } from 'vitest';
import { remoteEntrySource } from './remote-entry.ts';

describe('remoteEntrySource', () => {
  it('loads each exposed module with import() and answers get() with its factory', async () => {
    const source = remoteEntrySource({ './App': '/repo/mf-x/src/export-app.tsx' });
    expect(source).toContain(`"./App": () => import("/repo/mf-x/src/export-app.tsx")`);
    expect(source).toMatch(/export async function get\(name\)/);
    // The page's shares come from the shell's import map; the entry adds none of its own.
    expect(source).not.toMatch(/importmap/);
  });
});
