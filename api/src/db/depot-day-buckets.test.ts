// 'Depot op datum' from the bucket counters (migration 009): the products in the depot on
// a day, whole and narrowed to a kind, page by page as a plain ORDER BY ... OFFSET over
// their stays, through stays that leave, move and are removed.
import { describe, expect, it } from 'vitest';
import { findDepotDatePage } from '../repositories/management-depot-date-repository.js';
import { db, expectPages, ids, org, setUpBucketedRows } from './list-page-buckets-fixture.js';

setUpBucketedRows();

describe('the depot on a day', () => {
  it('pages by month of arrival: every page as a plain ORDER BY with OFFSET', async () => {
    const [category] = await db.query<{ id: number }>(
      "INSERT INTO article_categories (title) VALUES ('Tilliften') RETURNING id",
    );
    const [article] = await db.query<{ id: number }>(
      `INSERT INTO articles (category_id, name, article_type) VALUES ($1, 'Lift', 'DEPOT')
       RETURNING id`,
      [category?.id ?? 0],
    );
    const products = await db.query<{ id: number }>(
      `INSERT INTO products (organisation_id, article_id, serial_number)
       SELECT $1, $2, 'SN-D-' || g FROM generate_series(1, 240) g RETURNING id`,
      [org, article?.id ?? 0],
    );
    await addStays(products, 41);
    // why: days on which stays of earlier months left (the day counts as in the depot), and
    // on which stays came in.
    const edges = await db.query<{ day: string }>(
      `(SELECT to_char(to_date, 'YYYY-MM-DD') AS day FROM product_depot_stays
        WHERE organisation_id = $1 AND from_month < to_month AND extract(day FROM to_date) > 1
        ORDER BY to_date LIMIT 2)
       UNION ALL
       (SELECT to_char(from_date, 'YYYY-MM-DD') FROM product_depot_stays
        WHERE organisation_id = $1 AND extract(day FROM from_date) > 1 ORDER BY from_date DESC
        LIMIT 1)`,
      [org],
    );
    expect(edges).toHaveLength(3);
    const days = ['2023-01-01', '2023-06-15', '2024-02-29', '2024-03-01', '2026-01-01'];
    for (const day of [...days, ...edges.map((edge) => edge.day)]) {
      const expected = await ids(
        `SELECT id FROM product_depot_stays WHERE organisation_id = $1 AND from_date <= $2
           AND coalesce(to_date, 'infinity') >= $2
         ORDER BY from_date DESC, id DESC`,
        [org, day],
      );
      await expectPages(expected, 10, (offset) => depotStayIds({ date: day }, offset));
    }
  });

  it('narrowed to a kind, pages from the counters per article as a plain ORDER BY with OFFSET', async () => {
    const [kind = 0, below = 0, other = 0, empty = 0] = (
      await db.query<{ id: number }>(
        `INSERT INTO article_categories (title) VALUES ('Matrassen'), ('Wisselmatrassen'),
           ('Rolstoelen'), ('Leeg') RETURNING id`,
      )
    ).map((row) => row.id);
    await db.query('UPDATE article_categories SET parent_id = $1 WHERE id = $2', [kind, below]);
    const articles = (
      await db.query<{ id: number }>(
        `INSERT INTO articles (category_id, name, article_type)
         VALUES ($1, 'Matras', 'DEPOT'), ($2, 'Wisselmatras', 'DEPOT'), ($3, 'Rolstoel', 'DEPOT')
         RETURNING id`,
        [kind, below, other],
      )
    ).map((row) => String(row.id));
    const products = await db.query<{ id: number }>(
      `INSERT INTO products (organisation_id, article_id, serial_number)
       SELECT $1, ($2::int[])[1 + g % 3], 'SN-K-' || g FROM generate_series(1, 300) g
       RETURNING id`,
      [org, articles],
    );
    // why: then some leave, some come in later and some are removed, so the counters
    // follow every write.
    await addStays(products, 37);
    const mine = `SELECT id FROM product_depot_stays WHERE organisation_id = $1
      AND article_id = ANY ($2::int[])`;
    await db.query(
      `UPDATE product_depot_stays SET to_date = from_date + 45
       WHERE id IN (${mine}) AND to_date IS NULL AND id % 3 = 0`,
      [org, articles],
    );
    await db.query(
      `UPDATE product_depot_stays SET from_date = from_date + 20, to_date = to_date + 20
       WHERE id IN (${mine}) AND id % 5 = 1`,
      [org, articles],
    );
    await db.query(`DELETE FROM product_depot_stays WHERE id IN (${mine}) AND id % 11 = 2`, [
      org,
      articles,
    ]);
    const inKind = (day: string, articleIds: string[]) =>
      ids(
        `SELECT id FROM product_depot_stays WHERE organisation_id = $1 AND from_date <= $2
           AND coalesce(to_date, 'infinity') >= $2 AND article_id = ANY ($3::int[])
         ORDER BY from_date DESC, id DESC`,
        [org, day, articleIds],
      );
    const days = [
      '2023-01-01',
      '2023-06-15',
      '2023-11-30',
      '2024-02-29',
      '2024-03-01',
      '2026-01-01',
    ];
    let inKinds = 0;
    for (const day of days) {
      const [first = '', second = '', third = ''] = articles;
      const kindExpected = await inKind(day, [first, second]);
      const otherExpected = await inKind(day, [third]);
      inKinds += kindExpected.length * otherExpected.length;
      await expectPages(kindExpected, 10, (offset) =>
        depotStayIds({ date: day, categoryId: kind }, offset),
      );
      await expectPages(await inKind(day, [second]), 10, (offset) =>
        depotStayIds({ date: day, categoryId: below }, offset),
      );
      await expectPages(otherExpected, 10, (offset) =>
        depotStayIds({ date: day, categoryId: other }, offset),
      );
      await expectPages([], 10, (offset) => depotStayIds({ date: day, categoryId: empty }, offset));
    }
    expect(inKinds).toBeGreaterThan(0);
  });
});

/**
 * A stay in the depot for each product (of its own article), over two years, several on
 * one day (`spread` spaces their days); a quarter still there, some leaving the day they
 * came, the month they came or months later, so a day's stays came in over many months and
 * left in its own month too.
 */
async function addStays(products: readonly { id: number }[], spread: number): Promise<void> {
  await db.query(
    `INSERT INTO product_depot_stays (organisation_id, product_id, from_date, to_date, article_id)
     SELECT $1, p.id, d.from_date,
       CASE WHEN p.n % 4 = 0 THEN NULL
            WHEN p.n % 7 = 0 THEN d.from_date
            ELSE d.from_date + (p.n * 13 % 200) END,
       pr.article_id
     FROM (SELECT id, row_number() OVER (ORDER BY id)::int AS n FROM unnest($2::int[]) id) p
       JOIN products pr ON pr.id = p.id,
       LATERAL (SELECT date '2023-01-01' + (p.n * $3::int % 700) / 2 * 2 AS from_date) d`,
    [org, products.map((row) => String(row.id)), spread],
  );
}

/** A page of 'Depot op datum' as the ids of its stays (a product's stay by its day in). */
async function depotStayIds(filters: { date: string; categoryId?: number }, offset: number) {
  const page = await findDepotDatePage(db, org, filters, { offset, rows: 10 });
  const found = await db.query<{ id: number }>(
    `SELECT s.id FROM product_depot_stays s
     JOIN unnest($1::int[], $2::date[]) WITH ORDINALITY AS r(product_id, from_date, n)
       ON r.product_id = s.product_id AND r.from_date = s.from_date
     ORDER BY r.n`,
    [page.rows.map((row) => String(row.productId)), page.rows.map((row) => row.inDepotFrom)],
  );
  return { ids: found.map((row) => row.id), totalCount: page.totalCount };
}
