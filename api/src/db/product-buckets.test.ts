// The products list from the bucket counters (migration 009): pages by 1,000-id buckets,
// a location with those below it and a category with one below it, each page as a plain
// ORDER BY ... OFFSET over the rows.
import { describe, expect, it } from 'vitest';
import { findProductsPage } from '../repositories/articles-repository.js';
import { db, expectPages, ids, org, setUpBucketedRows } from './list-page-buckets-fixture.js';

setUpBucketedRows();

describe('products', () => {
  it('page by 1,000-id buckets, and a location with those below it counts from counters', async () => {
    const [category] = await db.query<{ id: number }>(
      "INSERT INTO article_categories (title) VALUES ('Bedden') RETURNING id",
    );
    const [article] = await db.query<{ id: number }>(
      `INSERT INTO articles (category_id, name, article_type) VALUES ($1, 'Bed', 'DEPOT')
       RETURNING id`,
      [category?.id ?? 0],
    );
    const [top = 0, child = 0, other = 0] = (
      await db.query<{ id: number }>(
        `INSERT INTO locations (organisation_id, name) VALUES ($1, 'Hoofdgebouw'),
           ($1, 'Vleugel'), ($1, 'Elders') RETURNING id`,
        [org],
      )
    ).map((row) => row.id);
    await db.query('UPDATE locations SET parent_id = $1 WHERE id = $2', [top, child]);
    // why: ids beyond one bucket of 1,000 (a sequence gap makes several), on locations and in none.
    await db.query("SELECT setval('products_id_seq', nextval('products_id_seq') + 1500)");
    await db.query(
      `INSERT INTO products (organisation_id, article_id, serial_number, location_id)
       SELECT $1, $2, 'SN-P-' || g, ($3::int[])[1 + g % 4] FROM generate_series(1, 300) g`,
      [org, article?.id ?? 0, [top, child, other].map(String)],
    );
    await db.query("SELECT setval('products_id_seq', nextval('products_id_seq') + 2500)");
    await db.query(
      `INSERT INTO products (organisation_id, article_id, serial_number, location_id)
       SELECT $1, $2, 'SN-Q-' || g, $3 FROM generate_series(1, 120) g`,
      [org, article?.id ?? 0, child],
    );
    await db.query('DELETE FROM products WHERE organisation_id = $1 AND id % 9 = 0', [org]);
    const today = '2026-01-01';
    const expected = await ids(
      `SELECT id FROM products WHERE organisation_id = $1 AND placement = 'location'
       ORDER BY id DESC`,
      [org],
    );
    await expectPages(expected, 10, async (offset) => {
      const page = await findProductsPage(db, org, 'location', {}, { offset, rows: 10 }, today);
      return { ids: page.rows.map((row) => row.productId), totalCount: page.totalCount };
    });
    const inTree = await ids(
      `SELECT id FROM products WHERE organisation_id = $1 AND location_id = ANY ($2::int[])
       ORDER BY id DESC`,
      [org, [top, child].map(String)],
    );
    const page = await findProductsPage(
      db,
      org,
      'location',
      { locationId: top },
      { offset: 11, rows: 10 },
      today,
    );
    expect(page.totalCount).toBe(inTree.length);
    const [counters] = await db.query<{ n: number }>(
      `SELECT sum(count)::int AS n FROM list_counts WHERE list = 'products.location_id'
         AND organisation_id = $1 AND bucket = ANY ($2::text[])`,
      [org, [`location/${top}`, `location/${child}`]],
    );
    expect(counters?.n).toBe(inTree.length);
    expect(page.rows.map((row) => row.productId)).toEqual(inTree.slice(10, 20));
    // every page of the location's tree, merged from one index run per location
    await expectPages(inTree, 7, async (offset) => {
      const found = await findProductsPage(
        db,
        org,
        'location',
        { locationId: top },
        { offset, rows: 7 },
        today,
      );
      return { ids: found.rows.map((row) => row.productId), totalCount: found.totalCount };
    });

    // a category with one below it: the products of two of three articles
    const [sub, apart] = await db.query<{ id: number }>(
      `INSERT INTO article_categories (title, parent_id) VALUES ('Hoog-laag', $1), ('Tilliften', NULL)
       RETURNING id`,
      [category?.id ?? 0],
    );
    const [, lower = 0, elsewhere = 0] = (
      await db.query<{ id: number }>(
        `INSERT INTO articles (category_id, name, article_type)
         VALUES ($1, 'Bed', 'DEPOT'), ($2, 'Hoog-laagbed', 'DEPOT'), ($3, 'Tillift', 'DEPOT')
         RETURNING id`,
        [category?.id ?? 0, sub?.id ?? 0, apart?.id ?? 0],
      )
    ).map((row) => row.id);
    await db.query(
      'UPDATE products SET article_id = $2 WHERE organisation_id = $1 AND id % 5 = 0',
      [org, lower],
    );
    await db.query(
      'UPDATE products SET article_id = $2 WHERE organisation_id = $1 AND id % 7 = 0',
      [org, elsewhere],
    );
    for (const locationId of [undefined, top]) {
      const inCategory = await ids(
        `SELECT id FROM products WHERE organisation_id = $1 AND placement = 'location'
           AND article_id = ANY ($2::int[])
           AND ($3::int IS NULL OR location_id = ANY ($4::int[]))
         ORDER BY id DESC`,
        [org, [article?.id ?? 0, lower].map(String), locationId ?? null, [top, child].map(String)],
      );
      expect(inCategory.length).toBeGreaterThan(50);
      await expectPages(inCategory, 10, async (offset) => {
        const found = await findProductsPage(
          db,
          org,
          'location',
          { categoryId: category?.id ?? 0, ...(locationId ? { locationId } : {}) },
          { offset, rows: 10 },
          today,
        );
        return { ids: found.rows.map((row) => row.productId), totalCount: found.totalCount };
      });
    }
  });
});
