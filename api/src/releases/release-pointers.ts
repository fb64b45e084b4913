// Which released version of each area is active (README.md "Releasing one area"): one
// small JSON file in RELEASES_DIR that the release command writes and every api process
// reads on change. Written whole to a temporary file and renamed over the old one, so a
// reader sees the old pointers or the new ones, never half a file.
import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/** The pointer file's name inside RELEASES_DIR. */
export const POINTERS_FILE = 'active.json';

/** An area's name, as in `mf-<name>` and `/mf/<name>/`. */
export const AREA_NAME = /^[a-z0-9][a-z0-9-]*$/;

/**
 * A release folder: `<version>-<short hash>` (`1.2.0-3f9c0a1b2d`, `1.2.0-rc.1-3f9c0a1b2d`),
 * the package's version and the first 10 hex digits of the SHA-256 of the built files.
 */
export const RELEASE_FOLDER = /^(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)-([0-9a-f]{10})$/;

const ZReleaseFolder = z.string().regex(RELEASE_FOLDER);

/**
 * Per area: the active release (null: the build the portal was deployed with,
 * `mf-<area>/dist`) and the ones active before it, the most recent last, for rollback.
 */
export const ZReleasePointers = z.record(
  z.string().regex(AREA_NAME),
  z.object({
    active: ZReleaseFolder.nullable(),
    previous: z.array(ZReleaseFolder.nullable()),
  }),
);

export type TReleasePointers = z.infer<typeof ZReleasePointers>;

export function pointersPath(releasesDir: string): string {
  return join(releasesDir, POINTERS_FILE);
}

export function parsePointers(text: string): TReleasePointers {
  return ZReleasePointers.parse(JSON.parse(text));
}

/** The pointers in RELEASES_DIR; none when nothing was ever activated. */
export async function readPointers(releasesDir: string): Promise<TReleasePointers> {
  let text: string;
  try {
    text = await readFile(pointersPath(releasesDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  return parsePointers(text);
}

/** Replaces the pointer file at once: a temporary file beside it, renamed over it. */
export async function writePointers(
  releasesDir: string,
  pointers: TReleasePointers,
): Promise<void> {
  const target = pointersPath(releasesDir);
  const temporary = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, `${JSON.stringify(ZReleasePointers.parse(pointers), null, 2)}\n`);
    await rename(temporary, target);
  } finally {
    await rm(temporary, { force: true });
  }
}

/** The active release of each area that has one (areas on their deployed build left out). */
export function activeReleases(pointers: TReleasePointers): Record<string, string> {
  const active: Record<string, string> = {};
  for (const [area, pointer] of Object.entries(pointers)) {
    if (pointer.active) active[area] = pointer.active;
  }
  return active;
}

/** `pointers` with `folder` active for `area`; the one it replaces is kept for rollback. */
export function withActivated(
  pointers: TReleasePointers,
  area: string,
  folder: string,
): TReleasePointers {
  const current = pointers[area] ?? { active: null, previous: [] };
  if (current.active === folder) return pointers;
  return {
    ...pointers,
    [area]: { active: folder, previous: [...current.previous, current.active] },
  };
}

/**
 * `pointers` with `area` back on the release active before the current one, or null when
 * there is none to return to.
 */
export function withRolledBack(pointers: TReleasePointers, area: string): TReleasePointers | null {
  const current = pointers[area];
  if (!current || current.previous.length === 0) return null;
  const previous = current.previous.slice(0, -1);
  const active = current.previous.at(-1) ?? null;
  return { ...pointers, [area]: { active, previous } };
}
