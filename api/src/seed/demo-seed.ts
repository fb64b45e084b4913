// Loads the demo data (api/src/seed/README.md "Demo data") into an empty database, or wipes and
// reloads it.
import { hashPassword } from '../auth/password-hash.js';
import type { TDatabase, TQueryable } from '../db/database.js';
import { createUser } from '../repositories/users-repository.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_STAFF, DEMO_SUPPLIER } from './demo-accounts.js';
import { staffPermissions, staffRoles } from '../backoffice/staff-roles.js';
import { seedArticles } from './demo-articles.js';
import { seedCatalogue } from './demo-catalogue.js';
import { seedManagement } from './demo-management.js';
import { seedRentals } from './demo-rentals.js';
import { DEMO_ORGANISATIONS, type TLocationSeed } from './demo-organisations.js';

/** Every table with data, children first; schema_migrations is not data. */
export const DATA_TABLES = [
  'outbox',
  'list_counts',
  'product_depot_stays',
  'depot_case_items',
  'depot_cases',
  'product_log',
  'cleanings',
  'repairs',
  'inspections',
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
  'article_template_fields',
  'article_templates',
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

/** Fills an empty database with the demo organisations, catalogue and accounts. */
/**
 * Loads the demo data into an empty database; false when another process loaded it first
 * (several api processes starting on one new database each find it empty).
 */
export async function seedDemo(db: TDatabase, options: { scryptCost: number }): Promise<boolean> {
  // why: one at a time; each scrypt hash holds 32 MiB, and the first start of a portal
  // should not need three of them at once (bench: first-start memory).
  const hashes: string[] = [];
  for (const _account of [...DEMO_ACCOUNTS, ...DEMO_STAFF]) {
    hashes.push(await hashPassword(DEMO_PASSWORD, options.scryptCost));
  }
  const today = new Date();
  const invoiceCounter = { next: 1 };
  return db.transaction(async (tx) => {
    // why: the one that gets the lock loads; the others wait for its commit and find data.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('demo_seed'))");
    if (!(await isDatabaseEmpty(tx))) return false;
    const articles = await seedCatalogue(tx);
    const warehouseIds = (
      await tx.query<{ id: number }>('SELECT id FROM warehouses ORDER BY id')
    ).map((w) => w.id);
    for (const organisation of DEMO_ORGANISATIONS) {
      const [org] = await tx.query<{ id: number }>(
        // why: billed at its first location, the head office (migration 030).
        `INSERT INTO organisations (name, kvk_number, billing_street, billing_house_number,
           billing_postal_code, billing_city)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [
          organisation.name,
          organisation.kvkNumber,
          organisation.locations[0]?.street ?? null,
          organisation.locations[0]?.houseNumber ?? null,
          organisation.locations[0]?.postalCode ?? null,
          organisation.locations[0]?.city ?? null,
        ],
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
      await seedRentals(tx, {
        organisationId: org.id,
        organisationName: organisation.name,
        places: departments,
        userIds,
        invoiceCounter,
        today,
      });
      await seedArticles(tx, {
        organisationId: org.id,
        organisation,
        places: departments,
        articles,
        warehouseIds,
        userIds,
        today,
      });
      await seedManagement(tx, {
        organisationId: org.id,
        code: organisation.serialPrefix,
        today,
      });
    }
    // The supplier's own organisation and its staff (the back office, issue 41).
    const [supplier] = await tx.query<{ id: number }>(
      'INSERT INTO organisations (name, is_supplier) VALUES ($1, true) RETURNING id',
      [DEMO_SUPPLIER],
    );
    if (!supplier) throw new Error('supplier insert returned no row');
    for (const [index, staff] of DEMO_STAFF.entries()) {
      await createUser(tx, {
        organisationId: supplier.id,
        email: staff.email,
        username: null,
        fullName: staff.fullName,
        roles: staffRoles(staff.role),
        permissions: staffPermissions(staff.role),
        passwordHash: hashes[DEMO_ACCOUNTS.length + index] ?? null,
      });
    }
    return true;
  });
}

/** Deletes all data (not the schema) and loads the demo data again. */
export async function resetDemo(db: TDatabase, options: { scryptCost: number }): Promise<void> {
  await db.exec(`TRUNCATE ${DATA_TABLES.join(', ')} RESTART IDENTITY CASCADE`);
  await seedDemo(db, options);
}
