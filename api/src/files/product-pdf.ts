// The articles area's PDFs on the request thread (api/src/files/README.md "PDFs"): an inspection
// report and a repair slip, generated in a worker on first download and cached in `files` (owner
// types 'inspection' and 'repair_slip'), and a QR label sheet, generated each time.
import { MESSAGES } from '@portal/shared/rules';
import type { TQueryable } from '../db/database.js';
import { isoDate } from '../db/list-query.js';
import type { TFileContent } from '../repositories/files-repository.js';
import { runTask } from '../workers/worker-pool.js';
import type { TLabel } from './product-pdf-documents.js';
import type { TSupplier } from './supplier-profile.js';

const PLACE = `coalesce(l.name, w.name)`;
const PRODUCT_JOINS = `JOIN products p ON p.id = x.product_id
  JOIN articles a ON a.id = p.article_id
  JOIN organisations o ON o.id = x.organisation_id
  LEFT JOIN locations l ON l.id = p.location_id
  LEFT JOIN warehouses w ON w.id = p.warehouse_id`;

async function cached(
  db: TQueryable,
  organisationId: number,
  ownerType: string,
  ownerId: number,
): Promise<TFileContent | null> {
  const rows = await db.query<TFileContent>(
    `SELECT file_name AS "fileName", mime_type AS "mimeType", content FROM files
     WHERE organisation_id = $1 AND owner_type = $2 AND owner_id = $3`,
    [organisationId, ownerType, ownerId],
  );
  return rows[0] ?? null;
}

async function store(
  db: TQueryable,
  organisationId: number,
  owner: { type: 'inspection' | 'repair_slip'; id: number },
  file: { fileName: string; description: string; typeDisplay: string },
  content: Uint8Array,
): Promise<void> {
  // why: a parallel first download that stored one first wins (unique index of 006).
  await db.query(
    `INSERT INTO files (guid, organisation_id, owner_type, owner_id, type, type_display,
       description, file_name, mime_type, content)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'application/pdf', $9)
     ON CONFLICT DO NOTHING`,
    [
      crypto.randomUUID(),
      organisationId,
      owner.type,
      owner.id,
      owner.type.toUpperCase(),
      file.typeDisplay,
      file.description,
      file.fileName,
      content,
    ],
  );
}

/** The report of a COMPLETED or REJECTED inspection of `organisationId`, or null. */
export async function inspectionReportPdf(
  db: TQueryable,
  organisationId: number,
  inspectionId: number,
  supplier: TSupplier,
): Promise<TFileContent | null> {
  const hit = await cached(db, organisationId, 'inspection', inspectionId);
  if (hit) return hit;
  const [row] = await db.query<{
    inspectionNumber: string;
    conclusion: 'COMPLETED' | 'REJECTED';
    organisationName: string;
    inspectionType: string | null;
    plannedDate: string | null;
    inspectDate: string | null;
    inspector: string | null;
    remarks: string | null;
    articleName: string;
    serialNumber: string;
    place: string | null;
    nextInspectionDate: string | null;
  }>(
    `SELECT x.inspection_number AS "inspectionNumber", x.conclusion,
       o.name AS "organisationName", t.name AS "inspectionType",
       ${isoDate('x.planned_date')} AS "plannedDate",
       ${isoDate('x.inspect_date')} AS "inspectDate",
       x.inspector, x.remarks, a.name AS "articleName", p.serial_number AS "serialNumber",
       ${PLACE} AS place, ${isoDate('p.next_inspection_date')} AS "nextInspectionDate"
     FROM inspections x ${PRODUCT_JOINS}
     LEFT JOIN inspection_types t ON t.id = x.inspection_type_id
     WHERE x.organisation_id = $1 AND x.id = $2 AND x.conclusion <> 'PENDING'`,
    [organisationId, inspectionId],
  );
  if (!row) return null;
  const content = await runTask('inspection-pdf', {
    ...row,
    supplier,
    conclusionLabel: MESSAGES.inspectionConclusionLabels[row.conclusion],
  });
  await store(
    db,
    organisationId,
    { type: 'inspection', id: inspectionId },
    {
      fileName: `keuringsrapport-${row.inspectionNumber}.pdf`,
      description: `Keuringsrapport ${row.inspectionNumber}`,
      typeDisplay: 'Keuringsrapport',
    },
    content,
  );
  return cached(db, organisationId, 'inspection', inspectionId);
}

/** The slip of a repair of `organisationId` (with the signature of a client repair), or null. */
export async function repairSlipPdf(
  db: TQueryable,
  organisationId: number,
  repairId: number,
  supplier: TSupplier,
): Promise<TFileContent | null> {
  const hit = await cached(db, organisationId, 'repair_slip', repairId);
  if (hit) return hit;
  const [row] = await db.query<{
    repairNumber: string;
    status: 'PROCESSING' | 'FIXED' | 'BROKEN';
    isClientRepair: boolean;
    organisationName: string;
    createDate: string;
    repairDate: string | null;
    repairer: string | null;
    description: string | null;
    remark: string | null;
    articleName: string;
    serialNumber: string;
    place: string | null;
    signature: Uint8Array | null;
  }>(
    `SELECT x.repair_number AS "repairNumber", x.status, x.is_client_repair AS "isClientRepair",
       o.name AS "organisationName", ${isoDate('x.created_at')} AS "createDate",
       ${isoDate('x.repair_date')} AS "repairDate", x.repairer, x.description, x.remark,
       a.name AS "articleName", p.serial_number AS "serialNumber", ${PLACE} AS place,
       (SELECT f.content FROM files f WHERE f.organisation_id = x.organisation_id
          AND f.owner_type = 'repair_signature' AND f.owner_id = x.id LIMIT 1) AS signature
     FROM repairs x ${PRODUCT_JOINS}
     WHERE x.organisation_id = $1 AND x.id = $2`,
    [organisationId, repairId],
  );
  if (!row) return null;
  const content = await runTask('repair-pdf', {
    ...row,
    supplier,
    statusLabel: MESSAGES.repairStatusLabels[row.status],
  });
  // why: a slip of a running repair changes when it is finished; only final ones are kept.
  if (row.status === 'PROCESSING') {
    return {
      fileName: `reparatiebon-${row.repairNumber}.pdf`,
      mimeType: 'application/pdf',
      content,
    };
  }
  await store(
    db,
    organisationId,
    { type: 'repair_slip', id: repairId },
    {
      fileName: `reparatiebon-${row.repairNumber}.pdf`,
      description: `Reparatiebon ${row.repairNumber}`,
      typeDisplay: 'Reparatiebon',
    },
    content,
  );
  return cached(db, organisationId, 'repair_slip', repairId);
}

/** The labels of the products among `productIds` of `organisationId` that have a code. */
export async function findLabels(
  db: TQueryable,
  organisationId: number,
  productIds: readonly number[],
): Promise<TLabel[]> {
  return db.query<TLabel>(
    `SELECT p.barcode AS code, a.name AS "articleName", p.serial_number AS "serialNumber"
     FROM unnest($2::int[]) WITH ORDINALITY AS wanted (id, n)
     JOIN products p ON p.id = wanted.id AND p.organisation_id = $1
     JOIN articles a ON a.id = p.article_id
     WHERE p.barcode IS NOT NULL AND p.placement <> 'unplaced'
     ORDER BY wanted.n`,
    [organisationId, productIds.map(String)],
  );
}

export function renderLabelSheet(labels: TLabel[], supplier: TSupplier): Promise<Uint8Array> {
  return runTask('labels-pdf', { labels, supplier });
}
