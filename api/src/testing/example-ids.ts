// The records of the demo data (Zorggroep De Linde) that the call examples name
// (@portal/conformance/examples): the bad-input walk mutates those examples, and the
// committed OpenAPI document shows them with these ids (openapi/demo-example-ids.ts).
import type { TExampleIds } from '@portal/conformance/examples';
import type { TQueryable } from '../db/database.js';
import { caseIdByBarcode, idOf } from './rental-fixtures.js';

const DE_LINDE = "SELECT id FROM organisations WHERE name = 'Zorggroep De Linde'";

export async function exampleIdsOf(db: TQueryable): Promise<TExampleIds> {
  const organisationId = await idOf(db, DE_LINDE);
  const productId = await idOf(db, "SELECT id FROM products WHERE barcode = 'VZ-DL-000001'");
  return {
    caseId: await caseIdByBarcode(db, 'VH-DEMO-0001'),
    contactId: await idOf(
      db,
      "SELECT c.id FROM contacts c JOIN users u ON u.id = c.user_id WHERE u.email = 'beheerder@delinde.nl'",
    ),
    locationId: await idOf(
      db,
      'SELECT id FROM locations WHERE organisation_id = $1 ORDER BY id LIMIT 1',
      [organisationId],
    ),
    categoryId: await idOf(
      db,
      'SELECT id FROM article_categories WHERE is_rentable ORDER BY id LIMIT 1',
    ),
    productId,
    articleId: await idOf(db, 'SELECT article_id AS id FROM products WHERE id = $1', [productId]),
    depotProductId: await idOf(db, "SELECT id FROM products WHERE barcode = 'VZ-DL-000010'"),
    depotCaseId: await idOf(
      db,
      'SELECT id FROM depot_cases WHERE organisation_id = $1 ORDER BY id LIMIT 1',
      [organisationId],
    ),
    warehouseId: await idOf(db, 'SELECT id FROM warehouses ORDER BY id LIMIT 1'),
    repairId: await idOf(
      db,
      'SELECT id FROM repairs WHERE organisation_id = $1 ORDER BY id LIMIT 1',
      [organisationId],
    ),
    invoiceId: await idOf(
      db,
      'SELECT id FROM invoices WHERE organisation_id = $1 ORDER BY id LIMIT 1',
      [organisationId],
    ),
  };
}
