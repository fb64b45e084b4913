// Look-ups of the demo rentals for tests (api/src/seed/README.md "Demo rentals").
import type { TQueryable } from '../db/database.js';
import { ANNA, BRAM, CARLA, createTestContext, type TTestContext } from './test-context.js';

export async function caseIdByBarcode(db: TQueryable, barcode: string): Promise<number> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM rental_cases WHERE barcode = $1', [
    barcode,
  ]);
  if (!row) throw new Error(`no rental case with barcode ${barcode}`);
  return row.id;
}

/** Row counts of the tables a rental write touches, to show nothing changed. */
export async function writeCounts(db: TQueryable): Promise<Record<string, number>> {
  const tables = [
    'customer_requests',
    'customer_request_process',
    'rental_requests',
    'rental_request_articles',
    'rental_retours',
    'rental_retour_cases',
    'files',
    'file_parts',
    'idempotency_keys',
    'products',
    'product_log',
    'repairs',
    'depot_cases',
    'depot_case_items',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
    counts[table] = row?.count ?? 0;
  }
  const [waiting] = await db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM rental_cases WHERE status = 'WAITING'",
  );
  counts.waitingCases = waiting?.count ?? 0;
  // why: a product write changes rows in place; a digest of them shows any change.
  const [products] = await db.query<{ digest: string }>(
    `SELECT md5(coalesce(string_agg(p::text, '|' ORDER BY p.id), '')) AS digest FROM products p`,
  );
  counts.productsDigest = Number.parseInt((products?.digest ?? '0').slice(0, 12), 16);
  return counts;
}

export async function idOf(db: TQueryable, sql: string, params: (string | number)[] = []) {
  const [row] = await db.query<{ id: number }>(sql, params);
  if (!row) throw new Error(`no row for ${sql}`);
  return row.id;
}

export type TRentalsTestContext = {
  t: TTestContext;
  /** Session tokens of the demo accounts ANNA, BRAM and CARLA. */
  tokens: { anna: string; bram: string; carla: string };
  /** Ids of the demo rentals VH-DEMO-0001..0004 (De Linde) and VH-DEMO-0101 (Thuiszorg Oost). */
  cases: { demo1: number; demo2: number; demo3: number; demo4: number; oost: number };
};

/** A test context signed in as the three demo accounts, with the ids of the demo rentals. */
export async function createRentalsTestContext(): Promise<TRentalsTestContext> {
  const t = await createTestContext();
  const [anna, bram, carla] = await Promise.all([t.login(ANNA), t.login(BRAM), t.login(CARLA)]);
  const cases = {
    demo1: await caseIdByBarcode(t.db, 'VH-DEMO-0001'),
    demo2: await caseIdByBarcode(t.db, 'VH-DEMO-0002'),
    demo3: await caseIdByBarcode(t.db, 'VH-DEMO-0003'),
    demo4: await caseIdByBarcode(t.db, 'VH-DEMO-0004'),
    oost: await caseIdByBarcode(t.db, 'VH-DEMO-0101'),
  };
  return { t, tokens: { anna, bram, carla }, cases };
}
