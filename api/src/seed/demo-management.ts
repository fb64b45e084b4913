// Demo data for Management info (api/src/seed/README.md "Demo data for management"): what the other
// demo modules leave out so that every overview and chart of a fresh portal shows a year: the
// supplier's repairs of every month with the customer's reference (a purchase order or a cost
// centre) on most, and the depot's history (the stays of the products that the finished depot
// orders took out of a depot). The rentals (delivered and returned over the year), the collective
// rental invoices and the depot invoices of a year are made with the rentals (demo-rentals.ts); the
// handled depot orders with the articles (demo-articles.ts).
import type { TQueryable } from '../db/database.js';
import { DEMO_SUPPLIER } from './demo-articles.js';
import { daysAgo, isoDaysAgo, pick } from './demo-rentals.js';

export type TManagementSeedContext = {
  organisationId: number;
  /** The organisation's code in numbers ('DL', 'TO'). */
  code: string;
  today: Date;
};

const REFERENCES = ['PO-2026-0412', 'KPL 4102', 'Inkoop 7781', 'PO-2025-1187', 'KPL 3300'];
const REPAIR_WORK = [
  'Accu vervangen',
  'Zijhek afgesteld',
  'Wiel vervangen',
  'Motor van de hoog-laagverstelling vervangen',
  'Handbediening vervangen',
  'Remmen afgesteld',
];

/** Two finished supplier repairs in each of the last twelve months, on products in use. */
async function seedYearOfRepairs(tx: TQueryable, ctx: TManagementSeedContext): Promise<void> {
  const products = await tx.query<{ id: number }>(
    `SELECT id FROM products WHERE organisation_id = $1 AND placement = 'location'
       AND status = 'ACTIVE' ORDER BY id`,
    [ctx.organisationId],
  );
  if (products.length === 0) return;
  const repairs: unknown[] = [];
  const logs: unknown[] = [];
  for (let k = 0; k < 24; k += 1) {
    const product = pick(products, k * 7 + 3);
    const repairDays = 6 + k * 15;
    const work = pick(REPAIR_WORK, k);
    const repairDate = isoDaysAgo(ctx.today, repairDays);
    repairs.push({
      organisation_id: ctx.organisationId,
      product_id: product.id,
      repair_number: `RP-${ctx.code}-J${String(k + 1).padStart(4, '0')}`,
      created_at: daysAgo(ctx.today, repairDays + 4 + (k % 5), 9),
      repair_date: repairDate,
      description: work,
      customer_reference: k % 4 === 3 ? null : pick(REFERENCES, k),
    });
    logs.push({
      organisation_id: ctx.organisationId,
      product_id: product.id,
      created_at: daysAgo(ctx.today, repairDays, 14),
      message: 'Reparatie afgerond',
      specification: work,
      actor_name: DEMO_SUPPLIER,
    });
  }
  await tx.query(
    `INSERT INTO repairs (organisation_id, product_id, repair_number, status, created_at,
       repair_date, repairer, description, customer_reference)
     SELECT organisation_id, product_id, repair_number, 'FIXED', created_at, repair_date, $2,
       description, customer_reference
     FROM jsonb_to_recordset($1::jsonb) AS x(organisation_id int, product_id int,
       repair_number text, created_at timestamptz, repair_date date, description text,
       customer_reference text)`,
    [JSON.stringify(repairs), DEMO_SUPPLIER],
  );
  await tx.query(
    `INSERT INTO product_log (organisation_id, product_id, created_at, message, specification,
       actor_name)
     SELECT organisation_id, product_id, created_at, message, specification, actor_name
     FROM jsonb_to_recordset($1::jsonb) AS x(organisation_id int, product_id int,
       created_at timestamptz, message text, specification text, actor_name text)`,
    [JSON.stringify(logs)],
  );
  // The customer's reference on some of the repairs the articles demo made.
  await tx.query(
    `UPDATE repairs SET customer_reference = 'KPL ' || (3000 + id % 900)
     WHERE organisation_id = $1 AND customer_reference IS NULL AND NOT is_client_repair
       AND id % 3 = 0`,
    [ctx.organisationId],
  );
}

/**
 * The depot's history: a product that a finished delivery order took out of the depot had
 * been there for a few months before (the depot orders of the demo are made as records,
 * without moving their products; migration 018 keeps the stays of real moves itself).
 */
async function seedDepotHistory(tx: TQueryable, ctx: TManagementSeedContext): Promise<void> {
  await tx.query(
    `INSERT INTO product_depot_stays (organisation_id, product_id, warehouse_id, from_date,
       to_date, article_id)
     SELECT c.organisation_id, i.product_id, c.warehouse_id,
       c.handled_on - (60 + (c.id % 5) * 30), c.handled_on, p.article_id
     FROM depot_cases c JOIN depot_case_items i ON i.depot_case_id = c.id
     JOIN products p ON p.id = i.product_id
     WHERE c.organisation_id = $1 AND c.depot_status = 'COMPLETED'
       AND c.form_type IN ('TRANSPORT-OUT', 'DIRECT-OUT') AND i.product_id IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM product_depot_stays s
         WHERE s.product_id = i.product_id AND s.to_date IS NULL)
     ORDER BY c.id, i.id`,
    [ctx.organisationId],
  );
}

/** Seeds the management demo data of one organisation (after its rentals and articles). */
export async function seedManagement(tx: TQueryable, ctx: TManagementSeedContext): Promise<void> {
  await seedYearOfRepairs(tx, ctx);
  await seedDepotHistory(tx, ctx);
}
