// The supplier records an inspection result (api/src/services/README.md
// "Inspections", the CLI's inspection-record):
// the planned (PENDING) inspection of the product gets its conclusion, or a new one is
// written when none was planned; a COMPLETED result plans the next one at the product's new
// due date. The due date itself follows from the triggers of migration 006. One transaction.
import { MESSAGES, todayIso } from '@portal/shared/rules';
import type { TDatabase } from '../db/database.js';
import { appendProductLog } from '../repositories/product-log-repository.js';
import { isDateInYears } from '../routes/rentals/request-fields.js';
import { RequestWorkflowError } from './request-workflow.js';

export type TInspectionResult = {
  productId: number;
  inspectionNumber: string;
  conclusion: 'COMPLETED' | 'REJECTED';
  nextInspectionDate: string | null;
  plannedNumber: string | null;
};

/** `product` is a product id or a serial number (unique over every organisation). */
export async function recordInspection(
  db: TDatabase,
  input: {
    product: string;
    conclusion: 'COMPLETED' | 'REJECTED';
    date?: string | null;
    inspector?: string | null;
  },
): Promise<TInspectionResult> {
  const date = input.date?.trim() || todayIso();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !isDateInYears(date, 2000, 2100) || date > todayIso()) {
    throw new RequestWorkflowError(
      'INVALID_INPUT',
      `--date must be a past day as yyyy-MM-dd, not "${date}"`,
    );
  }
  const inspector = input.inspector?.trim() || 'Keurmeester leverancier';
  if (inspector.length > 200) {
    throw new RequestWorkflowError('INVALID_INPUT', '--inspector is longer than 200 characters');
  }
  return db.transaction(async (tx) => {
    const ref = input.product.trim();
    const products = await tx.query<{ id: number; organisationId: number }>(
      /^\d{1,9}$/.test(ref)
        ? 'SELECT id, organisation_id AS "organisationId" FROM products WHERE id = $1 FOR UPDATE'
        : `SELECT id, organisation_id AS "organisationId" FROM products
           WHERE upper(serial_number) = upper($1) FOR UPDATE`,
      [ref],
    );
    if (products.length === 0) throw new RequestWorkflowError('NOT_FOUND', `No product ${ref}`);
    if (products.length > 1) {
      throw new RequestWorkflowError(
        'INVALID_INPUT',
        `Serial ${ref} is used by ${products.length} products; give the product id instead`,
      );
    }
    const product = products[0] as { id: number; organisationId: number };
    const [pending] = await tx.query<{ id: number; number: string }>(
      `SELECT id, inspection_number AS number FROM inspections
       WHERE product_id = $1 AND conclusion = 'PENDING' ORDER BY planned_date NULLS LAST, id LIMIT 1`,
      [product.id],
    );
    let inspectionNumber: string;
    if (pending) {
      await tx.query(
        `UPDATE inspections SET conclusion = $2, inspect_date = $3, inspector = $4 WHERE id = $1`,
        [pending.id, input.conclusion, date, inspector],
      );
      inspectionNumber = pending.number;
    } else {
      const [row] = await tx.query<{ number: string }>(
        `INSERT INTO inspections (organisation_id, product_id, inspection_number, planned_date,
           inspect_date, conclusion, inspector)
         VALUES ($1, $2, 'KR-' || lpad(nextval('inspection_numbers')::text, 6, '0'), $3, $3, $4, $5)
         RETURNING inspection_number AS number`,
        [product.organisationId, product.id, date, input.conclusion, inspector],
      );
      inspectionNumber = row?.number ?? '';
    }
    await appendProductLog(tx, {
      organisationId: product.organisationId,
      productId: product.id,
      message: 'Keuring uitgevoerd',
      specification: `${inspectionNumber}: ${MESSAGES.inspectionConclusionLabels[input.conclusion]}`,
      actorName: inspector,
    });
    const [due] = await tx.query<{ next: string | null }>(
      `SELECT to_char(next_inspection_date, 'YYYY-MM-DD') AS next FROM products WHERE id = $1`,
      [product.id],
    );
    const next = due?.next ?? null;
    let plannedNumber: string | null = null;
    if (input.conclusion === 'COMPLETED' && next !== null) {
      const [planned] = await tx.query<{ number: string }>(
        `INSERT INTO inspections (organisation_id, product_id, inspection_number, planned_date,
           conclusion, inspection_type_id)
         SELECT $1, $2, 'KR-' || lpad(nextval('inspection_numbers')::text, 6, '0'), $3, 'PENDING',
           (SELECT inspection_type_id FROM inspections WHERE inspection_number = $4)
         RETURNING inspection_number AS number`,
        [product.organisationId, product.id, next, inspectionNumber],
      );
      plannedNumber = planned?.number ?? null;
    }
    return {
      productId: product.id,
      inspectionNumber,
      conclusion: input.conclusion,
      nextInspectionDate: next,
      plannedNumber,
    };
  });
}
