// Files stored in the database (documents, images), always scoped to the organisation.
import type { TQueryable } from '../db/database.js';

export type TFileInfo = {
  documentId: number;
  guid: string;
  type: string;
  typeDisplay: string;
  description: string;
  fileName: string;
  mimeType: string;
};

export type TFileContent = { fileName: string; mimeType: string; content: Uint8Array };

/** Files of owner `ownerType`/`ownerId`; an owner of another organisation has none. */
export async function findOwnedFiles(
  db: TQueryable,
  organisationId: number,
  ownerType: string,
  ownerId: number,
): Promise<TFileInfo[]> {
  return db.query<TFileInfo>(
    `SELECT id AS "documentId", guid, type, type_display AS "typeDisplay", description,
       file_name AS "fileName", mime_type AS "mimeType"
     FROM files WHERE organisation_id = $1 AND owner_type = $2 AND owner_id = $3
     ORDER BY created_at, id`,
    [organisationId, ownerType, ownerId],
  );
}

export async function findFileContent(
  db: TQueryable,
  organisationId: number,
  guid: string,
): Promise<TFileContent | null> {
  const rows = await db.query<TFileContent>(
    `SELECT file_name AS "fileName", mime_type AS "mimeType", content
     FROM files WHERE organisation_id = $1 AND guid = $2`,
    [organisationId, guid],
  );
  return rows[0] ?? null;
}

export type TNewFile = {
  organisationId: number;
  ownerType: string;
  ownerId: number;
  type: string;
  typeDisplay: string;
  description: string;
  fileName: string;
  mimeType: string;
  content: Uint8Array;
};

export async function insertFile(db: TQueryable, file: TNewFile): Promise<string> {
  const guid = crypto.randomUUID();
  await db.query(
    `INSERT INTO files (guid, organisation_id, owner_type, owner_id, type, type_display,
       description, file_name, mime_type, content)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      guid,
      file.organisationId,
      file.ownerType,
      file.ownerId,
      file.type,
      file.typeDisplay,
      file.description,
      file.fileName,
      file.mimeType,
      file.content,
    ],
  );
  return guid;
}
