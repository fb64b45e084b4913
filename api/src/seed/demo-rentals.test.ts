import { ZRequestType } from '@portal/shared/contract/rentals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../db/database.js';
import { readConfig } from '../config.js';
import { openTestDatabase, type TTestDatabase } from '../testing/test-database.js';
import { TEST_SCRYPT_COST } from '../testing/test-context.js';
import { seedDemo } from './demo-seed.js';

let database: TTestDatabase;
let db: TDatabase;
// why: how fast the demo data loads is a figure of bench/memory.bench.mjs (first start),
// not a timed test that fails on a busy machine.
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  await seedDemo(db, { ...readConfig({}), scryptCost: TEST_SCRYPT_COST });
});
afterAll(() => database.drop());

type TCount = { organisation: string; status: string; count: number };

describe('demo rentals', () => {
  it('fills every tab of De Linde with at least three pages, fewer for Thuiszorg Oost', async () => {
    const rows = await db.query<TCount>(
      `SELECT o.name AS organisation, r.status, count(*)::int AS count
       FROM rental_cases r JOIN organisations o ON o.id = r.organisation_id
       GROUP BY o.name, r.status`,
    );
    for (const status of ['ACTIVE', 'WAITING', 'ENDED']) {
      const linde = rows.find(
        (r) => r.organisation === 'Zorggroep De Linde' && r.status === status,
      );
      const oost = rows.find((r) => r.organisation === 'Thuiszorg Oost' && r.status === status);
      expect(linde?.count).toBeGreaterThanOrEqual(25);
      expect(oost?.count).toBeGreaterThan(0);
      expect(oost?.count).toBeLessThan(linde?.count ?? 0);
    }
  });

  it('has the stable demo barcodes', async () => {
    const rows = await db.query<{ barcode: string; status: string; organisation: string }>(
      `SELECT r.barcode, r.status, o.name AS organisation FROM rental_cases r
       JOIN organisations o ON o.id = r.organisation_id
       WHERE r.barcode LIKE 'VH-DEMO-%' ORDER BY r.barcode`,
    );
    expect(rows).toEqual([
      { barcode: 'VH-DEMO-0001', status: 'ACTIVE', organisation: 'Zorggroep De Linde' },
      { barcode: 'VH-DEMO-0002', status: 'ACTIVE', organisation: 'Zorggroep De Linde' },
      { barcode: 'VH-DEMO-0003', status: 'WAITING', organisation: 'Zorggroep De Linde' },
      { barcode: 'VH-DEMO-0004', status: 'ENDED', organisation: 'Zorggroep De Linde' },
      { barcode: 'VH-DEMO-0101', status: 'ACTIVE', organisation: 'Thuiszorg Oost' },
    ]);
  });

  it('gives De Linde at least three pages of open requests covering every type', async () => {
    const rows = await db.query<{ type: string; status: string; count: number }>(
      `SELECT r.type, r.status, count(*)::int AS count FROM customer_requests r
       JOIN organisations o ON o.id = r.organisation_id
       WHERE o.name = 'Zorggroep De Linde' GROUP BY r.type, r.status`,
    );
    const open = rows.filter((r) => r.status === 'OPEN');
    expect(open.reduce((sum, r) => sum + r.count, 0)).toBeGreaterThanOrEqual(21);
    expect(new Set(open.map((r) => r.type)).size).toBe(ZRequestType.options.length);
    for (const status of ['PROCESSING', 'COMPLETED', 'REJECTED']) {
      expect(rows.some((r) => r.status === status)).toBe(true);
    }
    const [handled] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM customer_requests
       WHERE status <> 'OPEN' AND handled_by IS NULL`,
    );
    expect(handled?.count).toBe(0);
  });

  it('gives invoices of every kind and documents per case', async () => {
    const kinds = await db.query<{ kind: string }>(
      `SELECT DISTINCT payment_status || '/' || invoice_type || '/' || origin_type AS kind
       FROM invoices ORDER BY 1`,
    );
    const list = kinds.map((k) => k.kind).join(' ');
    for (const part of ['OPEN/', 'HANDLED/', '/0/', '/1/', '/SALE', '/RENTAL', '/Depot']) {
      expect(list).toContain(part);
    }
    const [withoutDocuments] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM rental_cases r WHERE NOT EXISTS (
         SELECT 1 FROM files f WHERE f.owner_type = 'rental_case' AND f.owner_id = r.id
           AND f.organisation_id = r.organisation_id AND f.document_number IS NOT NULL)`,
    );
    expect(withoutDocuments?.count).toBe(0);
  });
});
