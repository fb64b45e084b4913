// Loads the demo data (README "Demo data") into an empty database, or wipes and reloads it.
import { hashPassword } from '../auth/password-hash.js';
import type { TDatabase, TQueryable } from '../db/database.js';
import { insertFile } from '../repositories/files-repository.js';
import { createUser } from '../repositories/users-repository.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';
import { seedCatalogue, type TSeededArticle } from './demo-catalogue.js';
import { makePdf, makePng } from './demo-files.js';
import { seedRentals } from './demo-rentals.js';
import {
  DEMO_ORGANISATIONS,
  type TLocationSeed,
  type TOrganisationSeed,
} from './demo-organisations.js';

/** Every table with data, children first; schema_migrations is not data. */
export const DATA_TABLES = [
  'outbox',
  'list_counts',
  'idempotency_keys',
  'rental_retour_cases',
  'rental_retours',
  'rental_request_articles',
  'rental_requests',
  'invoices',
  'rental_cases',
  'customer_request_process',
  'customer_requests',
  'files',
  'products',
  'inspection_types',
  'articles',
  'article_categories',
  'warehouses',
  'contacts',
  'rooms',
  'departments',
  'locations',
  'account_tokens',
  'sessions',
  'user_permissions',
  'users',
  'organisations',
];

export async function isDatabaseEmpty(db: TQueryable): Promise<boolean> {
  const [row] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM organisations',
  );
  return (row?.count ?? 0) === 0;
}

type TDepartmentRef = { locationId: number; departmentId: number; rooms: string[] };

async function insertLocation(
  db: TQueryable,
  organisationId: number,
  location: TLocationSeed,
  parentId: number | null,
  departments: TDepartmentRef[],
): Promise<void> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO locations (organisation_id, parent_id, name, street, house_number, postal_code, city)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      organisationId,
      parentId,
      location.name,
      location.street,
      location.houseNumber,
      location.postalCode,
      location.city,
    ],
  );
  if (!row) throw new Error('location insert returned no row');
  for (const department of location.departments) {
    const [dep] = await db.query<{ id: number }>(
      'INSERT INTO departments (organisation_id, location_id, name) VALUES ($1, $2, $3) RETURNING id',
      [organisationId, row.id, department.name],
    );
    if (!dep) throw new Error('department insert returned no row');
    for (const room of department.rooms) {
      await db.query(
        'INSERT INTO rooms (organisation_id, department_id, name) VALUES ($1, $2, $3)',
        [organisationId, dep.id, room],
      );
    }
    departments.push({ locationId: row.id, departmentId: dep.id, rooms: department.rooms });
  }
  for (const child of location.children ?? []) {
    await insertLocation(db, organisationId, child, row.id, departments);
  }
}

const QUALITIES = ['GOOD', 'GOOD', 'AVERAGE', 'BAD'] as const;
const CLIENTS = ['Mevr. J. de Boer', 'Dhr. P. Visser', 'Mevr. A. Smits', null];
const BRAND_RGB: [number, number, number] = [11, 110, 105];
const PRODUCTS_PER_ORGANISATION = 12;

async function seedProducts(
  db: TQueryable,
  organisationId: number,
  organisation: TOrganisationSeed,
  departments: TDepartmentRef[],
  articles: TSeededArticle[],
  warehouseIds: number[],
): Promise<void> {
  const ownArticles = articles.filter((article) => article.kind === 'DEPOT');
  for (let n = 1; n <= PRODUCTS_PER_ORGANISATION; n += 1) {
    const article = ownArticles[(n - 1) % ownArticles.length];
    const place = departments[(n - 1) % departments.length];
    if (!article || !place) throw new Error('demo seed needs articles and departments');
    const year = 2018 + (n % 7);
    const serial = `${organisation.serialPrefix}-${year}-${String(n).padStart(4, '0')}`;
    const inDepot = n === 10 || n === 11;
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO products (organisation_id, article_id, serial_number, frame_number, barcode,
         location_id, department_id, room, warehouse_id, client_name, status, depot_status,
         enable_reservation, reservation_reason, product_brand, product_type, quality,
         registration_date, inspect_date, purchase_value, current_value, remarks)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)
       RETURNING id`,
      [
        organisationId,
        article.id,
        serial,
        `FR${year}${String(n * 37).padStart(5, '0')}`,
        `VZ-${organisation.serialPrefix}-${String(n).padStart(6, '0')}`,
        inDepot ? null : place.locationId,
        inDepot ? null : place.departmentId,
        inDepot ? null : (place.rooms[n % place.rooms.length] ?? null),
        inDepot ? (warehouseIds[n % warehouseIds.length] ?? null) : null,
        inDepot ? null : (CLIENTS[n % CLIENTS.length] ?? null),
        n === 12 ? 'REMOVED' : 'ACTIVE',
        inDepot ? 'IN_DEPOT' : null,
        n === 3,
        n === 3 ? 'Gereserveerd voor nieuwe cliënt op Somatiek' : null,
        article.brand,
        article.type,
        QUALITIES[n % QUALITIES.length] ?? 'GOOD',
        `${year}-0${1 + (n % 9)}-15`,
        `2025-${String(1 + (n % 12)).padStart(2, '0')}-0${1 + (n % 9)}`,
        (1200 + n * 85).toFixed(2),
        (600 + n * 40).toFixed(2),
        n % 4 === 0 ? 'Zijhek rechts stroef, bij volgende keuring nakijken.' : null,
      ],
    );
    if (!row) throw new Error('product insert returned no row');
    const owner = { organisationId, ownerType: 'product', ownerId: row.id };
    await insertFile(db, {
      ...owner,
      type: 'INSPECTION',
      typeDisplay: 'Keuringsrapport',
      description: `Keuringsrapport ${article.name}`,
      fileName: `keuringsrapport-${serial}.pdf`,
      mimeType: 'application/pdf',
      content: makePdf([
        'Vitalis Zorghulpmiddelen - Keuringsrapport',
        `Organisatie: ${organisation.name}`,
        `Hulpmiddel: ${article.name}`,
        `Serienummer: ${serial}`,
        'Conclusie: goedgekeurd',
      ]),
    });
    await insertFile(db, {
      ...owner,
      type: 'IMAGE',
      typeDisplay: 'Foto',
      description: `Foto van ${serial}`,
      fileName: `foto-${serial}.png`,
      mimeType: 'image/png',
      content: makePng(64, 48, BRAND_RGB),
    });
  }
}

/** Fills an empty database with the demo organisations, catalogue and accounts. */
export async function seedDemo(db: TDatabase, options: { scryptCost: number }): Promise<void> {
  // why: one at a time; each scrypt hash holds 32 MiB, and the first start of a portal
  // should not need three of them at once (bench: first-start memory).
  const hashes: string[] = [];
  for (const _account of DEMO_ACCOUNTS) {
    hashes.push(await hashPassword(DEMO_PASSWORD, options.scryptCost));
  }
  const today = new Date();
  const invoiceCounter = { next: 1 };
  await db.transaction(async (tx) => {
    const articles = await seedCatalogue(tx);
    const warehouseIds = (
      await tx.query<{ id: number }>('SELECT id FROM warehouses ORDER BY id')
    ).map((w) => w.id);
    for (const organisation of DEMO_ORGANISATIONS) {
      const [org] = await tx.query<{ id: number }>(
        'INSERT INTO organisations (name) VALUES ($1) RETURNING id',
        [organisation.name],
      );
      if (!org) throw new Error('organisation insert returned no row');
      const departments: TDepartmentRef[] = [];
      for (const location of organisation.locations) {
        await insertLocation(tx, org.id, location, null, departments);
      }
      const userIds: number[] = [];
      for (const [index, account] of DEMO_ACCOUNTS.entries()) {
        if (account.organisation !== organisation.name) continue;
        const userId = await createUser(tx, {
          ...account,
          organisationId: org.id,
          passwordHash: hashes[index] ?? null,
        });
        userIds.push(userId);
      }
      for (const contact of organisation.contacts) {
        await tx.query(
          'INSERT INTO contacts (organisation_id, name, email, phone) VALUES ($1, $2, $3, $4)',
          [org.id, contact.name, contact.email, contact.phone],
        );
      }
      await seedProducts(tx, org.id, organisation, departments, articles, warehouseIds);
      await seedRentals(tx, {
        organisationId: org.id,
        organisationName: organisation.name,
        places: departments,
        userIds,
        invoiceCounter,
        today,
      });
    }
  });
}

/** Deletes all data (not the schema) and loads the demo data again. */
export async function resetDemo(db: TDatabase, options: { scryptCost: number }): Promise<void> {
  await db.exec(`TRUNCATE ${DATA_TABLES.join(', ')} RESTART IDENTITY CASCADE`);
  await seedDemo(db, options);
}
