import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.js';
import type { TDatabase } from '../db/database.js';
import { TEST_SCRYPT_COST } from '../testing/test-context.js';
import { openTestDatabase, type TTestDatabase } from '../testing/test-database.js';
import { seedDemo } from './demo-seed.js';

let database: TTestDatabase;
let db: TDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  await seedDemo(db, { ...readConfig({}), scryptCost: TEST_SCRYPT_COST });
});
afterAll(() => database.drop());

const ORGANISATIONS = ['Zorggroep De Linde', 'Thuiszorg Oost'];

async function perOrganisation(sql: string): Promise<Map<string, Record<string, number>>> {
  const rows = await db.query<{ organisation: string; key: string; count: number }>(sql);
  const result = new Map<string, Record<string, number>>();
  for (const row of rows) {
    result.set(row.organisation, { ...result.get(row.organisation), [row.key]: row.count });
  }
  return result;
}

describe('demo articles and depot', () => {
  it('places at least 25 products on location and 25 in the depot, and a few unplaced', async () => {
    const counts = await perOrganisation(
      `SELECT o.name AS organisation, p.placement AS key, count(*)::int AS count
       FROM products p JOIN organisations o ON o.id = p.organisation_id GROUP BY 1, 2`,
    );
    for (const name of ORGANISATIONS) {
      const of = counts.get(name) ?? {};
      expect(of.location).toBeGreaterThanOrEqual(25);
      expect(of.depot).toBeGreaterThanOrEqual(25);
      expect(of.unplaced).toBeGreaterThanOrEqual(2);
    }
  });

  it('has inspections of every conclusion, overdue and soon-due products', async () => {
    const conclusions = await db.query<{ conclusion: string }>(
      'SELECT DISTINCT conclusion FROM inspections',
    );
    expect(conclusions.map((c) => c.conclusion).sort()).toEqual([
      'COMPLETED',
      'PENDING',
      'REJECTED',
    ]);
    const [due] = await db.query<{ overdue: number; soon: number }>(
      `SELECT count(*) FILTER (WHERE next_inspection_date < current_date)::int AS overdue,
         count(*) FILTER (WHERE next_inspection_date BETWEEN current_date
           AND current_date + 30)::int AS soon
       FROM products WHERE status = 'ACTIVE'`,
    );
    expect(due?.overdue).toBeGreaterThan(0);
    expect(due?.soon).toBeGreaterThan(0);
    const [overdue] = await db.query<{ overdue: boolean }>(
      `SELECT next_inspection_date < current_date AS overdue FROM products
       WHERE barcode = 'VZ-DL-000008'`,
    );
    expect(overdue?.overdue).toBe(true);
  });

  it('has repairs and cleanings in every state, and a signed BROKEN client repair', async () => {
    const repairs = await db.query<{ status: string }>('SELECT DISTINCT status FROM repairs');
    expect(repairs.map((r) => r.status).sort()).toEqual(['BROKEN', 'FIXED', 'PROCESSING']);
    const cleanings = await db.query<{ status: string }>('SELECT DISTINCT status FROM cleanings');
    expect(cleanings.map((c) => c.status).sort()).toEqual(['PROCESSING', 'RELEASED', 'REPAIR']);
    const [broken] = await db.query<{ status: string; signatures: number }>(
      `SELECT p.status, (SELECT count(*)::int FROM files f
         WHERE f.owner_type = 'repair_signature' AND f.owner_id = r.id) AS signatures
       FROM repairs r JOIN products p ON p.id = r.product_id
       WHERE r.status = 'BROKEN' AND p.barcode = 'VZ-DL-000012'`,
    );
    expect(broken).toEqual({ status: 'REMOVED', signatures: 1 });
  });

  it('keeps the stable products as documented', async () => {
    const rows = await db.query<{
      barcode: string | null;
      serial: string;
      placement: string;
      status: string;
      reserved: boolean;
      depotStatus: string | null;
    }>(
      `SELECT barcode, serial_number AS serial, placement, status,
         enable_reservation AS reserved, depot_status AS "depotStatus"
       FROM products WHERE serial_number IN ('DL-2019-0001', 'DL-2023-0005', 'DL-2021-0010',
         'DL-2022-0011', 'DL-2023-0012') ORDER BY serial_number`,
    );
    expect(rows).toEqual([
      {
        barcode: 'VZ-DL-000001',
        serial: 'DL-2019-0001',
        placement: 'location',
        status: 'ACTIVE',
        reserved: false,
        depotStatus: null,
      },
      {
        barcode: 'VZ-DL-000010',
        serial: 'DL-2021-0010',
        placement: 'depot',
        status: 'ACTIVE',
        reserved: false,
        depotStatus: 'IN_DEPOT',
      },
      {
        barcode: 'VZ-DL-000011',
        serial: 'DL-2022-0011',
        placement: 'depot',
        status: 'ACTIVE',
        reserved: true,
        depotStatus: 'IN_DEPOT',
      },
      {
        barcode: null,
        serial: 'DL-2023-0005',
        placement: 'location',
        status: 'ACTIVE',
        reserved: false,
        depotStatus: null,
      },
      {
        barcode: 'VZ-DL-000012',
        serial: 'DL-2023-0012',
        placement: 'location',
        status: 'REMOVED',
        reserved: false,
        depotStatus: null,
      },
    ]);
    const [running] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM customer_requests r JOIN products p ON p.id = r.source_id
       WHERE p.barcode = 'VZ-DL-000001' AND r.type NOT LIKE 'RENTAL%'`,
    );
    expect(running?.count).toBe(0);
  });

  it('gives both depot tabs three pages with all five types, each order holding products', async () => {
    const tabs = await perOrganisation(
      `SELECT o.name AS organisation, c.tab AS key, count(*)::int AS count
       FROM depot_cases c JOIN organisations o ON o.id = c.organisation_id GROUP BY 1, 2`,
    );
    for (const name of ORGANISATIONS) {
      expect(tabs.get(name)?.pending).toBeGreaterThanOrEqual(21);
      expect(tabs.get(name)?.archive).toBeGreaterThanOrEqual(21);
    }
    const types = await db.query<{ formType: string }>(
      `SELECT DISTINCT form_type AS "formType" FROM depot_cases WHERE tab = 'pending'`,
    );
    expect(types).toHaveLength(5);
    const [empty] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM depot_cases c WHERE NOT EXISTS (
         SELECT 1 FROM depot_case_items i WHERE i.depot_case_id = c.id AND i.product_id IS NOT NULL)`,
    );
    expect(empty?.count).toBe(0);
    const [foreign] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM depot_case_items i
       JOIN products p ON p.id = i.product_id WHERE p.organisation_id <> i.organisation_id`,
    );
    expect(foreign?.count).toBe(0);
  });

  it('marks products of running orders pending, and tells each product story in its log', async () => {
    const [mismatch] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM depot_cases c
       JOIN depot_case_items i ON i.depot_case_id = c.id JOIN products p ON p.id = i.product_id
       WHERE c.tab = 'pending' AND (p.depot_status IS NULL OR p.depot_status = 'IN_DEPOT')`,
    );
    expect(mismatch?.count).toBe(0);
    const [silent] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM products p
       WHERE NOT EXISTS (SELECT 1 FROM product_log g WHERE g.product_id = p.id)`,
    );
    expect(silent?.count).toBe(0);
  });

  it('gives every product a picture', async () => {
    const [missing] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM products p WHERE NOT EXISTS (
         SELECT 1 FROM files f WHERE f.owner_type = 'product' AND f.owner_id = p.id
           AND f.mime_type = 'image/png')`,
    );
    expect(missing?.count).toBe(0);
  });
});
