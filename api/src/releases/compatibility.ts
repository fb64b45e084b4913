// Whether a remote can run under the deployed shell (README.md "Releasing one area"): the
// shell gives every area one copy of each shared singleton (ARCHITECTURE.md "Sharing"), so
// an area built against a version range the shell's copy does not satisfy is refused by
// the release command, instead of being found as a blank page in a browser.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SHELL_SHARE_VERSIONS_FILE, ZShellShareVersions } from '@portal/shared/contract';
import semver from 'semver';
import { z } from 'zod';
import { ReleaseRefused } from './release-store.js';

/** The libraries the shell shares as singletons with every area. */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  '@tanstack/react-query',
  '@portal/shared',
] as const;

/** Package name to version (what the shell gives) or range (what an area needs). */
export type TVersions = Record<string, string>;

const ZPackageJson = z.object({
  version: z.string().optional(),
  dependencies: z.record(z.string(), z.string()).optional(),
  peerDependencies: z.record(z.string(), z.string()).optional(),
});

async function readPackageJson(path: string) {
  return ZPackageJson.parse(JSON.parse(await readFile(path, 'utf8')));
}

/**
 * The versions of the singletons the deployed shell gives, as its build wrote them
 * (`<buildsRoot>/shell/dist/share-versions.json`, tooling/import-map-shares.ts).
 */
export async function shellVersions(buildsRoot: string): Promise<TVersions> {
  const path = join(buildsRoot, 'shell', 'dist', SHELL_SHARE_VERSIONS_FILE);
  try {
    return ZShellShareVersions.parse(JSON.parse(await readFile(path, 'utf8')));
  } catch {
    throw new ReleaseRefused(
      `${path} is missing or unreadable: build the shell first (npm run build), so a ` +
        'release can be checked against the versions it gives.',
    );
  }
}

/**
 * The singleton ranges a remote's package.json declares (dependencies and peers); a
 * workspace reference (`workspace:*`) is the shell's own copy and needs no check.
 */
export async function declaredRanges(packageJsonPath: string): Promise<TVersions> {
  const manifest = await readPackageJson(packageJsonPath);
  const declared = { ...manifest.dependencies, ...manifest.peerDependencies };
  const ranges: TVersions = {};
  for (const name of SHARED_SINGLETONS) {
    const range = declared[name];
    if (range && semver.validRange(range)) ranges[name] = range;
  }
  return ranges;
}

const ZFederationManifest = z.object({
  shared: z.array(z.object({ name: z.string(), requiredVersion: z.string().optional() })),
});

/** `react/jsx-runtime` -> `react`, `@tanstack/react-query` stays. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/**
 * The singleton ranges a built remote requires, from its Module Federation manifest
 * (`mf-manifest.json`: what the federation build resolved from the remote's own package).
 */
export function builtRanges(federationManifestText: string): TVersions {
  const manifest = ZFederationManifest.parse(JSON.parse(federationManifestText));
  const ranges: TVersions = {};
  const singletons: readonly string[] = SHARED_SINGLETONS;
  for (const { name, requiredVersion } of manifest.shared) {
    const pkg = packageOf(name);
    if (singletons.includes(pkg) && requiredVersion && semver.validRange(requiredVersion)) {
      ranges[pkg] = requiredVersion;
    }
  }
  return ranges;
}

/**
 * One line per singleton the shell does not give in a version `required` accepts; none
 * when the remote can run under this shell.
 */
export function incompatibilities(required: TVersions, provided: TVersions): string[] {
  const problems: string[] = [];
  for (const [name, range] of Object.entries(required)) {
    const version = provided[name];
    if (!version) {
      problems.push(`${name} ${range}: the deployed shell has no ${name}`);
    } else if (!semver.satisfies(version, range)) {
      problems.push(`${name} ${range}: the deployed shell gives ${name} ${version}`);
    }
  }
  return problems;
}
