// PGlite runs without PostgreSQL's autovacuum workers, so nothing would ever ANALYZE or
// VACUUM its tables: the planner would guess row counts, and index-only scans (the deep
// pages of a list, the counts) would visit every row because the visibility map stays
// empty. The database process therefore does what autovacuum would, with its default
// thresholds, at start-up and every minute, in turn with the clients.
import type { PGlite } from '@electric-sql/pglite';

type TTableStats = {
  name: string;
  tuples: number;
  dead: number;
  insertedSinceVacuum: number;
  modifiedSinceAnalyze: number;
};

/** PostgreSQL's autovacuum defaults (thresholds and scale factors). */
const VACUUM_BASE = 50;
const VACUUM_SCALE = 0.2;
const INSERT_BASE = 1000;
const INSERT_SCALE = 0.2;
const ANALYZE_BASE = 50;
const ANALYZE_SCALE = 0.1;

/** The tables that need VACUUM (ANALYZE) or ANALYZE now, by autovacuum's rules. */
export async function findMaintenance(db: PGlite): Promise<{ table: string; vacuum: boolean }[]> {
  const { rows } = await db.query<TTableStats>(
    `SELECT quote_ident(s.schemaname) || '.' || quote_ident(s.relname) AS name,
       greatest(c.reltuples, 0)::float8 AS tuples, s.n_dead_tup::float8 AS dead,
       s.n_ins_since_vacuum::float8 AS "insertedSinceVacuum",
       s.n_mod_since_analyze::float8 AS "modifiedSinceAnalyze"
     FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
     ORDER BY s.relname`,
  );
  return rows
    .map((row) => {
      const vacuum =
        row.dead > VACUUM_BASE + VACUUM_SCALE * row.tuples ||
        row.insertedSinceVacuum > INSERT_BASE + INSERT_SCALE * row.tuples;
      const analyze = row.modifiedSinceAnalyze > ANALYZE_BASE + ANALYZE_SCALE * row.tuples;
      return { table: row.name, vacuum, analyze };
    })
    .filter((row) => row.vacuum || row.analyze)
    .map(({ table, vacuum }) => ({ table, vacuum }));
}

/** Vacuums and analyzes what needs it; returns the statements run. */
export async function runMaintenance(db: PGlite): Promise<string[]> {
  const done: string[] = [];
  for (const { table, vacuum } of await findMaintenance(db)) {
    const statement = vacuum ? `VACUUM (ANALYZE) ${table}` : `ANALYZE ${table}`;
    await db.exec(statement);
    done.push(statement);
  }
  return done;
}
