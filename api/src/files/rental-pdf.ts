// A rental case document by its number (GET /global/download/rental-document/<number>):
// its stored bytes, or, for a document the portal draws itself (files.drawn_kind,
// migration 030), drawn from the case in a worker on first download and then kept, so it
// stays the document that was handed over.
import type { TClientRecord } from '../access-log/access-entry.js';
import type { TQueryable } from '../db/database.js';
import { isoDate } from '../db/list-query.js';
import type { TDrawnKind, TFileContent } from '../repositories/files-repository.js';
import { runTask } from '../workers/worker-pool.js';
import type { TRentalDocumentInput } from './rental-pdf-documents.js';
import type { TSupplier } from './supplier-profile.js';

type TRow = Omit<TRentalDocumentInput, 'supplier' | 'kind'> & {
  fileId: number;
  fileName: string;
  mimeType: string;
  content: Uint8Array | null;
  drawnKind: TDrawnKind | null;
};

export async function rentalDocumentPdf(
  db: TQueryable,
  organisationId: number,
  documentNumber: string,
  supplier: TSupplier,
): Promise<TFileContent | null> {
  const [row] = await db.query<TRow>(
    `SELECT f.id AS "fileId", f.file_name AS "fileName", f.mime_type AS "mimeType", f.content,
       f.drawn_kind AS "drawnKind", f.document_number AS "documentNumber",
       ${isoDate('f.created_at')} AS "documentDate", r.id AS "rentalCaseId",
       o.name AS "organisationName",
       nullif(concat_ws(', ', nullif(concat_ws(' ', o.billing_street, o.billing_house_number), ''),
         nullif(concat_ws(' ', o.billing_postal_code, o.billing_city), '')), '') AS "customerAddress",
       r.display_name AS "articleName", r.serial_number AS "serialNumber",
       r.product_brand AS "productBrand", r.product_type AS "productType", r.barcode,
       ${isoDate('r.start_date')} AS "startDate", ${isoDate('r.end_date')} AS "endDate",
       r.end_user AS "endUser", r.general_use AS "generalUse", l.name AS "locationName",
       r.rental_address AS "rentalAddress", d.name AS department, r.room,
       c.name AS "contactName", c.phone AS "contactPhone", r.price_display AS "priceDisplay"
     FROM files f
     JOIN organisations o ON o.id = f.organisation_id
     LEFT JOIN rental_cases r ON r.id = f.owner_id AND r.organisation_id = f.organisation_id
     LEFT JOIN locations l ON l.id = r.location_id AND l.organisation_id = r.organisation_id
     LEFT JOIN departments d ON d.id = r.department_id AND d.organisation_id = r.organisation_id
     LEFT JOIN contacts c ON c.id = r.contact_id AND c.organisation_id = r.organisation_id
     WHERE f.organisation_id = $1 AND f.owner_type = 'rental_case' AND f.document_number = $2`,
    [organisationId, documentNumber],
  );
  if (!row) return null;
  const { fileId, fileName, mimeType, content, drawnKind, ...data } = row;
  // why: a document of a case with a named client is that client's data, stored or drawn.
  const clients: TClientRecord[] =
    data.rentalCaseId !== null && data.endUser && !data.generalUse
      ? [{ recordType: 'rentalCase', recordId: data.rentalCaseId, clientName: data.endUser }]
      : [];
  if (content) return { fileName, mimeType, content, clients };
  if (!drawnKind || data.rentalCaseId === null) return null;
  const drawn = await runTask('rental-document-pdf', { ...data, supplier, kind: drawnKind });
  // why: a parallel first download that stored its copy first wins; both are the same.
  const [kept] = await db.query<{ content: Uint8Array }>(
    `UPDATE files SET content = coalesce(content, $3)
     WHERE organisation_id = $1 AND id = $2 RETURNING content`,
    [organisationId, fileId, drawn],
  );
  return { fileName, mimeType, content: kept?.content ?? drawn, clients };
}
