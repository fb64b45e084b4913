// SQL fragments with their values kept apart (sql`...`), rendered to numbered parameters.
import type { TSqlParam } from '../database.js';

/** An identifier of ours as SQL text (never a value from a request). */
export function rawSql(text: string): TSqlFragment {
  return { strings: [text], values: [] };
}

/**
 * A piece of SQL with its parameters, written as `sql\`r.status = ${status}\``; a value may
 * be another fragment, which is set in as SQL (`sql\`r.location_id IN (${tree})\``).
 */
export type TSqlFragment = {
  strings: readonly string[];
  values: readonly (TSqlParam | TSqlFragment)[];
};

export function sql(
  strings: TemplateStringsArray,
  ...values: (TSqlParam | TSqlFragment)[]
): TSqlFragment {
  return { strings, values };
}

/**
 * A date column as the contract's 'YYYY-MM-DD' text (no time zone can shift it; a moment
 * is taken in the session's zone, the portal's). why the cast and not to_char(.., 'YYYY-MM-DD'):
 * to_char reads its pattern again for every value, ~0.9 µs a call on PGlite against
 * ~0.05 µs for the date's own output, 0.17 s of the database's ~2.5 s for a 100,000-row
 * Excel with two dates (bench/README.md). The output is ISO because every connection sets
 * DateStyle ISO (db/pg-database.ts), whatever the server's default.
 */
export function isoDate(column: string): string {
  return `(${column})::date::text`;
}

/** `%text%` for ILIKE, the wildcards of `text` escaped: a search finds what was typed. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function isFragment(value: TSqlParam | TSqlFragment): value is TSqlFragment {
  return typeof value === 'object' && value !== null && 'strings' in value && 'values' in value;
}

/** The text of `fragment` with placeholders after `params` (which receives the values). */
export function renderSql({ strings, values }: TSqlFragment, params: TSqlParam[]): string {
  let text = strings[0] ?? '';
  values.forEach((value, i) => {
    if (isFragment(value)) {
      text += renderSql(value, params);
    } else {
      params.push(value);
      text += `$${params.length}`;
    }
    text += strings[i + 1] ?? '';
  });
  return text;
}
