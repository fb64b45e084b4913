// Files stored in the database (documents, images), always scoped to the organisation.
import type { TClientRecord } from '../access-log/access-entry.js';
import type { TQueryable } from '../db/database.js';
import { readFileParts } from './file-parts-repository.js';
import { findListPage, ListFilter, sql, type TListSource } from '../db/list-query.js';

export type TFileInfo = {
  documentId: number;
  guid: string;
  type: string;
  typeDisplay: string;
  description: string;
  fileName: string;
  mimeType: string;
};

export type TFileContent = {
  fileName: string;
  mimeType: string;
  content: Uint8Array;
  /** The clients the file is about, logged when it is downloaded (access-log/README.md). */
  clients?: TClientRecord[];
};

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
  const rows = await db.query<Omit<TFileContent, 'content'> & { content: Uint8Array | null }>(
    `SELECT file_name AS "fileName", mime_type AS "mimeType", content
     FROM files WHERE organisation_id = $1 AND guid = $2`,
    [organisationId, guid],
  );
  const row = rows[0];
  if (!row) return null;
  // why: an uploaded file keeps its bytes in parts (migration 004).
  return { ...row, content: row.content ?? (await readFileParts(db, guid)) };
}

/** What a file belongs to: its owner, and an invoice's origin when the owner is one. */
export type TFileOwner = { ownerType: string; invoiceOrigin: string | null };

export async function findFileOwner(
  db: TQueryable,
  organisationId: number,
  guid: string,
): Promise<TFileOwner | null> {
  const rows = await db.query<TFileOwner>(
    `SELECT f.owner_type AS "ownerType", i.origin_type AS "invoiceOrigin"
     FROM files f
     LEFT JOIN invoices i ON f.owner_type = 'invoice' AND i.id = f.owner_id
       AND i.organisation_id = f.organisation_id
     WHERE f.organisation_id = $1 AND f.guid = $2`,
    [organisationId, guid],
  );
  return rows[0] ?? null;
}

/** The rental case documents the portal draws itself (migration 030). */
export type TDrawnKind = 'delivery' | 'contract' | 'return';

export type TNewFile = {
  organisationId: number;
  ownerType: string;
  ownerId: number;
  type: string;
  typeDisplay: string;
  description: string;
  fileName: string;
  mimeType: string;
  /** The bytes; null when they were stored in parts (file_parts) under `guid`. */
  content: Uint8Array | null;
  /** Default: a new random UUID. */
  guid?: string;
  /** The download key of a rental case document. */
  documentNumber?: string | null;
  /** A rental case document the portal draws on first download (content null until then). */
  drawnKind?: TDrawnKind | null;
  /** Seed only: back-dated documents. */
  createdAt?: Date;
};

/** A files row for a file whose bytes were stored in parts under `guid` (uploads). */
export async function insertStagedFile(
  db: TQueryable,
  file: Omit<TNewFile, 'content' | 'documentNumber' | 'createdAt' | 'guid'> & { guid: string },
): Promise<void> {
  await insertFile(db, { ...file, content: null });
}

export async function insertFile(db: TQueryable, file: TNewFile): Promise<string> {
  const guid = file.guid ?? crypto.randomUUID();
  await db.query(
    `INSERT INTO files (guid, organisation_id, owner_type, owner_id, type, type_display,
       description, file_name, mime_type, content, document_number, created_at, drawn_kind)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, coalesce($12::timestamptz, now()),
       $13)`,
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
      file.documentNumber ?? null,
      file.createdAt ?? null,
      file.drawnKind ?? null,
    ],
  );
  return guid;
}

/** A document of a rental case (a file with a document number). */
export type TCaseDocument = {
  documentNumber: string;
  documentName: string;
  createDate: string;
  documentType: string;
  mimeType: string;
  fileName: string;
};

/** The documents of a rental case, newest first (index files_rental_case_documents). */
export const CASE_DOCUMENTS_LIST: TListSource = {
  table: 'files',
  alias: 'f',
  orderBy: ['created_at', 'id'],
  descending: true,
  columns: `f.document_number AS "documentNumber", f.description AS "documentName",
    to_char(f.created_at, 'YYYY-MM-DD') AS "createDate", f.type_display AS "documentType",
    f.mime_type AS "mimeType", f.file_name AS "fileName"`,
};

/** A page of the documents of a rental case with the total (1-based `offset`). */
export function findCaseDocumentsPage(
  db: TQueryable,
  organisationId: number,
  rentalCaseId: number,
  paging: { offset: number; rows: number },
): Promise<{ rows: TCaseDocument[]; totalCount: number }> {
  const filter = new ListFilter()
    .where(sql`f.organisation_id = ${organisationId}`)
    .where(sql`f.owner_type = 'rental_case' AND f.document_number IS NOT NULL`)
    .where(sql`f.owner_id = ${rentalCaseId}`);
  return findListPage<TCaseDocument>(db, CASE_DOCUMENTS_LIST, filter, paging, 'count');
}
