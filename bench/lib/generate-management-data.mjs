// The data of the management benchmark (issue 25): in one organisation 100,000 rental cases
// (every status, started over eight and a half years, most of them returned, with a day
// price), 100,000 repairs, 100,000 depot orders (nine in ten handled, each holding a
// product) and, from generate-data.mjs, 100,000 products per placement (whose depot ones
// are the depot's history) and 100,000 invoices. Made by the database itself (INSERT ...
// SELECT generate_series), so PGlite and PostgreSQL get the same rows.
import { generateLists } from './generate-data.mjs';

const pick = (array, index) => `${array}[1 + (${index}) % array_length(${array}, 1)]`;

const CONTEXT = `
  deps AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(location_id ORDER BY id) AS locs
           FROM departments WHERE organisation_id = $1),
  places AS (SELECT array_agg(id ORDER BY id) AS ids FROM locations WHERE organisation_id = $1),
  people AS (SELECT array_agg(id ORDER BY id) AS ids FROM contacts WHERE organisation_id = $1),
  arts AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(name ORDER BY id) AS names,
             array_agg(category_id ORDER BY id) AS cats
           FROM articles WHERE article_type = 'RENTAL')`;

/** Each entry: an INSERT ... SELECT over generate_series($2, $3) g for organisation $1. */
const MANAGEMENT_LISTS = {
  rentalCases: {
    table: 'rental_cases',
    // why: 15 % running, 5 % waiting to be picked up, 80 % returned after 30 days to two
    // years; started from 2018 to a month ago, so every day has thousands of cases out.
    insert: `
      WITH ${CONTEXT}
      INSERT INTO rental_cases (organisation_id, article_id, category_id, display_name,
        serial_number, barcode, status, start_date, end_date, end_user, general_use,
        location_id, department_id, room, contact_id, price_display, price_per_day_cents)
      SELECT $1, ${pick('arts.ids', 'g')}, ${pick('arts.cats', 'g')}, ${pick('arts.names', 'g')},
        'SN-M-' || lpad(g::text, 7, '0'), 'VH-M-' || lpad(g::text, 7, '0'),
        CASE WHEN g % 20 < 3 THEN 'ACTIVE' WHEN g % 20 = 3 THEN 'WAITING' ELSE 'ENDED' END,
        start_day,
        CASE WHEN g % 20 > 3 THEN least(start_day + 30 + g % 700, current_date - 1) END,
        CASE WHEN g % 4 = 0 THEN NULL ELSE 'Cliënt ' || (g % 20000) END, g % 4 = 0,
        ${pick('deps.locs', 'g')}, ${pick('deps.ids', 'g')}, 'Kamer ' || (100 + g % 300),
        ${pick('people.ids', 'g')}, '€ ' || (1 + g % 7) || ',50 per dag', (1 + g % 7) * 100 + 50
      FROM generate_series($2::int, $3::int) g
        CROSS JOIN LATERAL (SELECT date '2018-01-01' + (g * 7919 % 3150) AS start_day) d,
        deps, places, people, arts`,
  },
  repairs: {
    table: 'repairs',
    insert: `
      WITH prods AS (SELECT array_agg(id ORDER BY id) AS ids FROM products
                     WHERE organisation_id = $1 AND placement = 'location')
      INSERT INTO repairs (organisation_id, product_id, repair_number, status, created_at,
        repair_date, repairer, description, customer_reference)
      SELECT $1, ${pick('prods.ids', 'g * 13')}, 'RP-M-' || lpad(g::text, 7, '0'),
        CASE WHEN g % 10 = 0 THEN 'PROCESSING' ELSE 'FIXED' END,
        timestamptz '2026-01-01 09:00+01' - (g * interval '31 minutes'),
        CASE WHEN g % 10 = 0 THEN NULL
             ELSE (timestamptz '2026-01-04 09:00+01' - (g * interval '31 minutes'))::date END,
        'Vitalis Zorghulpmiddelen', 'Reparatie ' || (g % 40),
        CASE WHEN g % 4 = 0 THEN NULL ELSE 'PO-' || (g % 9000) END
      FROM generate_series($2::int, $3::int) g, prods`,
  },
  depotCases: {
    table: 'depot_cases',
    insert: `
      WITH ${CONTEXT}
      INSERT INTO depot_cases (organisation_id, name, form_type, depot_status, created_at,
        handled_at, location_id, pickup_address, dropoff_address, priority_call, invoiceable)
      SELECT $1, 'Management opdracht ' || g,
        (ARRAY['TRANSPORT-IN','TRANSPORT-OUT','DIRECT-IN','DIRECT-OUT','TRANSPORT-TRANSFER'])[1 + g % 5],
        CASE WHEN g % 10 = 0 THEN 'OPEN' ELSE 'COMPLETED' END,
        timestamptz '2026-01-01 08:00+01' - (g * interval '29 minutes'),
        CASE WHEN g % 10 = 0 THEN NULL
             ELSE timestamptz '2026-01-02 15:00+01' - (g * interval '29 minutes') END,
        ${pick('places.ids', 'g')}, 'Ophaaladres ' || g, 'Afleveradres ' || g, g % 4 = 1,
        g % 2 = 0
      FROM generate_series($2::int, $3::int) g, deps, places, people, arts`,
  },
};

/**
 * One item (a product) for every depot order of the benchmark: the n-th order holds the
 * n-th product (the products outnumber the orders), joined by row number.
 */
const DEPOT_ITEMS = `
  INSERT INTO depot_case_items (organisation_id, depot_case_id, product_id, article_id, amount)
  SELECT c.organisation_id, c.id, p.id, p.article_id, 1
  FROM (SELECT id, organisation_id, row_number() OVER (ORDER BY id) AS n FROM depot_cases
        WHERE organisation_id = $1 AND name LIKE 'Management opdracht %') c
  JOIN (SELECT id, article_id, row_number() OVER (ORDER BY id DESC) AS n FROM products
        WHERE organisation_id = $1) p ON p.n = c.n`;

/**
 * Fills `organisationId` with the management benchmark's rows (`rows` per list), then
 * vacuums and analyzes; resolves the seconds taken per list.
 */
export async function generateManagementData(
  client,
  organisationId,
  { rows = 100_000, chunk = 25_000, log = () => {} } = {},
) {
  const seconds = await generateLists(client, organisationId, {
    rows,
    chunk,
    log,
    lists: ['products', 'invoices'],
  });
  for (const [name, list] of Object.entries(MANAGEMENT_LISTS)) {
    const began = performance.now();
    for (let first = 1; first <= rows; first += chunk) {
      const last = Math.min(rows, first + chunk - 1);
      await client.query(list.insert, [organisationId, first, last]);
    }
    if (name === 'depotCases') await client.query(DEPOT_ITEMS, [organisationId]);
    await client.query(`VACUUM (ANALYZE) ${list.table}`);
    if (name === 'depotCases') await client.query('VACUUM (ANALYZE) depot_case_items');
    seconds[name] = (performance.now() - began) / 1000;
    log(`  ${name}: ${rows} rows in ${seconds[name].toFixed(1)} s`);
  }
  await client.query('VACUUM (ANALYZE) product_depot_stays');
  await client.query('VACUUM (ANALYZE) list_counts');
  return seconds;
}
