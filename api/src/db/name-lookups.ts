// The names an export's rows show (a department, location, contact, category, article or
// warehouse), read once per file instead of joined into every keyset batch. On PGlite an
// export's time is the database's: the four name joins of a rental overview cost ~40 % of
// a 100,000-row file's database time, planned and run again for each of its 400 batches,
// while an organisation has a few hundred of these names (api/src/exports/README.md "How a file
// reads its rows"). List pages keep their joins (one query, 25 rows); the api tests compare every
// export with its pages row for row on both databases (routes/management/overview-excel.test.ts).
import type { TQueryable } from './database.js';

/** The small tables whose rows an export names, what it reads of each, and from where. */
const TABLES = {
  departments: { columns: 'name', ofOrganisation: true, from: 'departments' },
  locations: { columns: 'name', ofOrganisation: true, from: 'locations' },
  contacts: { columns: 'name', ofOrganisation: true, from: 'contacts' },
  organisations: { columns: 'name', ofOrganisation: false, from: 'organisations' },
  // why: the supplier's catalogue and depots belong to no organisation. A category's place
  // among all titles in the database's collation, for lists of titles in SQL's ORDER BY.
  article_categories: {
    columns: 'name, position::int AS position',
    ofOrganisation: false,
    from: `(SELECT id, title AS name, row_number() OVER (ORDER BY title) AS position
      FROM article_categories) article_categories`,
  },
  articles: {
    columns: 'name, category_id AS "categoryId"',
    ofOrganisation: false,
    from: 'articles',
  },
  warehouses: { columns: 'name', ofOrganisation: false, from: 'warehouses' },
} as const;

export type TNamedTable = keyof typeof TABLES;

/** What a lookup answers per row of its table (TABLES' columns). */
type TLookedUp<K extends TNamedTable> = K extends 'articles'
  ? { name: string | null; categoryId: number | null }
  : K extends 'article_categories'
    ? { name: string | null; position: number }
    : { name: string | null };

type TId = number | null | undefined;

/**
 * The rows of one table by id, for one export: `load` reads those of a batch's ids not
 * known yet (one query, none once the file's rows are all known), `get` and `name` answer
 * from memory. Rows of another organisation are never read, so they stay unnamed, as the
 * joins' `organisation_id` conditions left them.
 */
export class NameLookup<K extends TNamedTable> {
  readonly #db: TQueryable;
  readonly #sql: string;
  readonly #organisationId: number;
  readonly #rows = new Map<number, TLookedUp<K> | null>();

  constructor(db: TQueryable, table: K, organisationId: number) {
    const { columns, ofOrganisation, from } = TABLES[table];
    this.#db = db;
    this.#organisationId = organisationId;
    // why: the same two parameters either way; $1 only narrows where rows have an owner.
    this.#sql = `SELECT id, ${columns} FROM ${from}
      WHERE id = ANY ($2::int[]) AND ${ofOrganisation ? 'organisation_id = $1' : '$1::int > 0'}`;
  }

  async load(ids: Iterable<TId>): Promise<void> {
    const unknown = new Set<number>();
    for (const id of ids) {
      if (id !== null && id !== undefined && !this.#rows.has(id)) unknown.add(id);
    }
    if (unknown.size === 0) return;
    const wanted = [...unknown];
    const rows = await this.#db.query<TLookedUp<K> & { id: number }>(this.#sql, [
      this.#organisationId,
      wanted.map(String),
    ]);
    for (const id of wanted) this.#rows.set(id, null);
    for (const row of rows) this.#rows.set(Number(row.id), row);
  }

  /** The row of a loaded id (null: none, or a row the organisation may not see). */
  get(id: TId): TLookedUp<K> | null {
    return id === null || id === undefined ? null : (this.#rows.get(id) ?? null);
  }

  name(id: TId): string | null {
    return this.get(id)?.name ?? null;
  }
}

/** SQL's `nullif(concat_ws(' / ', department, nullif(room, '')), '')`, in one place for JS. */
export function departmentRoom(department: string | null, room: string | null): string | null {
  const parts = [department, room === '' ? null : room].filter((part) => part !== null);
  const joined = parts.join(' / ');
  return joined === '' ? null : joined;
}
