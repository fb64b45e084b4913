import { afterEach, describe, expect, it } from 'vitest';
import { hostRuntimeShim } from './federation-runtime.ts';

type TGlobal = {
  _FEDERATION_RUNTIME_CORE?: Record<string, unknown>;
  _FEDERATION_RUNTIME_CORE_FROM?: { name: string; version: string };
};
const scope = globalThis as TGlobal;

const OWN_COPY = `data:text/javascript,${encodeURIComponent(
  "export const ModuleFederation = 'own copy'; export const loadScript = 'own loader';",
)}`;

let evaluations = 0;

/** Evaluates the generated shim as a fresh module, as the remote's bundle would. */
async function evaluateShim(version = '2.9.1'): Promise<Record<string, unknown>> {
  evaluations += 1;
  // why: a module URL is evaluated once; the comment makes each evaluation a new module.
  const code = `${hostRuntimeShim(OWN_COPY, version, ['ModuleFederation', 'loadScript'])}// ${evaluations}\n`;
  return import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`);
}

afterEach(() => {
  delete scope._FEDERATION_RUNTIME_CORE;
  delete scope._FEDERATION_RUNTIME_CORE_FROM;
});

describe('hostRuntimeShim', () => {
  it("takes the host's runtime-core when the page has one of the same major version", async () => {
    scope._FEDERATION_RUNTIME_CORE = { ModuleFederation: 'host', loadScript: 'host loader' };
    scope._FEDERATION_RUNTIME_CORE_FROM = { name: 'shell', version: '2.12.0' };
    expect(await evaluateShim()).toMatchObject({
      ModuleFederation: 'host',
      loadScript: 'host loader',
    });
  });

  it('loads its own copy when mounted alone (no runtime on the page)', async () => {
    expect(await evaluateShim()).toMatchObject({ ModuleFederation: 'own copy' });
  });

  it('loads its own copy when the page has another major version', async () => {
    scope._FEDERATION_RUNTIME_CORE = { ModuleFederation: 'host', loadScript: 'host loader' };
    scope._FEDERATION_RUNTIME_CORE_FROM = { name: 'shell', version: '3.0.0' };
    expect(await evaluateShim()).toMatchObject({ ModuleFederation: 'own copy' });
  });
});
