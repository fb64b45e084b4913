// Fills an organisation's lists with generated rows for the benchmarks: 100,000 per tab of
// a list by default, made by the database itself (INSERT ... SELECT generate_series), so
// PGlite and PostgreSQL get the same rows. Each list is an entry of LISTS (rental cases,
// requests, invoices, products per placement, depot orders per tab, finished inspections,
// repairs per tab). Rows look like the demo data: the organisation's own locations,
// departments, contacts and articles, varied names, dates spread over years, unique
// numbers, and what the searches look in (issue 23: a request's entered fields, serials,
// clients and rooms).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { REPO_ROOT } from './portal-server.mjs';

// why: pg is the api's dependency; the benchmarks use the same client.
const pg = createRequire(join(REPO_ROOT, 'api', 'package.json'))('pg');

/** How a benchmark connects to the portal's database: PGlite's socket or PostgreSQL. */
export async function connect(server, databaseUrl) {
  const client = new pg.Client(
    databaseUrl ?? { host: server.socketDir, port: 5432, user: 'postgres', database: 'postgres' },
  );
  await client.connect();
  return client;
}

/** What rows refer to: the organisation's own places, people and the catalogue. */
const CONTEXT = `
  deps AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(location_id ORDER BY id) AS locs
           FROM departments WHERE organisation_id = $1),
  places AS (SELECT array_agg(id ORDER BY id) AS ids FROM locations WHERE organisation_id = $1),
  people AS (SELECT array_agg(id ORDER BY id) AS ids FROM contacts WHERE organisation_id = $1),
  users_ AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE organisation_id = $1),
  arts AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(name ORDER BY id) AS names
           FROM articles WHERE article_type = 'RENTAL')`;

const pick = (array, index) => `${array}[1 + (${index}) % array_length(${array}, 1)]`;

/**
 * The lists. `buckets` are the tabs; `insert(bucket)` is an INSERT ... SELECT over
 * generate_series($2, $3) g for organisation $1. A row number g is unique per bucket.
 */
export const LISTS = {
  rentalCases: {
    table: 'rental_cases',
    buckets: ['ACTIVE', 'WAITING', 'ENDED'],
    insert: (status) => `
      WITH ${CONTEXT}
      INSERT INTO rental_cases (organisation_id, article_id, display_name, serial_number, barcode,
        status, start_date, end_date, end_user, general_use, location_id, department_id, room,
        contact_id, price_display)
      SELECT $1, ${pick('arts.ids', 'g')},
        ${pick('arts.names', 'g')} || ' ' || (ARRAY['Vitalis','Invacare','Burmeier','Arjo'])[1 + (g / 7) % 4],
        'SN-B${status[0]}-' || lpad(g::text, 7, '0'), 'VH-B${status[0]}-' || lpad(g::text, 7, '0'),
        '${status}', date '2016-01-01' + (g * 7919 % 3650),
        ${status === 'ENDED' ? "date '2017-01-01' + (g * 7919 % 3650)" : 'NULL'},
        CASE WHEN g % 4 = 0 THEN NULL ELSE 'Cliënt ' || (g % 20000) END, g % 4 = 0,
        ${pick('deps.locs', 'g')}, ${pick('deps.ids', 'g')}, 'Kamer ' || (100 + g % 300),
        ${pick('people.ids', 'g')}, '€ 2,50 per dag'
      FROM generate_series($2::int, $3::int) g, deps, places, people, arts`,
  },
  customerRequests: {
    table: 'customer_requests',
    buckets: ['OPEN', 'PROCESSING', 'ARCHIVE'],
    insert: (tab) => `
      WITH ${CONTEXT}
      INSERT INTO customer_requests (organisation_id, type, status, created_at,
        created_by_user_id, contact_id, location_from_id, location_to_id, handled_by,
        custom_data)
      SELECT $1,
        (ARRAY['DEPOT-IN','DEPOT-OUT','RENTAL-REQUEST','RENTAL-STOP','REPAIR-DEPOT','REPAIR-RENTAL'])[1 + g % 6],
        ${tab === 'ARCHIVE' ? "CASE WHEN g % 5 = 0 THEN 'REJECTED' ELSE 'COMPLETED' END" : `'${tab}'`},
        timestamptz '2026-01-01 08:00+01' - (g * interval '17 minutes'),
        ${pick('users_.ids', 'g')}, ${pick('people.ids', 'g')},
        CASE WHEN g % 2 = 0 THEN ${pick('places.ids', 'g')} END,
        CASE WHEN g % 2 = 1 THEN ${pick('places.ids', 'g / 3')} END,
        ${tab === 'OPEN' ? 'NULL' : "'Sanne Kuipers'"},
        jsonb_build_array(
          jsonb_build_object('key', 'product', 'title', 'Hulpmiddel',
            'value', 'Hoog-laagbed RQ${tab[0]}-' || lpad(g::text, 7, '0')),
          jsonb_build_object('key', 'room', 'title', 'Kamer', 'value', 'Kamer ' || (100 + g % 300)),
          jsonb_build_object('key', 'comments', 'title', 'Opmerkingen',
            'value', 'Graag ophalen voor ' || (g % 28 + 1) || ' december'))
      FROM generate_series($2::int, $3::int) g, places, people, users_`,
  },
  invoices: {
    table: 'invoices',
    buckets: ['ALL'],
    insert: () => `
      WITH ${CONTEXT}
      INSERT INTO invoices (organisation_id, invoice_number, invoice_date, price_display,
        amount_cents, payment_status, invoice_type, origin_type, location_id, document_name, title)
      SELECT $1, 'BENCH-' || lpad(g::text, 7, '0'), date '2016-01-01' + (g * 7919 % 3650),
        '€ ' || (g % 900 + 10) || ',00', (g % 900 + 10) * 100,
        CASE WHEN g % 3 = 0 THEN 'OPEN' ELSE 'HANDLED' END, (g % 11 = 0)::int, 'RENTAL',
        ${pick('places.ids', 'g')}, 'factuur-BENCH-' || g || '.pdf', 'Verhuur periode ' || (g % 120)
      FROM generate_series($2::int, $3::int) g, places`,
  },
  products: {
    table: 'products',
    buckets: ['location', 'depot'],
    insert: (placement) => `
      WITH ${CONTEXT},
        own AS (SELECT array_agg(id ORDER BY id) AS ids FROM articles WHERE article_type = 'DEPOT'),
        stores AS (SELECT array_agg(id ORDER BY id) AS ids FROM warehouses)
      INSERT INTO products (organisation_id, article_id, serial_number, frame_number, barcode,
        location_id, department_id, room, warehouse_id, client_name, depot_status, quality,
        registration_date, start_date)
      SELECT $1, ${pick('own.ids', 'g')},
        'BP${placement[0].toUpperCase()}-' || lpad(g::text, 7, '0'), 'FR' || g,
        CASE WHEN g % 9 = 5 THEN NULL ELSE 'VZ-B${placement[0].toUpperCase()}-' || lpad(g::text, 7, '0') END,
        ${placement === 'location' ? pick('deps.locs', 'g') : 'NULL'},
        ${placement === 'location' ? pick('deps.ids', 'g') : 'NULL'},
        ${placement === 'location' ? "'Kamer ' || (100 + g % 300)" : 'NULL'},
        ${placement === 'depot' ? pick('stores.ids', 'g') : 'NULL'},
        ${placement === 'location' ? "CASE WHEN g % 3 = 0 THEN NULL ELSE 'Cliënt ' || (g % 20000) END" : 'NULL'},
        ${placement === 'depot' ? "'IN_DEPOT'" : 'NULL'},
        (ARRAY['GOOD','AVERAGE','BAD'])[1 + g % 3],
        date '2015-01-01' + (g * 7919 % 3650), date '2020-01-01' + (g::bigint * 104729 % 2000)::int
      FROM generate_series($2::int, $3::int) g, deps, own, stores`,
  },
  depotCases: {
    table: 'depot_cases',
    buckets: ['pending', 'archive'],
    insert: (tab) => `
      WITH ${CONTEXT}
      INSERT INTO depot_cases (organisation_id, name, form_type, depot_status, created_at,
        handled_at, location_id, priority_call, invoiceable)
      SELECT $1, 'Opdracht ' || g,
        (ARRAY['TRANSPORT-IN','TRANSPORT-OUT','DIRECT-IN','DIRECT-OUT','TRANSPORT-TRANSFER'])[1 + g % 5],
        ${tab === 'pending' ? "(ARRAY['OPEN','PLANNED','IN_PROGRESS'])[1 + g % 3]" : "CASE WHEN g % 5 = 0 THEN 'CANCELLED' ELSE 'COMPLETED' END"},
        timestamptz '2026-01-01 08:00+01' - (g * interval '17 minutes'),
        ${tab === 'pending' ? 'NULL' : "timestamptz '2026-01-02 08:00+01' - (g * interval '17 minutes')"},
        ${pick('places.ids', 'g')}, g % 4 = 1, g % 2 = 0
      FROM generate_series($2::int, $3::int) g, places`,
  },
};

/** The products the inspections and repairs of the benchmark belong to (on location). */
const BENCH_PRODUCTS = `
  bench_products AS (SELECT array_agg(id ORDER BY id) AS ids FROM (
    SELECT id FROM products WHERE organisation_id = $1 AND placement = 'location'
    ORDER BY id LIMIT 20000) p)`;

Object.assign(LISTS, {
  inspections: {
    table: 'inspections',
    buckets: ['COMPLETED'],
    // why: the trigger that keeps each product's due date would update a product per row.
    before: 'ALTER TABLE inspections DISABLE TRIGGER inspections_follow',
    after: 'ALTER TABLE inspections ENABLE TRIGGER inspections_follow',
    insert: (conclusion) => `
      WITH ${BENCH_PRODUCTS}
      INSERT INTO inspections (organisation_id, product_id, inspection_number, planned_date,
        inspect_date, conclusion, inspector)
      SELECT $1, ${pick('bench_products.ids', 'g')}, 'KR-B-' || lpad(g::text, 7, '0'),
        date '2016-01-01' + (g * 7919 % 3650), date '2016-01-03' + (g * 7919 % 3650),
        '${conclusion}', 'Keurmeester ' || (g % 7)
      FROM generate_series($2::int, $3::int) g, bench_products`,
  },
  repairs: {
    table: 'repairs',
    buckets: ['PROCESSING', 'FIXED'],
    insert: (status) => `
      WITH ${BENCH_PRODUCTS}
      INSERT INTO repairs (organisation_id, product_id, repair_number, status, created_at,
        repair_date, repairer, description)
      SELECT $1, ${pick('bench_products.ids', 'g')},
        'RP-B${status[0]}-' || lpad(g::text, 7, '0'), '${status}',
        timestamptz '2026-01-01 08:00+01' - (g * interval '17 minutes'),
        ${status === 'FIXED' ? "date '2026-01-02' - (g * 17 / 1440)" : 'NULL'},
        'Reparateur ' || (g % 9), 'Defect ' || g
      FROM generate_series($2::int, $3::int) g, bench_products`,
  },
});

/**
 * Adds `rows` rows to every bucket of the named lists of `organisationId`, in chunks, and
 * then vacuums and analyzes the tables (as PostgreSQL's autovacuum, and the PGlite database
 * process's maintenance within a minute, would). Resolves the seconds taken per list.
 */
export async function generateLists(
  client,
  organisationId,
  { rows = 100_000, lists, chunk = 25_000, log = () => {} } = {},
) {
  const seconds = {};
  for (const name of lists ?? Object.keys(LISTS)) {
    const list = LISTS[name];
    const began = performance.now();
    if (list.before) await client.query(list.before);
    for (const bucket of list.buckets) {
      for (let first = 1; first <= rows; first += chunk) {
        const last = Math.min(rows, first + chunk - 1);
        await client.query(list.insert(bucket), [organisationId, first, last]);
      }
    }
    if (list.after) await client.query(list.after);
    await client.query(`VACUUM (ANALYZE) ${list.table}`);
    seconds[name] = (performance.now() - began) / 1000;
    log(`  ${name}: ${list.buckets.length} x ${rows} rows in ${seconds[name].toFixed(1)} s`);
  }
  return seconds;
}

export async function organisationId(client, name = 'Zorggroep De Linde') {
  const { rows } = await client.query('SELECT id FROM organisations WHERE name = $1', [name]);
  if (!rows[0]) throw new Error(`No organisation ${name}`);
  return rows[0].id;
}
