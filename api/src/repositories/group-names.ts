// Names of the groups a count or chart is about (ids as text, '' for none): locations of the
// organisation, categories and warehouses of the supplier; articles fold into their
// category.
import type { TChartPoint } from '@portal/shared/contract/management';
import type { TQueryable } from '../db/database.js';
import type { TGroupCount } from '../db/grouped-counts.js';

export type TGroupKind = 'location' | 'category' | 'warehouse';

/** The names of `ids` of a kind, by id as text. */
export async function namesOf(
  db: TQueryable,
  organisationId: number,
  kind: TGroupKind,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const wanted = ids.filter((id) => /^\d+$/.test(id));
  if (wanted.length === 0) return new Map();
  const sql = {
    location:
      'SELECT id::text AS id, name FROM locations WHERE organisation_id = $1 AND id = ANY ($2::int[])',
    category:
      'SELECT id::text AS id, title AS name FROM article_categories WHERE $1::int > 0 AND id = ANY ($2::int[])',
    warehouse:
      'SELECT id::text AS id, name FROM warehouses WHERE $1::int > 0 AND id = ANY ($2::int[])',
  }[kind];
  const rows = await db.query<{ id: string; name: string }>(sql, [organisationId, wanted]);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Counts per article folded into counts per category (articles' categories as text). */
export async function perCategory(
  db: TQueryable,
  counts: readonly TGroupCount[],
  part = 'article',
): Promise<TGroupCount[]> {
  const articles = counts.map((count) => count.groups[part] ?? '').filter((id) => id !== '');
  const rows =
    articles.length === 0
      ? []
      : await db.query<{ id: string; category: string }>(
          'SELECT id::text AS id, category_id::text AS category FROM articles WHERE id = ANY ($1::int[])',
          [articles],
        );
  const categoryOf = new Map(rows.map((row) => [row.id, row.category]));
  const folded = new Map<string, TGroupCount>();
  for (const count of counts) {
    const { [part]: article = '', ...others } = count.groups;
    const groups = { ...others, category: categoryOf.get(article) ?? '' };
    const key = JSON.stringify(groups);
    const known = folded.get(key);
    if (known) known.count += count.count;
    else folded.set(key, { groups, count: count.count });
  }
  return [...folded.values()];
}

/** Counts of one kind as chart points, largest first (then by name), named. */
export async function namedPoints(
  db: TQueryable,
  organisationId: number,
  kind: TGroupKind,
  counts: readonly TGroupCount[],
): Promise<TChartPoint[]> {
  const keys = counts.map((count) => count.groups[kind] ?? '');
  const names = await namesOf(db, organisationId, kind, keys);
  const prefix = kind === 'warehouse' ? 'depot-' : '';
  return counts
    .map((count) => {
      const id = count.groups[kind] ?? '';
      return {
        key: id === '' ? '' : `${prefix}${id}`,
        label: names.get(id) ?? null,
        value: count.count,
      };
    })
    .sort(
      (a, b) =>
        b.value - a.value ||
        (a.label ?? '\uffff').localeCompare(b.label ?? '\uffff', 'nl') ||
        a.key.localeCompare(b.key),
    );
}
