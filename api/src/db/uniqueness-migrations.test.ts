// Migrations 032-034 check the data they find before they hold a rule: a duplicate, a case
// that ends before it starts or a row naming another organisation's place stops the
// migration with the rows named and nothing changed; a reference to a row that is gone is
// set to none and written down.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TTestDatabase } from '../testing/test-database.js';
import type { TDatabase } from './database.js';
import { migrate, readMigrations } from './migrate.js';

let database: TTestDatabase;
let db: TDatabase;
const before032 = readMigrations().filter((migration) => migration.version < 32);
const ids = { org: 0, article: 0, category: 0, location: 0 };

beforeAll(async () => {
  database = await openTestDatabase(before032);
  db = database.db;
  const [org] = await db.query<{ id: number }>(
    "INSERT INTO organisations (name) VALUES ('Oude Data') RETURNING id",
  );
  const [category] = await db.query<{ id: number }>(
    "INSERT INTO article_categories (title) VALUES ('Bedden') RETURNING id",
  );
  const [article] = await db.query<{ id: number }>(
    "INSERT INTO articles (category_id, name, article_type) VALUES ($1, 'Bed', 'DEPOT') RETURNING id",
    [category?.id ?? 0],
  );
  const [location] = await db.query<{ id: number }>(
    "INSERT INTO locations (organisation_id, name) VALUES ($1, 'Huis') RETURNING id",
    [org?.id ?? 0],
  );
  Object.assign(ids, {
    org: org?.id ?? 0,
    article: article?.id ?? 0,
    category: category?.id ?? 0,
    location: location?.id ?? 0,
  });
});
afterAll(() => database.drop());

async function product(serial: string, barcode: string | null = null): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO products (organisation_id, article_id, serial_number, barcode, location_id)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [ids.org, ids.article, serial, barcode, ids.location],
  );
  return row?.id ?? 0;
}

async function applied(): Promise<number[]> {
  const rows = await db.query<{ version: number }>(
    'SELECT version FROM schema_migrations WHERE version >= 32 ORDER BY version',
  );
  return rows.map((row) => row.version);
}

describe('the data checks of migrations 032 to 034', () => {
  it('names serials used twice (case ignored) and QR codes linked twice, and changes nothing', async () => {
    const first = await product('SN-1');
    const second = await product('sn-1');
    await expect(migrate(db)).rejects.toThrow(
      `serial numbers used twice in an organisation (organisation ${ids.org} serial 'SN-1': products ${first}, ${second})`,
    );
    expect(await applied()).toEqual([]);
    await db.query("UPDATE products SET serial_number = 'SN-2' WHERE id = $1", [second]);

    const withCode = await product('SN-3', 'QR-7');
    const [rentalCase] = await db.query<{ id: number }>(
      `INSERT INTO rental_cases (organisation_id, display_name, barcode)
       VALUES ($1, 'Bed', 'qr-7') RETURNING id`,
      [ids.org],
    );
    await expect(migrate(db)).rejects.toThrow(
      `QR codes linked more than once (code 'QR-7': product ${withCode}, rental case ${rentalCase?.id})`,
    );
    await db.query('UPDATE rental_cases SET barcode = NULL WHERE id = $1', [rentalCase?.id ?? 0]);
  });

  it('names running requests of a kind twice and depot orders twice for a request', async () => {
    const source = await product('SN-4');
    const requests = await db.query<{ id: number }>(
      `INSERT INTO customer_requests (organisation_id, type, status, source_id)
       VALUES ($1, 'DEPOT-IN', 'OPEN', $2), ($1, 'DEPOT-IN', 'PROCESSING', $2) RETURNING id`,
      [ids.org, source],
    );
    await expect(migrate(db)).rejects.toThrow(
      `more than one running request of a kind (organisation ${ids.org} DEPOT-IN about ${source}: requests ${requests.map((r) => r.id).join(', ')})`,
    );
    await db.query("UPDATE customer_requests SET status = 'COMPLETED' WHERE id = $1", [
      requests[0]?.id ?? 0,
    ]);
    const orders = await db.query<{ id: number }>(
      `INSERT INTO depot_cases (organisation_id, name, form_type, customer_request_id)
       VALUES ($1, 'In', 'TRANSPORT-IN', $2), ($1, 'In', 'TRANSPORT-IN', $2) RETURNING id`,
      [ids.org, requests[1]?.id ?? 0],
    );
    await expect(migrate(db)).rejects.toThrow(
      `customer requests with more than one depot order (request ${requests[1]?.id}: depot orders ${orders.map((o) => o.id).join(', ')})`,
    );
    await db.query('DELETE FROM depot_cases WHERE id = $1', [orders[1]?.id ?? 0]);
  });

  it('names a case that ends before it starts; sets references to gone rows to none, written down', async () => {
    const [odd] = await db.query<{ id: number }>(
      `INSERT INTO rental_cases (organisation_id, display_name, status, start_date, end_date)
       VALUES ($1, 'Bed', 'ENDED', '2025-03-10', '2025-03-01') RETURNING id`,
      [ids.org],
    );
    await expect(migrate(db)).rejects.toThrow(
      `rental cases that end before they start (rental case ${odd?.id} (2025-03-10 to 2025-03-01))`,
    );
    expect(await applied()).toEqual([32]);
    await db.query("UPDATE rental_cases SET end_date = '2025-03-20' WHERE id = $1", [odd?.id ?? 0]);

    const planned = await product('SN-5');
    await db.query('UPDATE products SET pending_inspection_id = 987654 WHERE id = $1', [planned]);
    const [order] = await db.query<{ id: number }>(
      `INSERT INTO depot_cases (organisation_id, name, form_type, location_id)
       VALUES ($1, 'Uit', 'TRANSPORT-OUT', $2) RETURNING id`,
      [ids.org, ids.location],
    );
    const [line] = await db.query<{ id: number }>(
      'INSERT INTO depot_case_items (organisation_id, depot_case_id, category_id) VALUES ($1, $2, $3) RETURNING id',
      [ids.org, order?.id ?? 0, ids.category],
    );
    // why: what an old delete left behind before these columns had their keys.
    await db.query(
      'UPDATE depot_case_items SET item_category_id = 876543, order_location_id = 765432 WHERE id = $1',
      [line?.id ?? 0],
    );

    // why: a row of one organisation that names another's location (migration 034).
    const [other] = await db.query<{ id: number }>(
      `WITH org AS (INSERT INTO organisations (name) VALUES ('Buren') RETURNING id)
       INSERT INTO locations (organisation_id, name) SELECT id, 'Elders' FROM org RETURNING id`,
    );
    const strayed = await product('SN-6');
    await db.query('UPDATE products SET location_id = $2 WHERE id = $1', [strayed, other?.id ?? 0]);
    await expect(migrate(db)).rejects.toThrow(
      `locations of another organisation in products.location_id (rows ${strayed})`,
    );
    expect(await applied()).toEqual([32, 33]);
    await db.query('UPDATE products SET location_id = $2 WHERE id = $1', [strayed, ids.location]);

    await migrate(db);
    expect(await applied()).toEqual(
      readMigrations().flatMap((m) => (m.version >= 32 ? [m.version] : [])),
    );
    const findings = await db.query<{ version: number; finding: string }>(
      'SELECT version, finding FROM migration_findings ORDER BY id',
    );
    expect(findings).toEqual([
      {
        version: 33,
        finding: `products whose planned inspection no longer exists, set to none: ${planned}`,
      },
      {
        version: 33,
        finding: `depot order lines whose category no longer exists, set to none: ${line?.id}`,
      },
      {
        version: 33,
        finding: `depot order lines whose location no longer exists, set to none: ${line?.id}`,
      },
    ]);
    const [claims] = await db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM qr_codes WHERE code_key = 'QR-7'",
    );
    expect(claims?.count).toBe(1);
  });
});
