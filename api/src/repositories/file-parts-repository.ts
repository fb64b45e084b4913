// Files uploaded in parts (migration 004): the parts are written while an upload streams
// in, each a bounded statement, so no single query holds the database (or, with PGlite,
// the event loop) for long; a download reads them back one by one.
import type { TQueryable } from '../db/database.js';

/**
 * Stores one part of a file from its base64 text (a multiple of four characters, or the
 * last part). why: the database decodes base64 itself, far faster than sending raw bytes
 * through PGlite's parameter encoding, and the request thread never decodes the file.
 */
export async function insertFilePart(
  db: TQueryable,
  fileGuid: string,
  seq: number,
  base64: string,
): Promise<void> {
  await db.query(
    `INSERT INTO file_parts (file_guid, seq, content) VALUES ($1, $2, decode($3, 'base64'))`,
    [fileGuid, seq, base64],
  );
}

/** Removes the parts of `fileGuids` that no files row claims (a refused or broken upload). */
export async function deleteUnclaimedParts(db: TQueryable, fileGuids: string[]): Promise<void> {
  if (fileGuids.length === 0) return;
  await db.query(
    `DELETE FROM file_parts p WHERE p.file_guid = ANY ($1::text[])
       AND NOT EXISTS (SELECT 1 FROM files f WHERE f.guid = p.file_guid)`,
    [fileGuids],
  );
}

/** Removes parts older than `minutes` that no files row claims (crashed uploads). */
export async function sweepUnclaimedParts(db: TQueryable, minutes: number): Promise<void> {
  await db.query(
    `DELETE FROM file_parts p WHERE p.created_at < now() - make_interval(mins => $1)
       AND NOT EXISTS (SELECT 1 FROM files f WHERE f.guid = p.file_guid)`,
    [minutes],
  );
}

/** The bytes of a file stored in parts, read part by part. */
export async function readFileParts(db: TQueryable, fileGuid: string): Promise<Uint8Array> {
  const pieces: Buffer[] = [];
  for (let seq = 0; ; seq += 1) {
    const [row] = await db.query<{ part: string }>(
      `SELECT encode(content, 'base64') AS part FROM file_parts WHERE file_guid = $1 AND seq = $2`,
      [fileGuid, seq],
    );
    if (!row) break;
    pieces.push(Buffer.from(row.part.replace(/\s+/g, ''), 'base64'));
  }
  return new Uint8Array(Buffer.concat(pieces));
}
